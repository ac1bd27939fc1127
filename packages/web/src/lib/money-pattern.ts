import { groupThousands } from './format-count';

/**
 * How Intl writes amounts in a currency, learnt from it once: what comes
 * before the figure ("$", "CHF "), what after, and how many decimals (none
 * for yen). With it, a page writes money as Intl does without asking Intl.
 */
export interface MoneyPattern {
  currency: string;
  before: string;
  after: string;
  fractionDigits: number;
}

const learned = new Map<string, MoneyPattern>();

/**
 * Tells this module a currency's pattern, worked out elsewhere
 * (format-money's `moneyPattern`, by the server that drew the page): a phone's first
 * `Intl.NumberFormat` loads its locale data, a long task on a public page
 * (issue 27: total blocking time).
 */
export function learnMoneyPattern(pattern: MoneyPattern): void {
  learned.set(pattern.currency, pattern);
}

/** The amount written by the pattern. */
export function withMoneyPattern(amount: number, pattern: MoneyPattern): string {
  const [whole = '', fraction] = Math.abs(amount).toFixed(pattern.fractionDigits).split('.');
  const figure = `${groupThousands(whole)}${fraction ? `.${fraction}` : ''}`;
  return `${amount < 0 ? '-' : ''}${pattern.before}${figure}${pattern.after}`;
}

/** The pattern learnt for the currency, if any. */
export function learnedMoneyPattern(currency: string): MoneyPattern | undefined {
  return learned.get(currency);
}
