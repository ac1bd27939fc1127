import {
  eventMatchesFilter,
  isScheduleItem,
  type CoupleInput,
  type EventDefinition,
  type EventFilter,
  type LevelProfile,
  type PersonInput,
} from '@floorcraft/domain';
import { parseLeadNumber } from './lead-number-updates';

export type PersonMode = 'new' | 'existing';

/** What the form holds for one dancer: a chosen competitor, or a new person being typed. */
export interface PersonDraft {
  mode: PersonMode;
  id: string | null;
  name: string;
  affiliation: string | null;
  levels: LevelProfile;
}

/** Everything the couple form holds, as typed. */
export interface CoupleDraft {
  lead: PersonDraft;
  follow: PersonDraft;
  events: string[];
  leadNumber: string;
}

export function emptyPerson(): PersonDraft {
  return { mode: 'new', id: null, name: '', affiliation: null, levels: {} };
}

export function emptyCoupleDraft(): CoupleDraft {
  return { lead: emptyPerson(), follow: emptyPerson(), events: [], leadNumber: '' };
}

export function personInput(
  draft: PersonDraft,
  role: 'Lead' | 'Follow',
  problems: string[],
): PersonInput | undefined {
  if (draft.mode === 'existing') {
    if (!draft.id) {
      problems.push(`${role}: choose a dancer, or enter a new one.`);
    }
    return draft.id ? { id: draft.id } : undefined;
  }
  const name = draft.name.trim();
  if (!name) {
    problems.push(`${role}: enter a name.`);
  }
  if (!draft.affiliation) {
    problems.push(`${role}: choose a school or club.`);
  }
  // Only the styles given: an unset level is absent, not "no level".
  const levels = Object.fromEntries(
    Object.entries(draft.levels).filter(([, level]) => Boolean(level)),
  ) as LevelProfile;
  return name && draft.affiliation
    ? {
        name,
        affiliation: draft.affiliation,
        ...(Object.keys(levels).length > 0 ? { levels } : {}),
      }
    : undefined;
}

/**
 * The form as the `registerCouple` command's couple, or what to fix first.
 * These are the checks the browser can make; the domain still decides
 * (duplicates, numbers worn by someone else) and its refusal is shown.
 */
export function coupleFromDraft(
  draft: CoupleDraft,
): { ok: true; couple: CoupleInput } | { ok: false; problems: string[] } {
  const problems: string[] = [];
  const lead = personInput(draft.lead, 'Lead', problems);
  const follow = personInput(draft.follow, 'Follow', problems);
  if (draft.lead.mode === 'existing' && draft.lead.id && draft.lead.id === draft.follow.id) {
    problems.push('The lead and the follow must be two different people.');
  }
  let leadNumber: number | undefined;
  if (draft.leadNumber.trim()) {
    const parsed = parseLeadNumber(draft.leadNumber);
    if (typeof parsed === 'string') {
      problems.push(`Lead number: ${parsed}`);
    } else {
      leadNumber = parsed;
    }
  }
  if (problems.length > 0 || !lead || !follow) {
    return { ok: false, problems };
  }
  return {
    ok: true,
    couple: {
      lead,
      follow,
      events: [...new Set(draft.events)],
      ...(leadNumber === undefined ? {} : { leadNumber }),
    },
  };
}

/**
 * The events a couple can enter, by name, narrowed by the spec §5 level and
 * style filters. Awards and Break are schedule items, never offered.
 */
export function enterableEvents<T extends EventDefinition>(
  events: readonly T[],
  filter: EventFilter,
): T[] {
  return events
    .filter((event) => !isScheduleItem(event) && eventMatchesFilter(event, filter))
    .sort((a, b) => a.name.localeCompare(b.name));
}
