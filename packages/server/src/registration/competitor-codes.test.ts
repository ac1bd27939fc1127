import { describe, expect, it } from 'vitest';
import { newCompetitorCode, sameCode } from './competitor-codes';

describe('competitor codes', () => {
  it('are 7 characters of A–Z and 0–9, and differ from one another', () => {
    const codes = Array.from({ length: 2000 }, () => newCompetitorCode());
    for (const code of codes) {
      expect(code).toMatch(/^[A-Z0-9]{7}$/);
    }
    expect(new Set(codes).size).toBe(codes.length);
    // Every character of the alphabet turns up: no bias that leaves some out.
    expect(new Set(codes.join('')).size).toBe(36);
  });

  it('match as typed on a phone (case, spaces), and only the whole code', () => {
    expect(sameCode('AB12CD3', 'AB12CD3')).toBe(true);
    expect(sameCode(' ab12cd3 ', 'AB12CD3')).toBe(true);
    expect(sameCode('AB12CD', 'AB12CD3')).toBe(false);
    expect(sameCode('AB12CD34', 'AB12CD3')).toBe(false);
    expect(sameCode('AB12CD4', 'AB12CD3')).toBe(false);
    expect(sameCode('', 'AB12CD3')).toBe(false);
    expect(sameCode('x'.repeat(500), 'AB12CD3')).toBe(false);
  });
});
