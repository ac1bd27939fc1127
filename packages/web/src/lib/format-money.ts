import { learnedMoneyPattern, withMoneyPattern, type MoneyPattern } from './money-pattern';

const formats = new Map<string, Intl.NumberFormat | undefined>();

function formatFor(currency: string): Intl.NumberFormat | undefined {
  if (!formats.has(currency)) {
    try {
      formats.set(currency, new Intl.NumberFormat('en-US', { style: 'currency', currency }));
    } catch {
      // A code Intl does not know still reads plainly (below).
      formats.set(currency, undefined);
    }
  }
  return formats.get(currency);
}

const NUMBER_PARTS = new Set(['integer', 'group', 'decimal', 'fraction']);

/** The currency's pattern, worked out with Intl (by the server that draws a page); undefined for a code Intl does not know. */
export function moneyPattern(currency: string): MoneyPattern | undefined {
  const format = formatFor(currency);
  if (!format) {
    return undefined;
  }
  const parts = format.formatToParts(1234.5);
  const first = parts.findIndex((part) => NUMBER_PARTS.has(part.type));
  const last = parts.findLastIndex((part) => NUMBER_PARTS.has(part.type));
  const text = (from: number, to?: number) =>
    parts
      .slice(from, to)
      .map((part) => part.value)
      .join('');
  return {
    currency,
    before: text(0, first),
    after: text(last + 1),
    fractionDigits: format.resolvedOptions().maximumFractionDigits ?? 2,
  };
}

/**
 * An amount in cents as people read it in the fee schedule's currency (ISO
 * 4217): "$45.00", "€12.50"; a plain "45.00" without a currency, and
 * "45.00 XYZ" for a code the browser does not know.
 */
export function formatMoney(cents: number, currency: string | undefined): string {
  const amount = cents / 100;
  if (!currency) {
    return amount.toFixed(2);
  }
  const pattern = learnedMoneyPattern(currency);
  if (pattern) {
    return withMoneyPattern(amount, pattern);
  }
  return formatFor(currency)?.format(amount) ?? `${amount.toFixed(2)} ${currency}`;
}

/** Cents as a plain decimal for spreadsheets ("25.00", "-12.50"). */
export function centsAsDecimal(cents: number): string {
  return (cents / 100).toFixed(2);
}

/**
 * A balance as the registrar and the dancer read it (issue 25 item 9): "$10.00 to pay",
 * "$20.00 credit" when more was paid than is due, "Settled" at zero.
 */
export function balanceWords(outstanding: number, currency: string | undefined): string {
  if (outstanding > 0) {
    return `${formatMoney(outstanding, currency)} to pay`;
  }
  return outstanding < 0 ? `${formatMoney(-outstanding, currency)} credit` : 'Settled';
}
