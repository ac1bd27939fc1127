import { describe, expect, it } from 'vitest';
import { roundStates } from '../competition/enumerations';
import type { CompetitionState } from '../competition/state';
import { defaultRecallSize, roundCountFor, roundName } from '../competition/round-naming';
import { scheduledRounds } from '../competition/schedule';
import { attempt, competitionWithCouples, roundList, run } from '../../testing/setup-competition';

const EVENT = 'Bronze Standard';

/** Stores a judge's marks for a round, as live scoring will (no command exists yet here). */
function withMarks(
  state: CompetitionState,
  roundNumber: number,
  numbers: number[],
): CompetitionState {
  return {
    ...state,
    marks: {
      ...state.marks,
      [EVENT]: { rounds: { [roundNumber]: { 'judge-a': { Waltz: numbers } } } },
    },
    results: {
      ...state.results,
      [EVENT]: {
        rounds: { [roundNumber]: { placements: { '101': 1 }, postedAt: '2027-02-09T12:00:00Z' } },
      },
    },
  };
}

describe('spec §9: default recall sizes for later rounds by index are 6, 12, 24, 38, 60, 80', () => {
  it('gives round 2 (Semi-Final) 6, round 3 12, … round 7 80', () => {
    expect([2, 3, 4, 5, 6, 7].map(defaultRecallSize)).toEqual([6, 12, 24, 38, 60, 80]);
  });
});

describe('spec §3: round names Final, Semi-Final, Quarter-Final, then 1st, 2nd, 3rd, nth Round', () => {
  it('names five rounds from the first danced', () => {
    expect([5, 4, 3, 2, 1].map((n) => roundName(n, 5))).toEqual([
      '1st Round',
      '2nd Round',
      'Quarter-Final',
      'Semi-Final',
      'Final',
    ]);
  });
  it('counts on past the 3rd round with the right suffix', () => {
    expect(roundName(4, 14)).toBe('11th Round');
    expect(roundName(4, 6)).toBe('3rd Round');
  });
});

describe('spec §4: generate rounds from the number of entries', () => {
  it.each([
    [1, 1],
    [6, 1],
    [7, 2],
    [12, 2],
    [13, 3],
    [24, 3],
    [25, 4],
    [38, 4],
    [39, 5],
    [80, 6],
    [81, 7],
  ])('%i couples need %i rounds', (couples, rounds) => {
    expect(roundCountFor(couples)).toBe(rounds);
  });

  it('puts every entry in the first round danced, with recall sizes and heats', () => {
    const state = run(competitionWithCouples(30), { type: 'generateRounds', eventName: EVENT });
    expect(roundList(state, EVENT)).toEqual([
      '4 1st Round',
      '3 Quarter-Final',
      '2 Semi-Final',
      '1 Final',
    ]);
    const rounds = state.events[EVENT]!.rounds;
    expect(Object.keys(rounds[4]!.entries)).toHaveLength(30);
    expect(Object.keys(rounds[3]!.entries)).toHaveLength(0);
    expect([4, 3, 2].map((n) => rounds[n]!.recallSize)).toEqual([24, 12, 6]);
    expect(rounds[4]!.numHeats).toBe(3);
    expect(rounds[4]!.roundId).toBe('Bronze Standard-R4');
    expect(scheduledRounds(state.events).map((round) => round.roundNumber)).toEqual([4, 3, 2, 1]);
  });

  it('is refused while marks are stored for a round, and nothing changes', () => {
    const state = withMarks(
      run(competitionWithCouples(8), { type: 'generateRounds', eventName: EVENT }),
      2,
      [101],
    );
    expect(attempt(state, { type: 'generateRounds', eventName: EVENT })).toEqual({
      ok: false,
      error: 'cannot generate rounds for "Bronze Standard": marks are stored for its Semi-Final',
    });
  });
});

describe('spec §4: set round state (any state may be written directly)', () => {
  it('writes Posted straight from Initialized, and records the real start when Running', () => {
    let state = run(competitionWithCouples(4), { type: 'generateRounds', eventName: EVENT });
    state = run(state, { type: 'setRoundState', eventName: EVENT, roundNumber: 1, roundState: 5 });
    expect(state.events[EVENT]!.rounds[1]!.roundState).toBe(roundStates.Posted);
    state = run(state, { type: 'setRoundState', eventName: EVENT, roundNumber: 1, roundState: 2 });
    expect(state.events[EVENT]!.rounds[1]!.roundActualStartTime).toBe('2027-02-09T12:00:00.000Z');
  });
});

describe('spec §4: skipping a round copies its entries to the previous round and sets it Skipped', () => {
  it('hands the Semi-Final couples to the Final', () => {
    let state = run(competitionWithCouples(8), { type: 'generateRounds', eventName: EVENT });
    state = run(state, { type: 'skipRound', eventName: EVENT, roundNumber: 2 });
    const rounds = state.events[EVENT]!.rounds;
    expect(rounds[2]!.roundState).toBe(roundStates.Skipped);
    expect(Object.keys(rounds[1]!.entries).sort()).toEqual(Object.keys(rounds[2]!.entries).sort());
  });
  it('refuses to skip the Final', () => {
    const state = run(competitionWithCouples(4), { type: 'generateRounds', eventName: EVENT });
    expect(attempt(state, { type: 'skipRound', eventName: EVENT, roundNumber: 1 })).toMatchObject({
      ok: false,
      error: expect.stringContaining('cannot be skipped') as string,
    });
  });
});

