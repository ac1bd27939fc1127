import { describe, expect, it } from 'vitest';
import { centsAsDecimal, formatMoney, moneyPattern } from './format-money';
import { learnMoneyPattern } from './money-pattern';

describe('money as people read it', () => {
  it('shows cents in the fee schedule’s currency', () => {
    expect(formatMoney(4500, 'USD')).toBe('$45.00');
    expect(formatMoney(1250, 'EUR')).toBe('€12.50');
  });

  it('shows a plain amount without a currency, and a code the browser does not know plainly', () => {
    expect(formatMoney(4500, undefined)).toBe('45.00');
    expect(formatMoney(4500, 'not a code')).toBe('45.00 not a code');
  });

  it('writes a learnt currency as Intl does, without asking it', () => {
    const currencies = ['USD', 'EUR', 'GBP', 'JPY', 'CHF', 'CAD', 'KWD', 'INR'];
    const amounts = [0, 5, 4500, 99_999, -1250, 123_456_789, 50];
    const byIntl = currencies.map((code) => amounts.map((cents) => formatMoney(cents, code)));
    for (const code of currencies) {
      learnMoneyPattern(moneyPattern(code)!);
    }
    const learnt = currencies.map((code) => amounts.map((cents) => formatMoney(cents, code)));
    expect(learnt).toEqual(byIntl);
    expect(learnt[3]).toContain('¥1,234,568');
    expect(moneyPattern('not a code')).toBeUndefined();
  });

  it('reads a learnt pattern rather than Intl', () => {
    learnMoneyPattern({ currency: 'SEK', before: '', after: ' kr', fractionDigits: 2 });
    expect(formatMoney(-123_456, 'SEK')).toBe('-1,234.56 kr');
  });

  it('writes cents as a decimal for spreadsheets', () => {
    expect(centsAsDecimal(2550)).toBe('25.50');
    expect(centsAsDecimal(-1250)).toBe('-12.50');
  });
});
