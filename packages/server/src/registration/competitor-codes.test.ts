import { COMPETITOR_CODE } from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import { newCompetitorCode, sameCode } from './competitor-codes';

describe('competitor codes', () => {
  it('are 8 characters without look-alikes, and differ from one another', () => {
    const codes = Array.from({ length: 2000 }, () => newCompetitorCode());
    for (const code of codes) {
      expect(code).toMatch(COMPETITOR_CODE);
    }
    expect(new Set(codes).size).toBe(codes.length);
    // Every character of the alphabet turns up, and no look-alike: no bias that leaves some out.
    const used = new Set(codes.join(''));
    expect(used.size).toBe(31);
    for (const lookAlike of ['0', 'O', '1', 'I', 'L']) {
      expect(used.has(lookAlike), lookAlike).toBe(false);
    }
  });

  it('match as typed on a phone (case, spaces, dashes), and only the whole code', () => {
    expect(sameCode('ABCDEFGH', 'ABCDEFGH')).toBe(true);
    expect(sameCode('abcd efgh', 'ABCDEFGH')).toBe(true);
    expect(sameCode(' ABCD-EFGH ', 'ABCDEFGH')).toBe(true);
    expect(sameCode('ABCD-EFG', 'ABCDEFGH')).toBe(false);
    expect(sameCode('ABCDEFGHJ', 'ABCDEFGH')).toBe(false);
    expect(sameCode('', 'ABCDEFGH')).toBe(false);
    expect(sameCode('x'.repeat(500), 'ABCDEFGH')).toBe(false);
  });

  it('still match a code mailed before, 7 of A–Z and 0–9, where O and 0 differ', () => {
    expect(sameCode('AB0OCD1', 'AB0OCD1')).toBe(true);
    expect(sameCode(' ab0o-cd1 ', 'AB0OCD1')).toBe(true);
    expect(sameCode('ABO0CD1', 'AB0OCD1')).toBe(false);
    expect(sameCode('AB0OCDI', 'AB0OCD1')).toBe(false);
  });
});