describe('spec §4: adding an extra round after a given round', () => {
  const base = () => run(competitionWithCouples(20), { type: 'generateRounds', eventName: EVENT });

  it('inserts it at x.5, renumbers and renames, fills its zero recall size, then re-indexes', () => {
    const before = base();
    const quarter = before.events[EVENT]!.rounds[3]!;
    const after = run(before, { type: 'addExtraRound', eventName: EVENT, afterRoundNumber: 3 });
    expect(roundList(after, EVENT)).toEqual([
      '4 1st Round',
      '3 Quarter-Final',
      '2 Semi-Final',
      '1 Final',
    ]);
    const rounds = after.events[EVENT]!.rounds;
    // The old Quarter-Final is now round 4 (1st Round), with its entries; the new round is 3.
    expect(Object.keys(rounds[4]!.entries)).toHaveLength(20);
    expect(rounds[4]!.scheduleIndex).toBe(quarter.scheduleIndex);
    expect(rounds[3]!.recallSize).toBe(12);
    expect(scheduledRounds(after.events).map((r) => `${r.scheduleIndex} ${r.roundName}`)).toEqual([
      '1 1st Round',
      '2 Quarter-Final',
      '3 Semi-Final',
      '4 Final',
    ]);
  });

  it('keeps the x.5 index when dontReorderAfterAddRemoveRounds is on', () => {
    const state = run(
      base(),
      { type: 'updateSettings', patch: { dontReorderAfterAddRemoveRounds: true } },
      { type: 'addExtraRound', eventName: EVENT, afterRoundNumber: 3 },
    );
    expect(state.events[EVENT]!.rounds[3]!.scheduleIndex).toBe(1.5);
  });

  it('shifts stored marks and saved results with their rounds', () => {
    const state = run(withMarks(base(), 3, [101, 102]), {
      type: 'addExtraRound',
      eventName: EVENT,
      afterRoundNumber: 3,
    });
    expect(state.marks[EVENT]!.rounds[4]).toEqual({ 'judge-a': { Waltz: [101, 102] } });
    expect(state.marks[EVENT]!.rounds[3]).toBeUndefined();
    expect(state.results[EVENT]!.rounds[4]).toEqual({
      placements: { '101': 1 },
      postedAt: '2027-02-09T12:00:00Z',
    });
  });

  it('refuses a round after the Final', () => {
    expect(
      attempt(base(), { type: 'addExtraRound', eventName: EVENT, afterRoundNumber: 1 }),
    ).toEqual({
      ok: false,
      error: 'cannot add a round after the Final of "Bronze Standard"',
    });
  });
});

describe('spec §4: deleting a round moves its entries to the prior round, removes it and re-indexes', () => {
  it('gives the first round’s couples to the next round and renames the rest', () => {
    let state = run(competitionWithCouples(20), { type: 'generateRounds', eventName: EVENT });
    state = run(state, { type: 'deleteRound', eventName: EVENT, roundNumber: 3 });
    expect(roundList(state, EVENT)).toEqual(['2 Semi-Final', '1 Final']);
    expect(Object.keys(state.events[EVENT]!.rounds[2]!.entries)).toHaveLength(20);
    expect(scheduledRounds(state.events).map((r) => r.scheduleIndex)).toEqual([1, 2]);
  });
  it('refuses to delete a round with marks, naming it', () => {
    const state = withMarks(
      run(competitionWithCouples(8), { type: 'generateRounds', eventName: EVENT }),
      2,
      [101],
    );
    expect(attempt(state, { type: 'deleteRound', eventName: EVENT, roundNumber: 2 })).toEqual({
      ok: false,
      error: 'cannot delete the Semi-Final of "Bronze Standard": marks are stored for it',
    });
  });
});

describe('clear rounds', () => {
  it('removes every round of the event and re-indexes the rest of the day', () => {
    let state = run(competitionWithCouples(8), { type: 'generateRounds', eventName: EVENT });
    state = run(
      state,
      {
        type: 'saveEvent',
        event: {
          name: 'Silver Latin',
          eventLevel: 'Silver',
          style: 'Latin',
          eventDances: ['Rumba'],
        },
      },
      { type: 'generateRounds', eventName: 'Silver Latin' },
      { type: 'clearRounds', eventName: EVENT },
    );
    expect(state.events[EVENT]!.rounds).toEqual({});
    expect(scheduledRounds(state.events).map((r) => r.scheduleIndex)).toEqual([1]);
  });
});

describe('spec §5: recall size and heat count of 0 are coerced to 1', () => {
  it('stores 1 for 0', () => {
    let state = run(competitionWithCouples(8), { type: 'generateRounds', eventName: EVENT });
    state = run(state, {
      type: 'updateRound',
      eventName: EVENT,
      roundNumber: 2,
      recallSize: 0,
      numHeats: 0,
    });
    expect(state.events[EVENT]!.rounds[2]).toMatchObject({ recallSize: 1, numHeats: 1 });
  });
});
