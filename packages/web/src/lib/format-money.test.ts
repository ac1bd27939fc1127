import { describe, expect, it } from 'vitest';
import { centsAsDecimal, formatMoney } from './format-money';

describe('money as people read it', () => {
  it('shows cents in the fee schedule’s currency', () => {
    expect(formatMoney(4500, 'USD')).toBe('$45.00');
    expect(formatMoney(1250, 'EUR')).toBe('€12.50');
  });

  it('shows a plain amount without a currency, and a code the browser does not know plainly', () => {
    expect(formatMoney(4500, undefined)).toBe('45.00');
    expect(formatMoney(4500, 'not a code')).toBe('45.00 not a code');
  });

  it('writes cents as a decimal for spreadsheets', () => {
    expect(centsAsDecimal(2550)).toBe('25.50');
    expect(centsAsDecimal(-1250)).toBe('-12.50');
  });
});
