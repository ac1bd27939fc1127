import { describe, expect, it } from 'vitest';
import type { Entry } from './dance-event';
import { splitIntoHeats } from './heats';
import { scheduleConflicts } from '../setup/conflicts';
import { scheduledRounds } from './schedule';
import { attempt, competitionWithCouples, run } from '../../testing/setup-competition';

const EVENT = 'Bronze Standard';
const LATIN = 'Bronze Latin';

/** Two events, the same 8 couples in both, rounds generated: Standard's two rounds, then Latin's. */
function twoEvents() {
  const state = competitionWithCouples(8);
  const couples = Object.values(state.events[EVENT]!.entries);
  return run(
    state,
    {
      type: 'saveEvent',
      event: {
        name: LATIN,
        eventLevel: 'Bronze',
        style: 'Latin',
        eventDances: ['ChaCha', 'Rumba'],
      },
    },
    ...couples.map((entry) => ({
      type: 'addEntry' as const,
      eventName: LATIN,
      leadId: entry.leadId,
      followId: entry.followId,
    })),
    { type: 'generateRounds', eventName: EVENT },
    { type: 'generateRounds', eventName: LATIN },
  );
}

const order = (state: ReturnType<typeof twoEvents>) =>
  scheduledRounds(state.events).map(
    (round) => `${round.scheduleIndex} ${round.eventName} ${round.roundName}`,
  );

describe('spec §4: shifting a round swaps schedule indexes with its neighbour (not for index 0)', () => {
  it('swaps with the round before it', () => {
    const state = run(twoEvents(), {
      type: 'shiftRound',
      eventName: LATIN,
      roundNumber: 2,
      direction: 'earlier',
    });
    expect(order(state)).toEqual([
      '1 Bronze Standard Semi-Final',
      '2 Bronze Latin Semi-Final',
      '3 Bronze Standard Final',
      '4 Bronze Latin Final',
    ]);
  });
  it('refuses to shift the first round earlier or the last later', () => {
    const state = twoEvents();
    expect(
      attempt(state, {
        type: 'shiftRound',
        eventName: EVENT,
        roundNumber: 2,
        direction: 'earlier',
      }),
    ).toMatchObject({
      ok: false,
      error: 'the Semi-Final of "Bronze Standard" is already first on the schedule',
    });
    expect(
      attempt(state, { type: 'shiftRound', eventName: LATIN, roundNumber: 1, direction: 'later' }),
    ).toMatchObject({
      ok: false,
    });
  });
  it('refuses a round at index 0 (not scheduled)', () => {
    const state = run(twoEvents(), {
      type: 'updateSettings',
      patch: { dontReorderAfterAddRemoveRounds: true },
    });
    const unscheduled = {
      ...state,
      events: {
        ...state.events,
        [EVENT]: {
          ...state.events[EVENT]!,
          rounds: {
            ...state.events[EVENT]!.rounds,
            1: { ...state.events[EVENT]!.rounds[1]!, scheduleIndex: 0 },
          },
        },
      },
    };
    expect(
      attempt(unscheduled, {
        type: 'shiftRound',
        eventName: EVENT,
        roundNumber: 1,
        direction: 'later',
      }),
    ).toEqual({
      ok: false,
      error: 'the Final of "Bronze Standard" is not on the schedule (index 0)',
    });
  });
});

describe('spec §4: check-in cascades to the same couple’s later rounds in schedule order', () => {
  it('checks the couple in for their Latin round too, with cascadeCheckin on (the default)', () => {
    const state = twoEvents();
    const entry = Object.values(state.events[EVENT]!.rounds[2]!.entries)[0]!;
    const after = run(state, {
      type: 'checkIn',
      eventName: EVENT,
      roundNumber: 2,
      entryId: entry.entryId,
      checkedIn: true,
    });
    const latin = Object.values(after.events[LATIN]!.rounds[2]!.entries).find(
      (e) => e.leadId === entry.leadId,
    )!;
    expect(after.events[EVENT]!.rounds[2]!.entries[entry.entryId]!.checkedIn).toBe(true);
    expect(latin.checkedIn).toBe(true);
    const others = Object.values(after.events[LATIN]!.rounds[2]!.entries).filter(
      (e) => e.checkedIn,
    );
    expect(others).toHaveLength(1);
  });
  it('does not cascade to earlier rounds', () => {
    const state = twoEvents();
    const latin = Object.values(state.events[LATIN]!.rounds[2]!.entries)[0]!;
    const after = run(state, {
      type: 'checkIn',
      eventName: LATIN,
      roundNumber: 2,
      entryId: latin.entryId,
      checkedIn: true,
    });
    expect(Object.values(after.events[EVENT]!.rounds[2]!.entries).some((e) => e.checkedIn)).toBe(
      false,
    );
  });
  it('checks in one round only with cascadeCheckin off', () => {
    const state = run(twoEvents(), { type: 'updateSettings', patch: { cascadeCheckin: false } });
    const entry = Object.values(state.events[EVENT]!.rounds[2]!.entries)[0]!;
    const after = run(state, {
      type: 'checkIn',
      eventName: EVENT,
      roundNumber: 2,
      entryId: entry.entryId,
      checkedIn: true,
    });
    expect(Object.values(after.events[LATIN]!.rounds[2]!.entries).some((e) => e.checkedIn)).toBe(
      false,
    );
  });
});

