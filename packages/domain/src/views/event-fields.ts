import type { DanceEvent, Entry, Round } from '../competition/dance-event';
import { everyone, publicly, type FieldTable } from './field-table';

/**
 * Who sees each field of a couple's entry. Heat sheets are public: names,
 * numbers, schools and check-in. The tablet splits a round into heats by
 * number and school.
 */
const entryFields = {
  entryId: publicly,
  leadId: publicly,
  followId: publicly,
  leadName: publicly,
  followName: publicly,
  leadNumber: everyone,
  affiliation: everyone,
  registeredTime: publicly,
  checkedIn: publicly,
} as const satisfies FieldTable<Entry>;

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
  roundActualStartTime: publicly,
  entries: { each: entryFields },
} as const satisfies FieldTable<Round>;

/** Who sees each field of an event, its entries and its rounds. */
export const eventFields = {
  name: publicly,
  eventLevel: publicly,
  style: publicly,
  ageGroup: publicly,
  eventDances: everyone,
  entries: { each: entryFields },
  rounds: { each: roundFields },
} as const satisfies FieldTable<DanceEvent>;
