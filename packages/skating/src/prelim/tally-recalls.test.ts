import { describe, expect, it } from 'vitest';
import { InvalidMarksError } from '../types';
import { eliminatedPlaces, tallyRecalls } from './tally-recalls';

// A first round built to the rule text (S2, S3, S11: "each judge must vote for the number of
// couples demanded"; "couples with the most marks advance"; "in the case of ties the chairman
// decides"): 3 judges, 2 dances, 8 couples, 4 recalls each per dance.
const judges = ['A', 'B', 'C'];
const dances = ['Waltz', 'Quickstep'];
const couples = ['101', '102', '103', '104', '105', '106', '107', '108'];
const marks = {
  Waltz: {
    A: ['101', '102', '103', '104'],
    B: ['101', '102', '103', '105'],
    C: ['101', '102', '104', '106'],
  },
  Quickstep: {
    A: ['101', '102', '103', '107'],
    B: ['101', '102', '104', '105'],
    C: ['101', '103', '105', '108'],
  },
};

// The same round where the cut at 4 falls cleanly (judge C's Quickstep differs).
const cleanMarks = { ...marks, Quickstep: { ...marks.Quickstep, C: ['101', '103', '104', '108'] } };

describe('Rule 1: recall tallies', () => {
  it('counts marks per couple per dance and over the round', () => {
    const result = tallyRecalls({ judges, dances, couples, marks });
    expect(result.totals).toEqual({
      '101': 6,
      '102': 5,
      '103': 4,
      '104': 3,
      '105': 3,
      '106': 1,
      '107': 1,
      '108': 1,
    });
    expect(result.perDanceTotals.Waltz).toMatchObject({ '101': 3, '104': 2, '105': 1, '107': 0 });
    expect(result.ranking.map((r) => r.couple)).toEqual([
      '101',
      '102',
      '103',
      '104',
      '105',
      '106',
      '107',
      '108',
    ]);
  });

  it('recalls the top N when the cut falls between different totals, and says how many marks were needed', () => {
    const result = tallyRecalls({ judges, dances, couples, marks: cleanMarks, recall: 4 });
    expect(result.recalled).toEqual(['101', '102', '103', '104']);
    expect(result.marksNeeded).toBe(4);
    expect(result.tie).toBeUndefined();
  });

  it('hands a tie straddling the cut to the Chairman with both natural breaks', () => {
    const result = tallyRecalls({ judges, dances, couples, marks, recall: 4 });
    expect(result.recalled).toBeUndefined();
    expect(result.certain).toEqual(['101', '102', '103']);
    expect(result.tie).toEqual({ total: 3, couples: ['104', '105'], fewer: 3, more: 5 });
  });

  it('gives eliminated couples shared places below everyone in the next round (three tied for 6th–8th get 7)', () => {
    const result = tallyRecalls({ judges, dances, couples, marks: cleanMarks, recall: 4 });
    expect(eliminatedPlaces(result, result.recalled ?? [])).toEqual({
      '105': 5,
      '106': 7,
      '107': 7,
      '108': 7,
    });
  });

  it('places the eliminated after a Chairman recalls more at a tie', () => {
    const result = tallyRecalls({ judges, dances, couples, marks, recall: 4 });
    const more = result.ranking.slice(0, result.tie?.more).map((r) => r.couple);
    expect(eliminatedPlaces(result, more)).toEqual({ '106': 7, '107': 7, '108': 7 });
  });

  it('counts seeded couples of the next round when placing the eliminated (P15)', () => {
    const result = tallyRecalls({ judges, dances, couples, marks: cleanMarks, recall: 4 });
    expect(eliminatedPlaces(result, result.recalled ?? [], 6)).toEqual({
      '105': 7,
      '106': 9,
      '107': 9,
      '108': 9,
    });
  });
});

describe('Rule 1: card validation', () => {
  const problemsOf = (bad: typeof marks, recall = 4) => {
    try {
      tallyRecalls({ judges, dances, couples, marks: bad, recall });
      return [];
    } catch (error) {
      return error instanceof InvalidMarksError
        ? error.problems.map((p) => p.message)
        : [String(error)];
    }
  };

  it('refuses a card with the wrong number of recalls, naming judge and dance', () => {
    expect(problemsOf({ ...marks, Waltz: { ...marks.Waltz, B: ['101', '102', '103'] } })).toEqual([
      'Waltz: judge B recalled 3 couples, but 4 were asked for',
    ]);
  });

  it('refuses a couple recalled twice and a couple not in the round', () => {
    expect(
      problemsOf({ ...marks, Quickstep: { ...marks.Quickstep, C: ['101', '101', '103', '999'] } }),
    ).toEqual([
      'Quickstep: judge C recalled couple 101 twice',
      'Quickstep: judge C recalled couple 999, who is not dancing in this round',
    ]);
  });

  it('refuses a missing card', () => {
    const { C: _c, ...withoutC } = marks.Waltz;
    expect(problemsOf({ ...marks, Waltz: withoutC as typeof marks.Waltz })).toEqual([
      'Waltz: judge C gave no marks',
    ]);
  });
});
