import { describe, expect, it } from 'vitest';
import { readPaperCard } from './paper-card';
import { EVENT, numbersIn, scoringCompetition } from '../../test-support/scoring-competition';

describe('a paper card is checked before it is sent', () => {
  const state = scoringCompetition(8);
  const semi = state.events[EVENT]!.rounds[2]!;
  const final = state.events[EVENT]!.rounds[1]!;
  const n = numbersIn(state, 2);

  it('reads numbers separated by spaces or commas', () => {
    expect(
      readPaperCard(semi, 'Waltz', ` ${n.slice(0, 3).join(', ')} ${n.slice(3, 6).join(' ')}`),
    ).toEqual({
      ok: true,
      couples: n.slice(0, 6),
    });
  });

  it('names a wrong count, a stranger, a couple twice, or a word that is no number', () => {
    expect(readPaperCard(semi, 'Waltz', n.slice(0, 5).join(' '))).toEqual({
      ok: false,
      problem: 'Waltz: recall exactly 6 couples (5 marked).',
    });
    expect(readPaperCard(semi, 'Waltz', [...n.slice(0, 5), 999].join(' '))).toEqual({
      ok: false,
      problem: 'Waltz: couple 999 is not dancing in the Semi-Final.',
    });
    expect(readPaperCard(semi, 'Tango', [...n.slice(0, 5), n[0]].join(' '))).toMatchObject({
      problem: `Tango: couple ${n[0]} is marked twice.`,
    });
    expect(readPaperCard(semi, 'Waltz', '101 1o2')).toEqual({
      ok: false,
      problem: '"1o2" is not a competitor number.',
    });
    expect(readPaperCard(semi, 'Waltz', '  ')).toMatchObject({ ok: false });
  });

  it('asks a final to place every couple', () => {
    // The Final has no couples until the Semi-Final is posted.
    expect(readPaperCard(final, 'Waltz', String(n[0]))).toMatchObject({ ok: false });
  });
});
