import { describe, expect, it } from 'vitest';
import type { CompetitionState } from '../competition/state';
import { attempt, run } from '../../testing/setup-competition';
import { roundOutcome, type PrelimOutcome } from './round-outcome';
import { allCards, EVENT, markedCompetition, numbersIn } from '../../testing/scoring-competition';

/**
 * The Semi-Final of 8 asks each judge for 6 couples. Every judge crosses the
 * five lowest numbers; three judges add the 6th, two the 7th: totals
 * 10,10,10,10,10,6,4,0 over two dances, natural breaks at 5, 6 and 7.
 */
function markedSemi() {
  let state = run(markedCompetition(8), { type: 'startRound', eventName: EVENT, roundNumber: 2 });
  const n = numbersIn(state, 2);
  state = run(state, ...allCards(2, (judge) => [...n.slice(0, 5), judge < 3 ? n[5]! : n[6]!]));
  return { state, n };
}

const prelim = (state: CompetitionState) => roundOutcome(state, EVENT, 2) as PrelimOutcome;
const recall = (count: number) =>
  ({ type: 'setRecallCut', eventName: EVENT, roundNumber: 2, recall: count }) as const;

describe("the chairman's recall, decided from the totals", () => {
  it('lists every natural break and recalls the asked number by default', () => {
    const { state, n } = markedSemi();
    const outcome = prelim(state);
    expect(outcome.requested).toBe(6);
    expect(outcome.tally!.breaks).toEqual([
      { recall: 5, minTotal: 10 },
      { recall: 6, minTotal: 6 },
      { recall: 7, minTotal: 4 },
    ]);
    expect(outcome.advancing).toEqual(n.slice(0, 6).map(String));
  });

  it('recalls a natural break above the marks asked, records who chose, and the Final holds exactly those couples', () => {
    const { state: marked, n } = markedSemi();
    const state = run(marked, recall(7));
    const scoring = state.marks[EVENT]!.scoring![2]!;
    expect(scoring).toMatchObject({ recallCut: 7, recallCutBy: 'system' });
    expect(scoring.recallCutAt).toBe('2027-02-09T12:00:00.000Z');
    expect(prelim(state).advancing).toEqual(n.slice(0, 7).map(String));

    const posted = run(
      state,
      { type: 'approveRound', eventName: EVENT, roundNumber: 2 },
      { type: 'postRound', eventName: EVENT, roundNumber: 2 },
    );
    expect(numbersIn(posted, 1)).toEqual(n.slice(0, 7));
    expect(posted.results[EVENT]!.rounds[2]!.recalled).toEqual(n.slice(0, 7));
    // Only the couple with no marks is eliminated: 8th.
    expect(posted.results[EVENT]!.rounds[2]!.placements).toEqual({ [n[7]!]: 8 });
  });

  it('recalls a break below the marks asked', () => {
    const { state, n } = markedSemi();
    expect(prelim(run(state, recall(5))).advancing).toEqual(n.slice(0, 5).map(String));
  });

  it('refuses a number that splits equal totals, naming the breaks around it', () => {
    const { state } = markedSemi();
    expect(attempt(state, recall(3))).toEqual({
      ok: false,
      error: 'recalling 3 would split the 5 couples tied on 10 marks: recall 5',
    });
  });

  it('withdraws an approval when the recall changes, keeps it when the same recall is chosen again', () => {
    const { state: marked } = markedSemi();
    const approved = run(marked, recall(6), {
      type: 'approveRound',
      eventName: EVENT,
      roundNumber: 2,
    });
    expect(approved.marks[EVENT]!.scoring![2]!.approvedAt).toBeDefined();
    expect(run(approved, recall(6)).marks[EVENT]!.scoring![2]!.approvedAt).toBeDefined();
    expect(run(approved, recall(7)).marks[EVENT]!.scoring![2]!.approvedAt).toBeUndefined();
  });

  it('refuses a recall before every card is in', () => {
    let state = run(markedCompetition(8), { type: 'startRound', eventName: EVENT, roundNumber: 2 });
    const n = numbersIn(state, 2);
    state = run(
      state,
      ...allCards(2, () => n.slice(0, 6)).slice(0, 3), // two and a half judges
    );
    const decision = attempt(state, recall(6));
    expect(decision.ok).toBe(false);
    expect(!decision.ok && decision.error).toMatch(/still waits for marks from/);
  });
});
