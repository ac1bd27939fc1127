import { describe, expect, it } from 'vitest';
import { centsFromInput, inputFromCents } from './money-input';

describe('money fields', () => {
  it('reads whole amounts, one or two decimals, a currency sign and thousands commas', () => {
    expect(centsFromInput('25')).toBe(2500);
    expect(centsFromInput(' 25.5 ')).toBe(2550);
    expect(centsFromInput('25.05')).toBe(2505);
    expect(centsFromInput('$1,025.00')).toBe(102500);
    expect(centsFromInput('0')).toBe(0);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '25.505', '-5', '1.2.3', '25,']) {
      expect(centsFromInput(text), text).toBeUndefined();
    }
  });

  it('shows cents with two decimals', () => {
    expect(inputFromCents(2550)).toBe('25.50');
    expect(inputFromCents(0)).toBe('0.00');
  });
});
