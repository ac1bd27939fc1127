import {
  detectLevel,
  eventInputSchema,
  isScheduleItem,
  stylesDances,
  type AgeGroup,
  type Dance,
  type EventDefinition,
  type EventInput,
  type Level,
  type Style,
} from '@floorcraft/domain';
import { allRules, domainResolver, type FieldErrors } from '../../lib/forms/domain-resolver';
import { fieldProblems } from '../../lib/forms/field-problems';

/** The event form's values, with what the user chose themselves (so it is not overwritten). */
export interface EventDraft {
  name: string;
  eventLevel: Level | null;
  style: Style | null;
  ageGroup: AgeGroup | null;
  eventDances: Dance[];
  /** A break's own length; null takes the setting's (only a Break item has one). */
  breakMinutes: number | null;
  /** The most couples registration enters; past it they wait in line. Null: no cap. */
  cap: number | null;
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
    breakMinutes: null,
    cap: null,
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
    breakMinutes: event.breakMinutes ?? null,
    cap: event.cap ?? null,
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

/** Whether the event is a break, so the form asks for its own length. */
export function isBreak(draft: Pick<EventDraft, 'eventDances'>): boolean {
  return draft.eventDances.includes('Break');
}

/** A break's length as typed: an empty field is none (the setting's length). */
export function withBreakMinutes(draft: EventDraft, value: number | string): EventDraft {
  return { ...draft, breakMinutes: typeof value === 'number' ? value : null };
}

/** A cap as typed: an empty field is no cap. */
export function withCap(draft: EventDraft, value: number | string): EventDraft {
  return { ...draft, cap: typeof value === 'number' ? value : null };
}

export type EventCheck = { ok: true; event: EventInput } | { ok: false; problems: string[] };

/**
 * The form's values as saveEvent's event: every field the form shows, one
 * not chosen as null (removed), since a save keeps what it leaves out.
 */
export function eventInput(draft: EventDraft) {
  return {
    name: draft.name,
    eventDances: draft.eventDances,
    eventLevel: draft.eventLevel ?? null,
    style: draft.style ?? null,
    ageGroup: draft.ageGroup ?? null,
    breakMinutes: isBreak(draft) ? draft.breakMinutes : null,
    cap: draft.cap,
  };
}

/** How the event form's fields are named in its problems. */
export const EVENT_LABELS: Readonly<Record<string, string>> = {
  '': 'Event',
  name: 'Name',
  eventLevel: 'Level',
  style: 'Style',
  ageGroup: 'Age group',
  eventDances: 'Dances',
  breakMinutes: 'Break length (minutes)',
  cap: 'Cap (couples)',
};

/**
 * The event form's checks: the domain's own schema, so the form says what
 * the server would (e.g. a name with "/" in it, since names are keys), then
 * a new event may not take an existing event's name: saving would replace it.
 */
export function eventRules(
  existingNames: readonly string[],
  creating: boolean,
): (draft: EventDraft) => FieldErrors {
  return allRules(
    domainResolver({ schema: eventInputSchema, input: eventInput }),
    (draft): FieldErrors => {
      const name = draft.name.trim();
      return creating && existingNames.includes(name)
        ? { name: `an event named "${name}" already exists; edit it instead` }
        : {};
    },
  );
}

/** The event to save, as the domain parses it; call once the form is valid. */
export function eventToSave(draft: EventDraft): EventInput {
  return eventInputSchema.parse(eventInput(draft));
}

/** The event to save, as the domain parses it, or every problem naming its field. */
export function checkEvent(
  draft: EventDraft,
  existingNames: readonly string[],
  creating: boolean,
): EventCheck {
  const errors = eventRules(existingNames, creating)(draft);
  return Object.keys(errors).length > 0
    ? { ok: false, problems: fieldProblems(errors, EVENT_LABELS) }
    : { ok: true, event: eventToSave(draft) };
}
