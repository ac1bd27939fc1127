import { describe, expect, it } from 'vitest';
import { matchesQuery, searchable } from './text-search';

describe('text search', () => {
  it('ignores case, accents and extra spaces', () => {
    expect(searchable('  Sara   KOVAČ ')).toBe('sara kovac');
    expect(matchesQuery(['Sara Kovač'], 'kovac')).toBe(true);
  });

  it('needs every word, in any field and any order', () => {
    const fields = ['Beatrice Lam', 'Harbor City University', '112'];
    expect(matchesQuery(fields, 'harbor lam')).toBe(true);
    expect(matchesQuery(fields, '112')).toBe(true);
    expect(matchesQuery(fields, 'lam northbridge')).toBe(false);
  });

  it('matches everything when the query is empty', () => {
    expect(matchesQuery(['anything'], '   ')).toBe(true);
  });
});