describe('start times from the day’s start and the timing model (autoAssignTimes)', () => {
  it('assigns back-to-back times: heats × dances × 90 s plus a 60 s changeover', () => {
    const state = run(twoEvents(), { type: 'assignStartTimes' });
    expect(scheduledRounds(state.events).map((round) => round.roundStartTime)).toEqual([
      '2027-02-09T09:00',
      '2027-02-09T09:04', // 1 heat × 2 dances × 90 s + 60 s = 4 min
      '2027-02-09T09:08',
      '2027-02-09T09:12',
    ]);
  });
  it('starts a round that would run past the day’s end on the next day, and runs on after the last', () => {
    const state = run(
      twoEvents(),
      { type: 'updateSettings', patch: { timing: { dayStart: '09:00', dayEnd: '09:10' } } },
      { type: 'assignStartTimes' },
    );
    expect(state.metadata.endDate).toBe('2027-02-10');
    expect(scheduledRounds(state.events).map((round) => round.roundStartTime)).toEqual([
      '2027-02-09T09:00',
      '2027-02-09T09:04', // ends 09:08; the next would end 09:12, after 09:10
      '2027-02-10T09:00',
      '2027-02-10T09:04', // the last day: later rounds run on rather than lose their time
    ]);
    const short = run(
      twoEvents(),
      { type: 'updateSettings', patch: { timing: { dayEnd: '09:05' } } },
      { type: 'assignStartTimes' },
    );
    expect(scheduledRounds(short.events).map((round) => round.roundStartTime)).toEqual([
      '2027-02-09T09:00',
      '2027-02-10T09:00',
      '2027-02-10T09:04',
      '2027-02-10T09:08',
    ]);
  });
  it('refuses a day that ends before it starts, naming both times', () => {
    expect(
      attempt(twoEvents(), { type: 'updateSettings', patch: { timing: { dayEnd: '08:30' } } }),
    ).toEqual({
      ok: false,
      error: 'timing.dayEnd: the day cannot end at 08:30, before it starts at 09:00',
    });
  });
  it('re-times the day after a shift when autoAssignTimes is on', () => {
    const state = run(
      twoEvents(),
      { type: 'updateSettings', patch: { autoAssignTimes: true, timing: { dayStart: '10:30' } } },
      { type: 'shiftRound', eventName: LATIN, roundNumber: 2, direction: 'earlier' },
    );
    expect(state.events[LATIN]!.rounds[2]!.roundStartTime).toBe('2027-02-09T10:34');
  });
  it('warns of a dancer due in two overlapping rounds', () => {
    let state = run(twoEvents(), { type: 'assignStartTimes' });
    expect(scheduleConflicts(state)).toEqual([]);
    state = run(state, {
      type: 'updateRound',
      eventName: LATIN,
      roundNumber: 2,
      roundStartTime: '2027-02-09T09:02',
    });
    const conflicts = scheduleConflicts(state);
    expect(conflicts).toHaveLength(16);
    expect(conflicts[0]).toMatchObject({
      first: { eventName: EVENT, roundNumber: 2 },
      second: { eventName: LATIN, roundNumber: 2 },
    });
  });
});

describe('spec §4: couples split into numHeats heats, balanced, partners of one school apart', () => {
  const couple = (number: number, affiliation: string): Entry => ({
    entryId: `e${number}`,
    leadId: `l${number}`,
    followId: `f${number}`,
    leadName: `L${number}`,
    followName: `F${number}`,
    leadNumber: number,
    affiliation,
    registeredTime: '',
    checkedIn: false,
  });
  it('balances 7 couples into heats of 4 and 3, spreading each school', () => {
    const entries = [
      couple(101, 'A'),
      couple(102, 'A'),
      couple(103, 'A'),
      couple(104, 'A'),
      couple(105, 'B'),
      couple(106, 'B'),
      couple(107, 'C'),
    ];
    const heats = splitIntoHeats(entries, 2);
    expect(heats.map((heat) => heat.length)).toEqual([4, 3]);
    for (const heat of heats) {
      expect(heat.filter((entry) => entry.affiliation === 'A')).toHaveLength(2);
      expect(heat.filter((entry) => entry.affiliation === 'B')).toHaveLength(1);
    }
    expect(
      heats
        .flat()
        .map((entry) => entry.leadNumber)
        .sort(),
    ).toEqual([101, 102, 103, 104, 105, 106, 107]);
  });
  it('never makes more heats than couples', () => {
    expect(splitIntoHeats([couple(1, 'A')], 3)).toHaveLength(1);
  });
});
