import {
  detectLevel,
  eventDefinitionSchema,
  isScheduleItem,
  stylesDances,
  type AgeGroup,
  type Dance,
  type EventDefinition,
  type Level,
  type Style,
} from '@floorcraft/domain';

/** The event form as typed, with what the user chose themselves (so it is not overwritten). */
export interface EventDraft {
  name: string;
  eventLevel: Level | null;
  style: Style | null;
  ageGroup: AgeGroup | null;
  eventDances: Dance[];
  levelChosen: boolean;
  dancesChosen: boolean;
}

export function newEventDraft(): EventDraft {
  return {
    name: '',
    eventLevel: null,
    style: null,
    ageGroup: null,
    eventDances: [],
    levelChosen: false,
    dancesChosen: false,
  };
}

/** An existing event in the form: everything counts as chosen. */
export function eventDraftOf(event: EventDefinition): EventDraft {
  return {
    name: event.name,
    eventLevel: event.eventLevel ?? null,
    style: event.style ?? null,
    ageGroup: event.ageGroup ?? null,
    eventDances: [...event.eventDances],
    levelChosen: true,
    dancesChosen: true,
  };
}

/**
 * A new name. Until the user picks a level, it follows the name (spec §5
 * level detection); Awards and Break items have no level.
 */
export function withName(draft: EventDraft, name: string): EventDraft {
  if (draft.levelChosen) {
    return { ...draft, name };
  }
  const detected = name.trim() && !isScheduleItem({ name }) ? detectLevel(name) : null;
  return { ...draft, name, eventLevel: detected };
}

export function withLevel(draft: EventDraft, eventLevel: Level | null): EventDraft {
  return { ...draft, eventLevel, levelChosen: true };
}

/** A new style. Until the user picks dances, they are the style's usual ones. */
export function withStyle(draft: EventDraft, style: Style | null): EventDraft {
  if (draft.dancesChosen) {
    return { ...draft, style };
  }
  return { ...draft, style, eventDances: style ? [...stylesDances[style]] : [] };
}

export function withDances(draft: EventDraft, eventDances: Dance[]): EventDraft {
  return { ...draft, eventDances, dancesChosen: true };
}

export type EventCheck = { ok: true; event: EventDefinition } | { ok: false; problems: string[] };

/**
 * The event to save, checked with the domain's own schema so the form says
 * what the server would (e.g. a name with "/" in it, since names are keys).
 * A new event may not take an existing event's name: saving would replace it.
 */
export function checkEvent(
  draft: EventDraft,
  existingNames: readonly string[],
  creating: boolean,
): EventCheck {
  const parsed = eventDefinitionSchema.safeParse({
    name: draft.name,
    eventDances: draft.eventDances,
    ...(draft.eventLevel ? { eventLevel: draft.eventLevel } : {}),
    ...(draft.style ? { style: draft.style } : {}),
    ...(draft.ageGroup ? { ageGroup: draft.ageGroup } : {}),
  });
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => {
        const field = String(issue.path[0] ?? '');
        return `${FIELD_LABELS[field] ?? 'Event'}: ${issue.message}.`;
      });
  if (creating && existingNames.includes(draft.name.trim())) {
    problems.push(`Name: an event named "${draft.name.trim()}" already exists; edit it instead.`);
  }
  return parsed.success && problems.length === 0
    ? { ok: true, event: parsed.data }
    : { ok: false, problems };
}

const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  eventLevel: 'Level',
  style: 'Style',
  ageGroup: 'Age group',
  eventDances: 'Dances',
};
