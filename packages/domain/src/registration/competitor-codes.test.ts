import { describe, expect, it } from 'vitest';
import {
  CODE_ATTEMPTS,
  codeFromKey,
  compactCode,
  groupedCode,
  isCompetitorCode,
  looksLikeCompetitorCode,
  uniqueCode,
} from './competitor-codes';

describe('competitor codes (8 characters without look-alikes, unique in the competition)', () => {
  it('checks the format: no 0, O, 1, I or L', () => {
    expect(isCompetitorCode('AB23CD45')).toBe(true);
    expect(isCompetitorCode('ZZZZ9999')).toBe(true);
    for (const bad of ['AB23CD4', 'AB23CD456', 'ab23cd45', 'AB-23CD4', 'AB23CD4O', 'AB23CD41']) {
      expect(isCompetitorCode(bad), bad).toBe(false);
    }
    for (const lookAlike of ['0', 'O', '1', 'I', 'L']) {
      expect(isCompetitorCode(`AB23CD4${lookAlike}`), lookAlike).toBe(false);
    }
  });

  it('reads a typed code in any case, with spaces and dashes, and knows the codes mailed before', () => {
    expect(compactCode(' abcd-efgh ')).toBe('ABCDEFGH');
    expect(compactCode('ABCD EFGH')).toBe('ABCDEFGH');
    expect(compactCode('abcd–efgh')).toBe('ABCDEFGH');
    expect(looksLikeCompetitorCode('abcd efgh')).toBe(true);
    // A code mailed before: 7 of A–Z and 0–9, where O and 0 are different characters.
    expect(looksLikeCompetitorCode('ab0o-cd1')).toBe(true);
    expect(looksLikeCompetitorCode('abc')).toBe(false);
    expect(groupedCode('ABCDEFGH')).toBe('ABCD-EFGH');
    expect(groupedCode('AB0OCD1')).toBe('AB0OCD1');
  });

  it('derives well-formed, distinct codes from keys when the server gives none', () => {
    const codes = Array.from({ length: 2000 }, (_, index) => codeFromKey(`k${index}`));
    expect(codes.every(isCompetitorCode)).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(1995);
    expect(codeFromKey('k1')).toBe(codeFromKey('k1'));
  });

  it('asks again on a clash with a code already held', () => {
    const offered = ['TAKENAAA', 'TAKENBBB', 'FRESHAAA'];
    const code = uniqueCode(() => offered.shift()!, new Set(['TAKENAAA', 'TAKENBBB']));
    expect(code).toBe('FRESHAAA');
  });

  it(`gives up after ${CODE_ATTEMPTS} clashes`, () => {
    let asked = 0;
    const code = uniqueCode(
      () => {
        asked += 1;
        return 'TAKENAAA';
      },
      new Set(['TAKENAAA']),
    );
    expect(typeof code === 'string' ? code : code.error).toMatch(/no unused competitor code/);
    expect(asked).toBe(CODE_ATTEMPTS);
  });

  it('refuses a malformed code from the generator, and one of the earlier format', () => {
    expect(uniqueCode(() => 'abc', new Set())).toEqual({
      error: 'a competitor code must be 8 characters of ABCDEFGHJKMNPQRSTUVWXYZ23456789, not "abc"',
    });
    expect(uniqueCode(() => 'AB0OCD1', new Set())).toHaveProperty('error');
  });
});
