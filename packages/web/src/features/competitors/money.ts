/**
 * An amount in cents as the organizer's currency shows it ("$25.00"); the
 * fee schedule's currency code, or none when no schedule is set.
 */
export function formatMoney(cents: number, currency: string | undefined): string {
  const amount = cents / 100;
  if (!currency) {
    return amount.toFixed(2);
  }
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);
  } catch {
    // A code Intl does not know still reads plainly.
    return `${amount.toFixed(2)} ${currency}`;
  }
}

/** Cents as a plain decimal for spreadsheets ("25.00", "-12.50"). */
export function centsAsDecimal(cents: number): string {
  return (cents / 100).toFixed(2);
}
