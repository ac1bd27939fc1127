import { demoCompetition } from '@floorcraft/domain';
import { run } from '../../../test-support/run-commands';
import { describe, expect, it } from 'vitest';
import { backNumbers, DIGIT_WIDTH_EM, numberFontMm, TEXT_ROOM_MM } from './back-numbers-model';

describe('backNumbers', () => {
  it("lists every lead's number once, ascending, with the lead's name", () => {
    const state = run(undefined, ...demoCompetition('2027-02-09'));
    const numbers = backNumbers(state);
    const values = numbers.map((number) => number.number);
    expect(values).toEqual([...new Set(values)].sort((a, b) => a - b));
    expect(values.length).toBeGreaterThan(20);
    expect(values).not.toContain(9999);
    expect(numbers.every((number) => number.leadName !== '')).toBe(true);
  });
});

describe('numberFontMm', () => {
  const landscapeA4 = { width: 273, height: 186 };
  it('makes a short number as tall as the page leaves after the names', () => {
    expect(numberFontMm(7, landscapeA4)).toBe(186 - TEXT_ROOM_MM);
  });
  it('narrows a long number so its digits fit the width', () => {
    const size = numberFontMm(1234, landscapeA4);
    expect(size).toBeLessThan(186 - TEXT_ROOM_MM);
    expect(size * 4 * DIGIT_WIDTH_EM).toBeLessThanOrEqual(273);
  });
});
