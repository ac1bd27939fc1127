import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InvalidMarksError } from '../types';
import { tallyRecalls } from './tally-recalls';
import { validateRecallMarks } from './validate-recall-marks';

/** Random recall cards, sometimes broken: a stranger, a couple twice, a short card. */
const roundArbitrary = fc
  .record({
    couples: fc.integer({ min: 1, max: 10 }),
    judges: fc.integer({ min: 1, max: 7 }),
    dances: fc.integer({ min: 1, max: 3 }),
    recall: fc.integer({ min: 1, max: 10 }),
    numeric: fc.boolean(),
    listedTwice: fc.boolean(),
  })
  .chain((shape) => {
    const couples = Array.from({ length: shape.couples }, (_, i) =>
      shape.numeric ? String(300 + i) : `c${9 - i}`,
    );
    const recall = Math.min(shape.recall, shape.couples);
    const card = fc.oneof(
      {
        weight: 12,
        arbitrary: fc.shuffledSubarray(couples, { minLength: recall, maxLength: recall }),
      },
      {
        weight: 1,
        arbitrary: fc.constant<string[]>([...couples.slice(0, recall - 1), 'stranger']),
      },
      { weight: 1, arbitrary: fc.constant(Array.from({ length: recall }, () => couples[0] ?? '')) },
      { weight: 1, arbitrary: fc.constant(couples.slice(0, recall - 1)) },
    );
    return fc.record({
      couples: fc.constant<string[]>(shape.listedTwice ? [...couples, couples[0] ?? ''] : couples),
      judges: fc.constant(Array.from({ length: shape.judges }, (_, i) => `J${i}`)),
      dances: fc.constant(Array.from({ length: shape.dances }, (_, i) => `D${i}`)),
      recall: fc.constant(recall),
      cards: fc.array(fc.array(card, { minLength: shape.judges, maxLength: shape.judges }), {
        minLength: shape.dances,
        maxLength: shape.dances,
      }),
    });
  })
  .map(({ couples, judges, dances, recall, cards }) => ({
    couples,
    judges,
    dances,
    recall,
    marks: Object.fromEntries(
      dances.map((dance, d) => [
        dance,
        Object.fromEntries(judges.map((judge, j) => [judge, cards[d]?.[j] ?? []])),
      ]),
    ),
  }));

describe('tallyRecalls reading every card once (countRecalls)', () => {
  it('counts as a tally by name does, and refuses exactly what the validation names', () => {
    fc.assert(
      fc.property(roundArbitrary, (round) => {
        const problems = validateRecallMarks(
          round.judges,
          round.dances,
          round.couples,
          round.marks,
          round.recall,
        );
        if (problems.length > 0) {
          expect(() => tallyRecalls(round)).toThrow(InvalidMarksError);
          return;
        }
        const totals: Record<string, number> = {};
        const perDance: Record<string, Record<string, number>> = {};
        for (const couple of round.couples) {
          totals[couple] = 0;
        }
        for (const dance of round.dances) {
          const danceTotals: Record<string, number> = {};
          for (const couple of round.couples) {
            danceTotals[couple] = 0;
          }
          for (const judge of round.judges) {
            for (const couple of round.marks[dance]?.[judge] ?? []) {
              danceTotals[couple] = (danceTotals[couple] ?? 0) + 1;
              totals[couple] = (totals[couple] ?? 0) + 1;
            }
          }
          perDance[dance] = danceTotals;
        }
        const result = tallyRecalls(round);
        expect(result.totals).toEqual(totals);
        expect(Object.keys(result.totals)).toEqual(Object.keys(totals));
        expect(result.perDanceTotals).toEqual(perDance);
      }),
      { numRuns: 1000 },
    );
  });
});
