import { describe, expect, it } from 'vitest';
import { wdsfRisingStars2025Round1 as round } from '../fixtures/seeded-round-wdsf-2025';
import { eliminatedPlaces } from './tally-recalls';

/** The round's couples by printed total, most first; equal totals in couple-number order. */
const ranking = Object.entries(round.totals)
  .map(([couple, total]) => ({ couple, total }))
  .sort((a, b) => b.total - a.total || Number(a.couple) - Number(b.couple));
const recalled = ranking.slice(0, round.recall).map((r) => r.couple);

describe('a published round with couples seeded into the next (WDSF Open Standard Rising Stars 2025)', () => {
  it('adds up to the marks asked: 40 a dance from each of 11 judges over 4 dances', () => {
    const crosses = Object.values(round.totals).reduce((sum, total) => sum + total, 0);
    expect(crosses).toBe(round.judges * round.dances * round.marksPerJudge);
  });

  it('recalled 42 of 60 at a natural break above the 40 asked: everyone with 25 or more', () => {
    expect(ranking[round.recall - 1]?.total).toBe(25);
    expect(ranking[round.recall]?.total).toBe(24);
    expect(recalled.toSorted((a, b) => Number(a) - Number(b))).toEqual(round.expected.recalled);
    expect(recalled.length + round.seeded.length).toBe(round.nextRoundSize);
  });

  it('places the eliminated below all 50 couples of the next round, seeded ones included, as printed', () => {
    expect(eliminatedPlaces({ ranking }, recalled, round.nextRoundSize)).toEqual(
      round.expected.eliminatedPlaces,
    );
  });

  it('would print them eight places too high if the seeded couples were left out', () => {
    const unseeded = eliminatedPlaces({ ranking }, recalled);
    for (const [couple, place] of Object.entries(round.expected.eliminatedPlaces)) {
      expect(unseeded[couple]).toBe(place - round.seeded.length);
    }
  });
});
