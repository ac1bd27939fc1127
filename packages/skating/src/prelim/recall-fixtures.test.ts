import { describe, expect, it } from 'vitest';
import { recallFixtures, type RecallFixture } from '../fixtures/recall-fixtures';
import { InvalidMarksError } from '../types';
import { tallyRecalls } from './tally-recalls';

/** Couple numbers in numeric order, as `expected.recalled` lists them ("587" before "1009"). */
const byNumber = (a: string, b: string) => Number(a) - Number(b);

const fixture = (name: string): RecallFixture => {
  const found = recallFixtures.find((f) => f.name.startsWith(name));
  if (!found) {
    throw new Error(`no fixture ${name}`);
  }
  return found;
};

describe('Rule 1 with marks asked and couples recalled apart (published and constructed rounds)', () => {
  it.each(recallFixtures.map((f) => [f.name, f] as const))(
    '%s: totals, the couples recalled, marks needed and eliminated places as printed',
    (_name, f) => {
      const result = tallyRecalls(f);
      expect(result.totals).toEqual(f.expected.totals);
      expect(result.recalled?.toSorted(byNumber)).toEqual(f.expected.recalled);
      expect(result.marksNeeded).toBe(f.expected.marksNeeded);
      expect(result.eliminatedPlaces).toEqual(f.expected.eliminatedPlaces);
    },
  );

  it('checks every card against the marks asked, not the couples recalled', () => {
    const round = fixture('Hessen tanzt 2024 Hgr.II D Standard, round 2');
    expect(() => tallyRecalls({ ...round, marksPerJudge: 13 })).toThrow(InvalidMarksError);
    expect(() => tallyRecalls({ ...round, marksPerJudge: undefined })).toThrow(
      'Langsamer Walzer: judge AT recalled 12 couples, but 13 were asked for',
    );
  });

  it('cuts at the marks asked when no recall is given: the published round ties at 12 on 8 marks', () => {
    const {
      recall: _recall,
      nextRoundSize: _next,
      ...round
    } = fixture('Hessen tanzt 2024 Hgr.II D Standard, round 2');
    const result = tallyRecalls(round);
    expect(result.recalled).toBeUndefined();
    expect(result.eliminatedPlaces).toBeUndefined();
    expect(result.tie).toEqual({ total: 8, couples: ['604', '606', '624'], fewer: 10, more: 13 });
  });

  it('lists every natural break of the sorted totals as a recall number and the marks it takes', () => {
    const result = tallyRecalls(fixture('Hessen tanzt 2024 Hgr.II D Standard, round 2'));
    // Totals 15 | 14 14 14 | 13 13 13 13 | 9 9 | 8 8 8 | 7 7 | 6 | 5 | 4
    expect(result.breaks).toEqual([
      { recall: 1, minTotal: 15 },
      { recall: 4, minTotal: 14 },
      { recall: 8, minTotal: 13 },
      { recall: 10, minTotal: 9 },
      { recall: 13, minTotal: 8 },
      { recall: 15, minTotal: 7 },
      { recall: 16, minTotal: 6 },
      { recall: 17, minTotal: 5 },
    ]);
  });

  it('a published Vorrunde asked 24 and tied at 17 across the cut; 25, the break above, takes the tie', () => {
    const vorrunde = fixture('OT Hgr. C Standard 2025, Vorrunde');
    const { recall: _recall, nextRoundSize: _next, ...asked } = vorrunde;
    expect(tallyRecalls(asked).tie).toEqual({
      total: 17,
      couples: ['1163', '1311'],
      fewer: 23,
      more: 25,
    });
    expect(tallyRecalls(vorrunde).breaks).toEqual(
      expect.arrayContaining([
        { recall: 23, minTotal: 18 },
        { recall: 25, minTotal: 17 },
      ]),
    );
  });

  it('places the eliminated below the seeded couples too, and below only the recalled without them', () => {
    const seeded = fixture('Seeded next round');
    expect(tallyRecalls({ ...seeded, nextRoundSize: undefined }).eliminatedPlaces).toEqual({
      '8': 8.5,
      '9': 8.5,
      '10': 10,
    });
    expect(tallyRecalls(seeded).eliminatedPlaces).toEqual({ '8': 10.5, '9': 10.5, '10': 12 });
  });

  it('refuses a next round smaller than the couples recalled into it', () => {
    expect(() => tallyRecalls({ ...fixture('Seeded next round'), nextRoundSize: 6 })).toThrow(
      'the next round cannot hold 6 couples when 7 are recalled',
    );
  });

  it('a recall of the whole field recalls everyone and eliminates no one', () => {
    const seeded = fixture('Seeded next round');
    const result = tallyRecalls({ ...seeded, recall: 20, nextRoundSize: 12 });
    expect(result.recalled).toHaveLength(10);
    expect(result.eliminatedPlaces).toEqual({});
  });
});
