import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InvalidMarksError } from '../types';
import { placeFinal } from './place-final';

/** A random valid final: 1–8 couples, 1–5 dances, 1–11 judges, each card a permutation. */
const finalArbitrary = fc
  .record({
    couples: fc.integer({ min: 1, max: 8 }),
    dances: fc.integer({ min: 1, max: 5 }),
    judges: fc.integer({ min: 1, max: 11 }),
  })
  .chain(({ couples, dances, judges }) =>
    fc.record({
      couples: fc.constant(Array.from({ length: couples }, (_, i) => String(101 + i))),
      judges: fc.constant(Array.from({ length: judges }, (_, i) => String.fromCharCode(65 + i))),
      dances: fc.constant(Array.from({ length: dances }, (_, i) => `D${i + 1}`)),
      cards: fc.array(
        fc.array(
          fc.shuffledSubarray(
            Array.from({ length: couples }, (_, i) => i + 1),
            { minLength: couples, maxLength: couples },
          ),
          { minLength: judges, maxLength: judges },
        ),
        { minLength: dances, maxLength: dances },
      ),
    }),
  )
  .map(({ couples, judges, dances, cards }) => ({
    couples,
    judges,
    dances,
    marks: Object.fromEntries(
      dances.map((dance, d) => [
        dance,
        Object.fromEntries(
          judges.map((judge, j) => [
            judge,
            Object.fromEntries(couples.map((couple, c) => [couple, cards[d]?.[j]?.[c] ?? 0])),
          ]),
        ),
      ]),
    ),
  }));

/** Places form a valid ranking: shared places are the mean of the positions they cover. */
function isValidRanking(places: number[]): boolean {
  const sorted = [...places].sort((a, b) => a - b);
  let position = 1;
  let i = 0;
  while (i < sorted.length) {
    let j = i;
    while (j < sorted.length && sorted[j] === sorted[i]) {
      j++;
    }
    const size = j - i;
    if (sorted[i] !== position + (size - 1) / 2) {
      return false;
    }
    position += size;
    i = j;
  }
  return true;
}

describe('properties of the Skating System', () => {
  it('places in every dance and overall form a valid ranking, shared places averaging correctly', () => {
    fc.assert(
      fc.property(finalArbitrary, (final) => {
        const result = placeFinal(final);
        for (const dance of final.dances) {
          expect(isValidRanking(Object.values(result.perDance[dance]?.places ?? {}))).toBe(true);
        }
        expect(isValidRanking(Object.values(result.overall))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('if every judge ranks A above B in every dance, A places above B', () => {
    fc.assert(
      fc.property(finalArbitrary, (final) => {
        const result = placeFinal(final);
        for (const a of final.couples) {
          for (const b of final.couples) {
            const dominates =
              a !== b &&
              final.dances.every((d) =>
                final.judges.every(
                  (j) => (final.marks[d]?.[j]?.[a] ?? 0) < (final.marks[d]?.[j]?.[b] ?? 0),
                ),
              );
            if (dominates) {
              expect(result.overall[a]).toBeLessThan(result.overall[b] ?? 0);
            }
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('renaming judges or couples changes nothing', () => {
    fc.assert(
      fc.property(finalArbitrary, (final) => {
        const rename = (c: string) => `X${c}`;
        const renameJudge = (j: string) => `J-${j}`;
        const renamed = {
          couples: final.couples.map(rename),
          judges: [...final.judges].reverse().map(renameJudge),
          dances: final.dances,
          marks: Object.fromEntries(
            Object.entries(final.marks).map(([dance, cards]) => [
              dance,
              Object.fromEntries(
                Object.entries(cards).map(([judge, card]) => [
                  renameJudge(judge),
                  Object.fromEntries(Object.entries(card).map(([c, p]) => [rename(c), p])),
                ]),
              ),
            ]),
          ),
        };
        const before = placeFinal(final).overall;
        const after = placeFinal(renamed).overall;
        expect(Object.fromEntries(Object.entries(before).map(([c, p]) => [rename(c), p]))).toEqual(
          after,
        );
      }),
      { numRuns: 200 },
    );
  });

  it('a unanimous panel reproduces its ranking', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 1, max: 5 }),
        (n, j, d) => {
          const couples = Array.from({ length: n }, (_, i) => String(200 + i));
          const judges = Array.from({ length: j }, (_, i) => `J${i}`);
          const dances = Array.from({ length: d }, (_, i) => `D${i}`);
          const ranking = [...couples].reverse();
          const card = Object.fromEntries(ranking.map((couple, i) => [couple, i + 1]));
          const marks = Object.fromEntries(
            dances.map((dance) => [
              dance,
              Object.fromEntries(judges.map((judge) => [judge, card])),
            ]),
          );
          expect(placeFinal({ couples, judges, dances, marks }).overall).toEqual(card);
        },
      ),
    );
  });

  it('validation rejects every malformed card', () => {
    fc.assert(
      fc.property(
        finalArbitrary,
        fc.nat(),
        fc.nat(),
        fc.nat(),
        fc.constantFrom('duplicate', 'missing', 'range'),
        (final, dPick, jPick, cPick, kind) => {
          if (final.couples.length < 2 && kind === 'duplicate') {
            return;
          }
          const dance = final.dances[dPick % final.dances.length] ?? '';
          const judge = final.judges[jPick % final.judges.length] ?? '';
          const couple = final.couples[cPick % final.couples.length] ?? '';
          const card = { ...final.marks[dance]?.[judge] };
          if (kind === 'duplicate') {
            const other = final.couples.find((c) => c !== couple) ?? '';
            card[couple] = card[other] ?? 1;
          } else if (kind === 'missing') {
            delete card[couple];
          } else {
            card[couple] = final.couples.length + 1;
          }
          const broken = {
            ...final,
            marks: { ...final.marks, [dance]: { ...final.marks[dance], [judge]: card } },
          };
          expect(() => placeFinal(broken)).toThrow(InvalidMarksError);
          try {
            placeFinal(broken);
          } catch (error) {
            const problems = (error as InvalidMarksError).problems;
            expect(problems.some((p) => p.judge === judge && p.dance === dance)).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
