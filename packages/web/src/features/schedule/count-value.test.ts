import { describe, expect, it } from 'vitest';
import { parseCount } from './count-value';

describe('parseCount', () => {
  it('reads whole numbers from 0 to 500, spaces allowed around them', () => {
    expect(parseCount('3', 'Heats')).toEqual({ ok: true, value: 3 });
    expect(parseCount(' 12 ', 'Heats')).toEqual({ ok: true, value: 12 });
    expect(parseCount('500', 'Heats')).toEqual({ ok: true, value: 500 });
  });

  it('lets 0 through: the domain makes it 1 (spec §5)', () => {
    expect(parseCount('0', 'Recall size')).toEqual({ ok: true, value: 0 });
  });

  it('refuses anything else, naming the value', () => {
    for (const text of ['', '-1', '2.5', '501', 'six', '1e2']) {
      expect(parseCount(text, 'Recall size')).toEqual({
        ok: false,
        error: 'Recall size must be a whole number from 0 to 500',
      });
    }
  });
});
