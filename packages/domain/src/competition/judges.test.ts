import { describe, expect, it } from 'vitest';
import { isJudge, judgesOf } from './judges';

describe('who counts as a judge (spec §3)', () => {
  it('counts Judge and Chairman of Judges, in any case, and nobody else', () => {
    const official = { key: 'x', name: 'X', bio: '' };
    expect(isJudge({ ...official, role: 'Judge' })).toBe(true);
    expect(isJudge({ ...official, role: 'chairman of judges' })).toBe(true);
    expect(isJudge({ ...official, role: 'Scrutineer' })).toBe(false);
    expect(isJudge({ ...official, role: 'Deck Captain' })).toBe(false);
  });

  it('lists only the judges, by name', () => {
    const officials = {
      b: { key: 'b', name: 'Brigitte Olsen', role: 'Judge', bio: '' },
      s: { key: 's', name: 'Sam Ortiz', role: 'Scrutineer', bio: '' },
      a: { key: 'a', name: 'Anton Kovacs', role: 'Chairman of Judges', bio: '' },
    };
    expect(judgesOf(officials).map((judge) => judge.key)).toEqual(['a', 'b']);
  });
});
