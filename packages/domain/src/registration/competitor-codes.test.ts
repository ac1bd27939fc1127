import { describe, expect, it } from 'vitest';
import { CODE_ATTEMPTS, codeFromKey, isCompetitorCode, uniqueCode } from './competitor-codes';

describe('competitor codes (spec §9: 7 characters A–Z and 0–9, unique in the competition)', () => {
  it('checks the format', () => {
    expect(isCompetitorCode('AB12CD3')).toBe(true);
    expect(isCompetitorCode('0000000')).toBe(true);
    for (const bad of ['AB12CD', 'AB12CD34', 'ab12cd3', 'AB-12CD', 'AB12CÉ3', ' AB12CD3']) {
      expect(isCompetitorCode(bad), bad).toBe(false);
    }
  });

  it('derives well-formed, distinct codes from keys when the server gives none', () => {
    const codes = Array.from({ length: 2000 }, (_, index) => codeFromKey(`k${index}`));
    expect(codes.every(isCompetitorCode)).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(1995);
    expect(codeFromKey('k1')).toBe(codeFromKey('k1'));
  });

  it('asks again on a clash with a code already held', () => {
    const offered = ['TAKEN01', 'TAKEN02', 'FRESH01'];
    const code = uniqueCode(() => offered.shift()!, new Set(['TAKEN01', 'TAKEN02']));
    expect(code).toBe('FRESH01');
  });

  it(`gives up after ${CODE_ATTEMPTS} clashes`, () => {
    let asked = 0;
    const code = uniqueCode(
      () => {
        asked += 1;
        return 'TAKEN01';
      },
      new Set(['TAKEN01']),
    );
    expect(typeof code === 'string' ? code : code.error).toMatch(/no unused competitor code/);
    expect(asked).toBe(CODE_ATTEMPTS);
  });

  it('refuses a malformed code from the generator', () => {
    expect(uniqueCode(() => 'abc', new Set())).toEqual({
      error: 'a competitor code must be 7 characters A–Z and 0–9, not "abc"',
    });
  });
});
