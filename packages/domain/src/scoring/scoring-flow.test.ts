import { describe, expect, it } from 'vitest';
import { roundStates } from '../competition/enumerations';
import { attempt, run } from '../../testing/setup-competition';
import { roundOutcome } from './round-outcome';
import { allCards, EVENT, markedCompetition, numbersIn } from '../../testing/scoring-competition';

/** The refusal's message, or a note that the command was accepted. */
function refusal(decision: ReturnType<typeof attempt>): string {
  return decision.ok ? 'accepted' : decision.error;
}

const round = (state: ReturnType<typeof markedCompetition>, number: number) =>
  state.events[EVENT]!.rounds[number]!;

describe('a whole event: Semi-Final of 8 recalls 6, then the Final', () => {
  it('runs from the first card to the final results', () => {
    let state = markedCompetition(8);
    expect(round(state, 2).roundName).toBe('Semi-Final');
    state = run(state, { type: 'startRound', eventName: EVENT, roundNumber: 2 });
    expect(round(state, 2).roundState).toBe(roundStates.Running);
    expect(round(state, 2).roundActualStartTime).toBe('2027-02-09T12:00:00.000Z');

    // Every judge recalls the six lowest numbers: a clean cut, no tie.
    const semi = numbersIn(state, 2);
    state = run(state, ...allCards(2, () => semi.slice(0, 6)));
    expect(round(state, 2).roundState).toBe(roundStates.Marked);
    const outcome = roundOutcome(state, EVENT, 2)!;
    expect(outcome.kind === 'prelim' && outcome.advancing).toEqual(semi.slice(0, 6).map(String));

    state = run(
      state,
      { type: 'approveRound', eventName: EVENT, roundNumber: 2 },
      { type: 'postRound', eventName: EVENT, roundNumber: 2 },
    );
    expect(round(state, 2).roundState).toBe(roundStates.Posted);
    const saved = state.results[EVENT]!.rounds[2]!;
    expect(saved.recalled).toEqual(semi.slice(0, 6));
    expect(saved.sumRecalls![String(semi[0])]).toBe(10);
    // The two eliminated couples share 7th–8th: 7.5 each (§2.2).
    expect(saved.placements).toEqual({ [semi[6]!]: 7.5, [semi[7]!]: 7.5 });
    expect(numbersIn(state, 1)).toEqual(semi.slice(0, 6));

    // The Final: every judge places the couples in number order.
    state = run(state, { type: 'startRound', eventName: EVENT, roundNumber: 1 });
    const finalists = numbersIn(state, 1);
    state = run(state, ...allCards(1, () => finalists));
    state = run(
      state,
      { type: 'approveRound', eventName: EVENT, roundNumber: 1 },
      { type: 'postRound', eventName: EVENT, roundNumber: 1 },
    );
    const final = state.results[EVENT]!;
    expect(final.rounds[1]!.placements).toEqual(
      Object.fromEntries(finalists.map((number, index) => [number, index + 1])),
    );
    expect(final.finalResults).toEqual({
      ...Object.fromEntries(finalists.map((number, index) => [number, index + 1])),
      [semi[6]!]: 7.5,
      [semi[7]!]: 7.5,
    });
    expect(final.rounds[1]!.finalTable!.explanations[String(finalists[0])]).toMatch(/1st/);
  });
});

