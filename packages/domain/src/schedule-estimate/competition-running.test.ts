import { describe, expect, it } from 'vitest';
import type { DanceEvent, Round } from '../competition/dance-event';
import { roundStates, type RoundState } from '../competition/enumerations';
import { isCompetitionRunning, runningSummary } from './competition-running';

interface RoundSpec {
  event: string;
  state: RoundState;
  /** Venue-local `YYYY-MM-DDTHH:mm`, '' for none. */
  planned?: string;
  /** ISO UTC. */
  actual?: string;
  index?: number;
}

/** A two-day competition (1–2 May 2027), one Final per event, as the rule reads it. */
function competition(specs: RoundSpec[]) {
  const events: Record<string, DanceEvent> = {};
  for (const [position, spec] of specs.entries()) {
    const round: Round = {
      eventName: spec.event,
      roundNumber: 1,
      roundId: `${spec.event}-R1`,
      roundName: 'Final',
      scheduleIndex: spec.index ?? position + 1,
      roundState: spec.state,
      recallSize: 6,
      numHeats: 1,
      roundStartTime: spec.planned ?? '',
      roundActualStartTime: spec.actual ?? '',
      entries: {},
    };
    events[spec.event] = {
      name: spec.event,
      eventDances: ['Waltz'],
      entries: {},
      rounds: { 1: round },
    } as unknown as DanceEvent;
  }
  return {
    metadata: { startDate: '2027-05-01', endDate: '2027-05-02' },
    rounds: runningSummary(events),
  };
}

const at = (now: string, utcOffsetMinutes = 0) => ({ now, utcOffsetMinutes });

describe('isCompetitionRunning', () => {
  it('is running while a round is on the floor, whatever the date', () => {
    const state = competition([{ event: 'A', state: roundStates.Running }]);
    expect(isCompetitionRunning(state, at('2026-01-01T12:00:00Z'))).toBe(true);
  });

  it('is running while a danced round waits for its results to be posted', () => {
    const state = competition([{ event: 'A', state: roundStates.Marked }]);
    expect(isCompetitionRunning(state, at('2030-01-01T12:00:00Z'))).toBe(true);
  });

  it('is not running before anything is danced, even on the first day', () => {
    const state = competition([
      { event: 'A', state: roundStates.Initialized, planned: '2027-05-01T09:00' },
    ]);
    expect(isCompetitionRunning(state, at('2027-05-01T09:30:00Z'))).toBe(false);
  });

  it('keeps running between rounds once the day has begun and rounds are still to come', () => {
    const state = competition([
      {
        event: 'A',
        state: roundStates.Posted,
        planned: '2027-05-01T09:00',
        actual: '2027-05-01T09:05:00Z',
      },
      { event: 'B', state: roundStates.Initialized, planned: '2027-05-01T13:00' },
    ]);
    expect(isCompetitionRunning(state, at('2027-05-01T12:00:00Z'))).toBe(true);
  });

  it('stops once every round of the day is posted or skipped', () => {
    const state = competition([
      {
        event: 'A',
        state: roundStates.Posted,
        planned: '2027-05-01T09:00',
        actual: '2027-05-01T09:05:00Z',
      },
      { event: 'B', state: roundStates.Skipped, planned: '2027-05-01T10:00' },
      // The second day's round does not keep the first day's evening running.
      { event: 'C', state: roundStates.Initialized, planned: '2027-05-02T09:00' },
    ]);
    expect(isCompetitionRunning(state, at('2027-05-01T19:00:00Z'))).toBe(false);
  });

  it('on the second morning waits for that day’s first round to start', () => {
    const dayOne = {
      event: 'A',
      state: roundStates.Posted,
      planned: '2027-05-01T09:00',
      actual: '2027-05-01T09:05:00Z',
    };
    const before = competition([
      dayOne,
      { event: 'C', state: roundStates.Initialized, planned: '2027-05-02T09:00' },
      { event: 'D', state: roundStates.Initialized, planned: '2027-05-02T10:00' },
    ]);
    expect(isCompetitionRunning(before, at('2027-05-02T08:50:00Z'))).toBe(false);
    const begun = competition([
      dayOne,
      {
        event: 'C',
        state: roundStates.Posted,
        planned: '2027-05-02T09:00',
        actual: '2027-05-02T09:01:00Z',
      },
      { event: 'D', state: roundStates.Initialized, planned: '2027-05-02T10:00' },
    ]);
    expect(isCompetitionRunning(begun, at('2027-05-02T09:40:00Z'))).toBe(true);
  });

  it('is not running outside the competition’s dates when nothing is on the floor', () => {
    // A rehearsal started and posted a week early says nothing about the day.
    const state = competition([
      { event: 'A', state: roundStates.Posted, actual: '2027-04-24T09:00:00Z' },
      { event: 'B', state: roundStates.Initialized },
    ]);
    expect(isCompetitionRunning(state, at('2027-04-24T10:00:00Z'))).toBe(false);
    expect(isCompetitionRunning(state, at('2027-05-03T10:00:00Z'))).toBe(false);
  });

  it('reads today at the venue: UTC+10 is already on the first day', () => {
    const state = competition([
      // Started 08:00 on 1 May at the venue, which is 22:00 on 30 April in UTC.
      { event: 'A', state: roundStates.Posted, actual: '2027-04-30T22:00:00Z' },
      { event: 'B', state: roundStates.Initialized, planned: '2027-05-01T11:00' },
    ]);
    expect(isCompetitionRunning(state, at('2027-04-30T23:00:00Z', 600))).toBe(true);
    expect(isCompetitionRunning(state, at('2027-04-30T23:00:00Z', 0))).toBe(false);
  });

  it('counts scheduled rounds without a planned time as the day’s, and ignores unscheduled ones', () => {
    const posted = {
      event: 'A',
      state: roundStates.Posted,
      actual: '2027-05-01T09:00:00Z',
    };
    const unscheduled = competition([
      posted,
      { event: 'B', state: roundStates.Initialized, index: 0 },
    ]);
    expect(isCompetitionRunning(unscheduled, at('2027-05-01T10:00:00Z'))).toBe(false);
    const untimed = competition([posted, { event: 'B', state: roundStates.Initialized }]);
    expect(isCompetitionRunning(untimed, at('2027-05-01T10:00:00Z'))).toBe(true);
  });

  it('is not running on a clock it cannot read', () => {
    const state = competition([{ event: 'A', state: roundStates.Posted }]);
    expect(isCompetitionRunning(state, at('not a date'))).toBe(false);
  });
});
