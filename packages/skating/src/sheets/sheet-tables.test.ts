import { describe, expect, it } from 'vitest';
import { finalFixtures } from '../fixtures/multi-dance-fixtures';
import { placeDance } from '../final/place-dance';
import { placeFinal } from '../final/place-final';
import { tallyRecalls } from '../prelim/tally-recalls';
import { danceSheet, finalSummarySheet, recallSheet } from './sheet-tables';

describe('result sheet tables', () => {
  it('prints the cumulative columns with the sum in parentheses where Rule 7 decided (§9.2: 3(9) beats 3(11))', () => {
    // The TopTurnier example of §9.2: couple 619 marks 3,5,4,2,6 → 3(9) at 1–4; couple 611 6,4,6,4,3 → 3(11).
    const judges = ['A', 'B', 'C', 'D', 'E'];
    const couples = ['601', '602', '603', '611', '619', '620'];
    const columns = [
      [1, 2, 4, 6, 3, 5],
      [1, 2, 3, 4, 5, 6],
      [1, 2, 3, 6, 4, 5],
      [1, 3, 5, 4, 2, 6],
      [1, 2, 4, 3, 6, 5],
    ];
    const marks = Object.fromEntries(
      judges.map((judge, j) => [
        judge,
        Object.fromEntries(couples.map((c, i) => [c, columns[j]?.[i] ?? 0])),
      ]),
    );
    const result = placeDance('Waltz', judges, couples, marks);
    const sheet = danceSheet(result, judges, couples, marks);
    const row619 = sheet.rows.find((r) => r.couple === '619');
    const row611 = sheet.rows.find((r) => r.couple === '611');
    expect(row619?.marks).toEqual([3, 5, 4, 2, 6]);
    expect(row619?.cumulative[3]).toEqual({ column: 4, count: 3, sum: 9, deciding: true });
    expect(row611?.cumulative[3]).toEqual({ column: 4, count: 3, sum: 11, deciding: true });
    expect([row619?.place, row611?.place]).toEqual([4, 5]);
    expect(result.explanations.find((e) => e.couple === '619')?.sentence).toBe(
      "3 of 5 judges placed couple 619 4th or better, a majority; couple 611 had the same count, but 619's marks sum to 9 against 11, so 619 is 4th (Rule 7).",
    );
  });

  it('prints the final summary with totals and the Rule 10 and Rule 11 tables', () => {
    const m = finalFixtures.find((f) => f.name === 'TSO Example M');
    if (!m) {
      throw new Error('fixture missing');
    }
    const summary = finalSummarySheet(placeFinal(m), m.dances);
    expect(summary.rows.map((r) => [r.couple, r.total, r.place])).toEqual([
      ['35', 7.5, 1],
      ['25', 7.5, 2],
      ['45', 17, 3],
      ['55', 18, 4],
      ['75', 27.5, 5],
      ['65', 27.5, 6],
    ]);
    expect(summary.rule10.map((step) => step.place)).toEqual([1, 5]);
    expect(summary.rule11.map((step) => [step.place, step.majority, step.couples])).toEqual([
      [1, 13, ['25', '35']],
      [5, 13, ['65', '75']],
    ]);
  });

  it('prints the recall table with an X per judge per dance and the totals', () => {
    const input = {
      judges: ['A', 'B'],
      dances: ['Waltz'],
      couples: ['1', '2', '3'],
      marks: { Waltz: { A: ['1', '2'], B: ['1', '3'] } },
      recall: 2,
    };
    const sheet = recallSheet(input, {
      ...tallyRecalls({ ...input, recall: undefined }),
      recalled: ['1', '2'],
    });
    expect(sheet.rows[0]).toEqual({
      couple: '1',
      dances: { Waltz: { recalledBy: { A: true, B: true }, total: 2 } },
      total: 2,
      recalled: true,
    });
    expect(sheet.rows.find((r) => r.couple === '3')?.recalled).toBe(false);
  });
});
