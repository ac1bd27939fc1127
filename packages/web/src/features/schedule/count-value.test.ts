import { describe, expect, it } from 'vitest';
import { parseCount } from './count-value';

describe('parseCount', () => {
  it('reads whole numbers from 0 to 500, spaces allowed around them', () => {
    expect(parseCount('3')).toEqual({ ok: true, value: 3 });
    expect(parseCount(' 12 ')).toEqual({ ok: true, value: 12 });
    expect(parseCount('500')).toEqual({ ok: true, value: 500 });
  });

  it('lets 0 through: the domain makes it 1 (spec §5)', () => {
    expect(parseCount('0')).toEqual({ ok: true, value: 0 });
  });

  it('refuses anything else, saying what fits', () => {
    for (const text of ['', '-1', '2.5', '501', 'six', '1e2']) {
      expect(parseCount(text)).toEqual({ ok: false, error: 'Whole number, 0–500' });
    }
  });
});