describe('cards', () => {
  const started = () =>
    run(markedCompetition(8), { type: 'startRound', eventName: EVENT, roundNumber: 2 });
  const card = (couples: number[]) =>
    ({
      type: 'submitMarks',
      eventName: EVENT,
      roundNumber: 2,
      judgeKey: 'judge-a',
      dance: 'Waltz',
      couples,
    }) as const;

  it('refuses a wrong count: exactly the requested recall', () => {
    const state = started();
    const decision = attempt(state, card(numbersIn(state, 2).slice(0, 5)));
    expect(decision).toEqual({
      ok: false,
      error: 'judge Judge A, Waltz: recall exactly 6 couples (5 marked)',
    });
  });

  it('refuses a couple not dancing, and one marked twice', () => {
    const state = started();
    const [first, second, third, fourth, fifth] = numbersIn(state, 2) as [number, ...number[]];
    expect(
      refusal(attempt(state, card([first, second!, third!, fourth!, fifth!, 4242]))),
    ).toContain('couple 4242 is not dancing in the Semi-Final');
    expect(
      refusal(attempt(state, card([first, first, second!, third!, fourth!, fifth!]))),
    ).toContain(`couple ${first} is marked twice`);
  });

  it('refuses cards before the round is on the floor', () => {
    const state = markedCompetition(8);
    expect(refusal(attempt(state, card(numbersIn(state, 2).slice(0, 6))))).toContain(
      'not on the floor: start it first',
    );
  });

  it('lets a judge amend a card, keeping both in the history', () => {
    let state = started();
    const numbers = numbersIn(state, 2);
    state = run(state, card(numbers.slice(0, 6)), card(numbers.slice(2, 8)));
    expect(state.marks[EVENT]!.rounds[2]!['judge-a']!.Waltz).toEqual(numbers.slice(2, 8));
    expect(state.marks[EVENT]!.scoring![2]!.history.map((change) => change.couples)).toEqual([
      numbers.slice(0, 6),
      numbers.slice(2, 8),
    ]);
  });

  it('refuses cards once the chairman approves, until the card is reopened', () => {
    let state = started();
    const numbers = numbersIn(state, 2);
    state = run(state, ...allCards(2, () => numbers.slice(0, 6)), {
      type: 'approveRound',
      eventName: EVENT,
      roundNumber: 2,
    });
    expect(refusal(attempt(state, card(numbers.slice(2, 8))))).toContain(
      'ask the chairman to reopen the card of judge Judge A',
    );
    state = run(state, {
      type: 'reopenJudgeCard',
      eventName: EVENT,
      roundNumber: 2,
      judgeKey: 'judge-a',
      reason: 'marked the wrong heat',
    });
    expect(round(state, 2).roundState).toBe(roundStates.Running);
    expect(state.marks[EVENT]!.scoring![2]!.approvedAt).toBeUndefined();
    state = run(state, card(numbers.slice(2, 8)), {
      ...card(numbers.slice(2, 8)),
      dance: 'Quickstep',
    });
    expect(round(state, 2).roundState).toBe(roundStates.Marked);
  });

  it('keys a paper card with who and why, flagged as paper', () => {
    let state = started();
    const numbers = numbersIn(state, 2);
    state = run(state, {
      type: 'enterPaperMarks',
      eventName: EVENT,
      roundNumber: 2,
      judgeKey: 'judge-b',
      dance: 'Waltz',
      couples: numbers.slice(0, 6),
      reason: 'tablet battery died',
    });
    expect(state.marks[EVENT]!.scoring![2]!.history[0]).toMatchObject({
      judgeKey: 'judge-b',
      source: 'paper',
      by: 'system',
      reason: 'tablet battery died',
    });
  });
});

describe('the cut', () => {
  /** Judges recall so that couples 5–8 tie on the cut: totals 10,10,10,10,5,5,5,5 over 2 dances. */
  function tied() {
    let state = run(markedCompetition(8), { type: 'startRound', eventName: EVENT, roundNumber: 2 });
    const n = numbersIn(state, 2);
    state = run(
      state,
      ...allCards(2, (judge, dance) => {
        const flip = (judge + (dance === 'Waltz' ? 0 : 1)) % 2 === 0;
        return [...n.slice(0, 4), ...(flip ? n.slice(4, 6) : n.slice(6, 8))];
      }),
    );
    return { state, n };
  }

  it('shows the tie and refuses to post until the chairman chooses fewer or more', () => {
    const { state } = tied();
    const outcome = roundOutcome(state, EVENT, 2)!;
    expect(outcome.kind === 'prelim' && outcome.tie).toMatchObject({ fewer: 4, more: 8 });
    expect(attempt(state, { type: 'postRound', eventName: EVENT, roundNumber: 2 })).toMatchObject({
      ok: false,
      error: '4 couples are tied on 5 marks at the cut: the chairman chooses to recall 4 or 8',
    });
    expect(
      attempt(state, { type: 'setRecallCut', eventName: EVENT, roundNumber: 2, recall: 6 }),
    ).toMatchObject({
      ok: false,
      error: 'recalling 6 would split the 4 couples tied on 5 marks: recall 4 or 8',
    });
  });

  it('recalls fewer when the chairman says so, placing the rest 5th–8th', () => {
    const { n, state: tiedState } = tied();
    const state = run(
      tiedState,
      { type: 'setRecallCut', eventName: EVENT, roundNumber: 2, recall: 4 },
      { type: 'approveRound', eventName: EVENT, roundNumber: 2 },
      { type: 'postRound', eventName: EVENT, roundNumber: 2 },
    );
    expect(numbersIn(state, 1)).toEqual(n.slice(0, 4));
    expect(state.results[EVENT]!.rounds[2]!.placements).toEqual(
      Object.fromEntries(n.slice(4).map((number) => [number, 6.5])),
    );
  });
});

describe('rehearsal', () => {
  it('fills every card with valid random marks, the same for the same seed', () => {
    const state = markedCompetition(8);
    const rehearse = { type: 'rehearseRound', eventName: EVENT, roundNumber: 2, seed: 7 } as const;
    const once = run(state, rehearse);
    const again = run(state, rehearse);
    expect(round(once, 2).roundState).toBe(roundStates.Marked);
    expect(once.marks[EVENT]!.rounds[2]).toEqual(again.marks[EVENT]!.rounds[2]);
    const outcome = roundOutcome(once, EVENT, 2)!;
    expect(outcome.missing).toEqual([]);
    expect(outcome.problem).toBeUndefined();
  });
});
