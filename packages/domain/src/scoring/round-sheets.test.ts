import { describe, expect, it } from 'vitest';
import { run } from '../../testing/setup-competition';
import { roundOutcome } from './round-outcome';
import { roundSheets } from './round-sheets';
import { allCards, EVENT, markedCompetition, numbersIn } from '../../testing/scoring-competition';

describe('§9 result sheet tables of a round, from its outcome', () => {
  it('prints the recall table: an X per judge and dance, totals, recalled or not, the marks needed', () => {
    let state = run(markedCompetition(8), { type: 'startRound', eventName: EVENT, roundNumber: 2 });
    const semi = numbersIn(state, 2);
    state = run(state, ...allCards(2, () => semi.slice(0, 6)));
    const sheets = roundSheets(roundOutcome(state, EVENT, 2)!);
    expect(sheets?.kind).toBe('recall');
    if (sheets?.kind !== 'recall') {
      return;
    }
    expect(sheets.judges).toHaveLength(5);
    expect(sheets.marksNeeded).toBe(10);
    const first = sheets.rows[0]!;
    expect(first).toMatchObject({ couple: String(semi[0]), total: 10, recalled: true });
    expect(first.dances.Waltz!.recalledBy['judge-a']).toBe(true);
    expect(sheets.rows.at(-1)).toMatchObject({
      couple: String(semi[7]),
      total: 0,
      recalled: false,
    });
  });

  it('leaves recalled open while a tie at the cut waits for the chairman, then follows the cut', () => {
    let state = run(markedCompetition(8), { type: 'startRound', eventName: EVENT, roundNumber: 2 });
    const n = numbersIn(state, 2);
    // The 6th and 7th couples by number get 5 marks each: a tie across the cut of 6.
    const sixth = (judge: number, dance: string) => (judge % 2 === 0) === (dance === 'Waltz');
    state = run(
      state,
      ...allCards(2, (judge, dance) => [...n.slice(0, 5), sixth(judge, dance) ? n[5]! : n[6]!]),
    );
    const undecided = roundSheets(roundOutcome(state, EVENT, 2)!);
    expect(undecided?.kind === 'recall' && undecided.rows.map((row) => row.recalled)).toEqual(
      Array(8).fill(undefined),
    );
    state = run(state, { type: 'setRecallCut', eventName: EVENT, roundNumber: 2, recall: 5 });
    const decided = roundSheets(roundOutcome(state, EVENT, 2)!);
    expect(decided?.kind === 'recall' && decided.rows.filter((row) => row.recalled)).toHaveLength(
      5,
    );
  });

  it('prints a final: a table per dance with cumulative columns, the summary, and each place explained', () => {
    let state = markedCompetition(4);
    state = run(state, { type: 'startRound', eventName: EVENT, roundNumber: 1 });
    const finalists = numbersIn(state, 1);
    state = run(state, ...allCards(1, () => finalists));
    const sheets = roundSheets(roundOutcome(state, EVENT, 1)!);
    expect(sheets?.kind).toBe('final');
    if (sheets?.kind !== 'final') {
      return;
    }
    expect(sheets.dances.map((sheet) => sheet.dance)).toEqual(['Waltz', 'Quickstep']);
    const waltzWinner = sheets.dances[0]!.rows.find((row) => row.place === 1)!;
    expect(waltzWinner.couple).toBe(String(finalists[0]));
    expect(waltzWinner.cumulative[0]).toMatchObject({ column: 1, count: 5 });
    expect(sheets.summary.rows.map((row) => row.place)).toEqual([1, 2, 3, 4]);
    expect(sheets.explanations[0]!.sentence).toMatch(/1st/);
  });

  it('prints nothing for a final still waiting for cards', () => {
    const state = run(markedCompetition(4), {
      type: 'startRound',
      eventName: EVENT,
      roundNumber: 1,
    });
    expect(roundSheets(roundOutcome(state, EVENT, 1)!)).toBeUndefined();
  });
});
