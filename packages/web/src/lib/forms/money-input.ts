/** What a money field says when it cannot be read as an amount. */
export const AMOUNT_HINT = 'enter an amount such as 25 or 25.50';

/**
 * A money field as cents: "25", "25.5", "25.50", "$1,025.00" → whole cents;
 * undefined when it is not an amount (empty, letters, three decimals). The
 * domain keeps money in cents (ADR 019) so no float ever reaches a sum.
 */
export function centsFromInput(text: string): number | undefined {
  const plain = text
    .trim()
    .replace(/^[$€£]\s*/, '')
    .replace(/,(?=\d{3}\b)/g, '');
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(plain);
  if (!match) {
    return undefined;
  }
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents as a money field shows them: "25.00". */
export function inputFromCents(cents: number): string {
  return (cents / 100).toFixed(2);
}
