import { describe, expect, it } from 'vitest';
import type { DanceEvent, Round } from '../competition/dance-event';
import { roundStates, type Dance, type RoundState } from '../competition/enumerations';
import { dayBeingDanced, dayProgress } from './day-progress';

interface RoundSpec {
  event: string;
  index: number;
  /** Planned start, venue-local. */
  planned: string;
  /** Real start, ISO UTC. */
  actual?: string;
  state?: RoundState;
  dances?: Dance[];
}

/** Events of one round each (a Final) on a venue at UTC+2. */
function day(specs: RoundSpec[]) {
  const events: Record<string, DanceEvent> = {};
  for (const spec of specs) {
    const round: Round = {
      eventName: spec.event,
      roundNumber: 1,
      roundId: `${spec.event}-R1`,
      roundName: 'Final',
      scheduleIndex: spec.index,
      roundState: spec.state ?? (spec.actual ? roundStates.Running : roundStates.Initialized),
      recallSize: 6,
      numHeats: 1,
      roundStartTime: spec.planned,
      roundActualStartTime: spec.actual ?? '',
      entries: {},
    };
    events[spec.event] = {
      name: spec.event,
      eventDances: spec.dances ?? ['Waltz'],
      entries: {},
      rounds: { 1: round },
    };
  }
  return { events };
}

/** 2 p.m. at the venue (UTC+2) on the date given. */
const at = (date: string) => ({ now: `${date}T12:00:00.000Z`, utcOffsetMinutes: 120 });

/** Saturday: A posted, B danced 12 minutes late (planned 13:00, started 13:12), C and a Lunch to come; Sunday: D. */
const weekend = (saturday: string, sundayPlan = '2027-04-11') =>
  day([
    {
      event: 'A',
      index: 1,
      planned: '2027-04-10T12:00',
      actual: `${saturday}T10:05:00.000Z`,
      state: roundStates.Posted,
    },
    { event: 'B', index: 2, planned: '2027-04-10T13:00', actual: `${saturday}T11:12:00.000Z` },
    { event: 'Lunch', index: 3, planned: '2027-04-10T13:30', dances: ['Break'] },
    { event: 'C', index: 4, planned: '2027-04-10T14:30' },
    { event: 'D', index: 5, planned: `${sundayPlan}T09:00` },
  ]);

describe("the day's progress on the dashboard (issue 25 item 12)", () => {
  it('counts the danced rounds of the day planned today, posted, and how late it runs', () => {
    expect(dayProgress(weekend('2027-04-10'), at('2027-04-10'))).toEqual({
      plannedDate: '2027-04-10',
      dancedOn: '2027-04-10',
      posted: 1,
      total: 3,
      delayMinutes: 12,
    });
  });

  it('reads a day danced on another date than planned: the plan’s day whose rounds started today', () => {
    // Danced on 20 March instead of 10 April: the same count and the same 12 minutes late.
    expect(dayBeingDanced(weekend('2027-03-20'), at('2027-03-20'))).toBe('2027-04-10');
    expect(dayProgress(weekend('2027-03-20'), at('2027-03-20'))).toEqual({
      plannedDate: '2027-04-10',
      dancedOn: '2027-03-20',
      posted: 1,
      total: 3,
      delayMinutes: 12,
    });
  });

  it('prefers the day planned today over one whose rounds started today', () => {
    // Saturday's rounds were danced today, but Sunday is planned today: today is Sunday's.
    const state = weekend('2027-03-20', '2027-03-20');
    expect(dayBeingDanced(state, at('2027-03-20'))).toBe('2027-03-20');
    expect(dayProgress(state, at('2027-03-20'))).toMatchObject({ posted: 0, total: 1 });
  });

  it('names no day when nothing is planned or started today, and no delay before the day starts', () => {
    expect(dayProgress(weekend('2027-03-20'), at('2027-03-21'))).toBeUndefined();
    const notStarted = day([{ event: 'A', index: 1, planned: '2027-04-10T12:00' }]);
    expect(dayProgress(notStarted, at('2027-04-10'))).toEqual({
      plannedDate: '2027-04-10',
      dancedOn: '2027-04-10',
      posted: 0,
      total: 1,
      delayMinutes: undefined,
    });
  });
});
