import {
  coupleInputSchema,
  eventMatchesFilter,
  isScheduleItem,
  type CoupleInput,
  type EventDefinition,
  type EventFilter,
  type LevelProfile,
  type PersonInput,
} from '@floorcraft/domain';
import { domainResolver, type FieldErrors } from '../../lib/forms/domain-resolver';
import { fieldProblems } from '../../lib/forms/field-problems';
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

/** The couple form's values. */
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

/** How the couple form's fields are named in its problems; "couple" names none. */
export const COUPLE_LABELS: Readonly<Record<string, string>> = {
  lead: 'Lead',
  follow: 'Follow',
  events: 'Events',
  leadNumber: 'Lead number',
};

/** Where one dancer's problems go: "lead" or "follow". */
export type PersonPath = 'lead' | 'follow';

/** What to fix in one dancer before sending, by form path ("lead.name"). */
export function personErrors(draft: PersonDraft, path: PersonPath): FieldErrors {
  if (draft.mode === 'existing') {
    return draft.id ? {} : { [`${path}.id`]: 'choose a dancer, or enter a new one' };
  }
  return {
    ...(draft.name.trim() ? {} : { [`${path}.name`]: 'enter a name' }),
    ...(draft.affiliation ? {} : { [`${path}.affiliation`]: 'choose a school or club' }),
  };
}

/** One dancer as the command takes them: the chosen competitor's id, or the new person. */
export function personInput(draft: PersonDraft): PersonInput {
  if (draft.mode === 'existing') {
    return { id: draft.id ?? '' };
  }
  // Only the styles given: an unset level is absent, not "no level".
  const levels = Object.fromEntries(
    Object.entries(draft.levels).filter(([, level]) => Boolean(level)),
  ) as LevelProfile;
  return {
    name: draft.name.trim(),
    affiliation: draft.affiliation ?? '',
    ...(Object.keys(levels).length > 0 ? { levels } : {}),
  };
}

/** The form's values as the `registerCouple` command's couple. */
export function coupleInput(draft: CoupleDraft): CoupleInput {
  const number = draft.leadNumber.trim() ? parseLeadNumber(draft.leadNumber) : undefined;
  return {
    lead: personInput(draft.lead),
    follow: personInput(draft.follow),
    events: [...new Set(draft.events)],
    ...(typeof number === 'number' ? { leadNumber: number } : {}),
  };
}

/** The domain's own schema of a couple, checked once the form's own checks pass. */
const checkCouple = domainResolver<CoupleDraft>({ schema: coupleInputSchema, input: coupleInput });

/**
 * The couple form's checks: first what the browser can say in the form's
 * words (a missing name, one dancer twice, a bad number), then the domain's
 * schema of the couple. The domain still decides the rest (duplicates,
 * numbers worn by someone else) and its refusal is shown.
 */
export function coupleRules(draft: CoupleDraft): FieldErrors {
  const errors: FieldErrors = {
    ...personErrors(draft.lead, 'lead'),
    ...personErrors(draft.follow, 'follow'),
  };
  if (draft.lead.mode === 'existing' && draft.lead.id && draft.lead.id === draft.follow.id) {
    errors.couple = 'The lead and the follow must be two different people.';
  }
  const number = draft.leadNumber.trim() ? parseLeadNumber(draft.leadNumber) : undefined;
  if (typeof number === 'string') {
    errors.leadNumber = number;
  }
  return Object.keys(errors).length > 0 ? errors : checkCouple(draft);
}

/**
 * The form as the `registerCouple` command's couple, or what to fix first,
 * each problem naming its dancer or field.
 */
export function coupleFromDraft(
  draft: CoupleDraft,
): { ok: true; couple: CoupleInput } | { ok: false; problems: string[] } {
  const errors = coupleRules(draft);
  return Object.keys(errors).length > 0
    ? { ok: false, problems: fieldProblems(errors, COUPLE_LABELS) }
    : { ok: true, couple: coupleInput(draft) };
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
