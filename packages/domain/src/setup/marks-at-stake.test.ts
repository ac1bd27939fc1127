import { describe, expect, it } from 'vitest';
import { roundStates, type RoundState } from '../competition/enumerations';
import type { CompetitionState } from '../competition/state';
import { allCards, EVENT, markedCompetition, numbersIn } from '../../testing/scoring-competition';
import { asksToDiscardMarks } from '../competition/round-lifecycle-discard';
import { attempt, run } from '../../testing/setup-competition';

const setState = (roundNumber: number, roundState: RoundState, discardMarks?: boolean) =>
  ({
    type: 'setRoundState',
    eventName: EVENT,
    roundNumber,
    roundState,
    ...(discardMarks !== undefined && { discardMarks }),
  }) as const;

/** The Semi-Final of 8 couples marked by all five judges (round 2), not posted yet. */
function markedSemi(): CompetitionState {
  const state = run(markedCompetition(8), { type: 'startRound', eventName: EVENT, roundNumber: 2 });
  const semi = numbersIn(state, 2);
  return run(state, ...allCards(2, () => semi.slice(0, 6)));
}

describe('spec §4: a round with marks is not stepped back (to Initialized or Empty, or out of Posted) unless discarding its marks is confirmed', () => {
  it('refuses stepping a marked round back to Initialized, naming what would be lost', () => {
    const decision = attempt(markedSemi(), setState(2, roundStates.Initialized));
    expect(decision).toEqual({
      ok: false,
      error:
        'the Semi-Final of "Bronze Standard" has marks from 5 judges; setting it to Initialized discards them and it must be marked again; confirm to discard them',
    });
    expect(asksToDiscardMarks(decision.ok ? '' : decision.error)).toBe(true);
  });

  it('refuses stepping a posted round out of Posted, naming its result too', () => {
    const posted = run(
      markedSemi(),
      { type: 'approveRound', eventName: EVENT, roundNumber: 2 },
      { type: 'postRound', eventName: EVENT, roundNumber: 2 },
    );
    const decision = attempt(posted, setState(2, roundStates.Running));
    expect(decision.ok ? '' : decision.error).toMatch(
      /has marks from 5 judges and a posted result; setting it to Running discards them/,
    );
  });

  it('with discardMarks, drops the marks, scoring facts and saved result, and sets the state', () => {
    const posted = run(
      markedSemi(),
      { type: 'approveRound', eventName: EVENT, roundNumber: 2 },
      { type: 'postRound', eventName: EVENT, roundNumber: 2 },
    );
    const state = run(posted, setState(2, roundStates.Running, true));
    expect(state.events[EVENT]!.rounds[2]!.roundState).toBe(roundStates.Running);
    expect(state.marks[EVENT]!.rounds[2]).toBeUndefined();
    expect(state.marks[EVENT]!.scoring?.[2]).toBeUndefined();
    expect(state.results[EVENT]!.rounds[2]).toBeUndefined();
  });

  it('with discardMarks, takes back the recall: posting again fills the Final afresh', () => {
    const posted = run(
      markedSemi(),
      { type: 'approveRound', eventName: EVENT, roundNumber: 2 },
      { type: 'postRound', eventName: EVENT, roundNumber: 2 },
    );
    const semi = numbersIn(posted, 2);
    expect(numbersIn(posted, 1)).toEqual(semi.slice(0, 6));

    let state = run(posted, setState(2, roundStates.Running, true));
    expect(numbersIn(state, 1)).toEqual([]);

    // Marked again, the judges now recall the six highest numbers instead.
    state = run(state, ...allCards(2, () => semi.slice(2)));
    state = run(
      state,
      { type: 'approveRound', eventName: EVENT, roundNumber: 2 },
      { type: 'postRound', eventName: EVENT, roundNumber: 2 },
    );
    expect(numbersIn(state, 1)).toEqual(semi.slice(2));
  });

  it('refuses to take back a recall once the next round is under way, saying which to step back first', () => {
    const posted = run(
      markedSemi(),
      { type: 'approveRound', eventName: EVENT, roundNumber: 2 },
      { type: 'postRound', eventName: EVENT, roundNumber: 2 },
    );
    const finalRunning = run(posted, { type: 'startRound', eventName: EVENT, roundNumber: 1 });
    expect(attempt(finalRunning, setState(2, roundStates.Running, true))).toEqual({
      ok: false,
      error:
        'the Final of "Bronze Standard" is already under way (Running); step it back first, then the Semi-Final its couples were recalled from',
    });
    const finalBack = run(finalRunning, setState(1, roundStates.Empty));
    expect(attempt(finalBack, setState(2, roundStates.Running, true)).ok).toBe(true);
  });

  it('lets a marked round move forward, and a round without marks go anywhere', () => {
    expect(attempt(markedSemi(), setState(2, roundStates.Posted)).ok).toBe(true);
    expect(attempt(markedSemi(), setState(2, roundStates.Running)).ok).toBe(true);
    const fresh = markedCompetition(8);
    expect(attempt(fresh, setState(2, roundStates.Posted)).ok).toBe(true);
    const posted = run(fresh, setState(1, roundStates.Posted));
    expect(attempt(posted, setState(1, roundStates.Initialized)).ok).toBe(true);
  });
});
