import type { DanceEvent, Entry, EventEntry, Round } from '../competition/dance-event';
import { everyone, publicly, type FieldTable } from './field-table';

/**
 * Who sees each field of a couple's entry. Heat sheets are public: names,
 * numbers, schools and check-in. The tablet splits a round into heats by
 * number and school.
 */
const eventEntryFields = {
  entryId: publicly,
  leadId: publicly,
  followId: publicly,
  leadName: publicly,
  followName: publicly,
  leadNumber: everyone,
  affiliation: everyone,
  registeredTime: publicly,
  checkedIn: publicly,
} as const satisfies FieldTable<EventEntry>;

/** A round's couple: the event's fields plus the heat a late couple was put in. */
const entryFields = { ...eventEntryFields, heat: everyone } as const satisfies FieldTable<Entry>;

/** Who sees each field of a round: the schedule is public, and the tablet lists its rounds. */
const roundFields = {
  eventName: everyone,
  roundNumber: everyone,
  roundId: everyone,
  roundName: everyone,
  scheduleIndex: everyone,
  roundState: everyone,
  recallSize: everyone,
  numHeats: everyone,
  roundStartTime: everyone,
  // The tablet's "coming up" estimates from the pace of the day (`schedulePace`).
  roundActualStartTime: everyone,
  // A break's real end: the estimate (the tablet's too) reads the rounds after it from it.
  roundActualEndTime: everyone,
  entries: { each: entryFields },
  // Who marks the round: the tablet offers only its judge's rounds, and sheets show only these letters.
  panel: everyone,
  defaultPanel: everyone,
} as const satisfies FieldTable<Round>;

/** Who sees each field of an event, its entries and its rounds. */
export const eventFields = {
  name: publicly,
  eventLevel: publicly,
  style: publicly,
  ageGroup: publicly,
  eventDances: everyone,
  // A break's length: the public schedule's times come from it.
  breakMinutes: publicly,
  // An event's cap: the public sees a full event's waitlist.
  cap: publicly,
  entries: { each: eventEntryFields },
  rounds: { each: roundFields },
} as const satisfies FieldTable<DanceEvent>;
