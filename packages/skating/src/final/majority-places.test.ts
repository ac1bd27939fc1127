import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placeDance } from './place-dance';

/**
 * One dance whose judges copy a few shared orders, so equal counts, equal
 * sums (Rule 7b) and shared places come up often; couple names are numbers
 * (read as array indices) or not.
 */
const danceArbitrary = fc
  .record({
    couples: fc.integer({ min: 1, max: 9 }),
    judges: fc.integer({ min: 1, max: 11 }),
    numeric: fc.boolean(),
  })
  .chain(({ couples, judges, numeric }) =>
    fc.record({
      couples: fc.constant(
        Array.from({ length: couples }, (_, i) => (numeric ? String(101 + i) : `c${9 - i}`)),
      ),
      judges: fc.constant(Array.from({ length: judges }, (_, i) => String.fromCharCode(65 + i))),
      orders: fc.array(
        fc.shuffledSubarray(
          Array.from({ length: couples }, (_, i) => i + 1),
          { minLength: couples, maxLength: couples },
        ),
        { minLength: 1, maxLength: 3 },
      ),
      picks: fc.array(fc.nat(), { minLength: judges, maxLength: judges }),
    }),
  )
  .map(({ couples, judges, orders, picks }) => ({
    couples,
    judges,
    marks: Object.fromEntries(
      judges.map((judge, j) => {
        const order = orders[(picks[j] ?? 0) % orders.length] ?? [];
        return [judge, Object.fromEntries(couples.map((couple, c) => [couple, order[c] ?? 0]))];
      }),
    ),
  }));

describe('scoring a dance (placesByMajority) and explaining it (rankByMajority)', () => {
  it('give every couple the same place, in the same order', () => {
    fc.assert(
      fc.property(danceArbitrary, ({ couples, judges, marks }) => {
        const result = placeDance('Waltz', judges, couples, marks);
        const explained = Object.fromEntries(result.explanations.map((e) => [e.couple, e.place]));
        expect(result.places).toEqual(explained);
        // Names that are not numbers keep the order the places were given.
        expect(Object.keys(result.places)).toEqual(Object.keys(explained));
      }),
      { numRuns: 2000 },
    );
  });
});
