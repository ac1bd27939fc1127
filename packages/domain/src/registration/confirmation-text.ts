import { formatInZone } from '../time/zoned-time';
import type { InvoiceLine } from './invoices';
import type { ConfirmedPlace, RegistrationConfirmation } from './registration-confirmation';

/** Said when setup has no payment instructions: the dancer still learns what to do. */
export const NO_PAYMENT_INSTRUCTIONS =
  'The organizers have not written how to pay yet: pay at the registration desk when you arrive, or ask them on the contact page.';

/** "Bronze Standard: with Bo Ray", as the screen and the mail word a place. */
export function placeWords(place: ConfirmedPlace): string {
  switch (place.standing) {
    case 'entered':
      return `${place.eventName}: with ${place.partnerName ?? 'your partner'}`;
    case 'looking':
      return `${place.eventName}: looking for a partner (on the TBA list)`;
    case 'asked':
      return `${place.eventName}: waiting for ${place.partnerName ?? 'your partner'} to accept`;
  }
}

/** "Entry: Bronze Standard (Early price)": what a fee line is for, as the invoice names it. */
export function lineWords(line: Pick<InvoiceLine, 'kind' | 'eventName' | 'phase'>): string {
  const what = line.kind === 'dancer' ? 'Dancer fee' : `Entry: ${line.eventName ?? ''}`;
  return `${what} (${line.phase} price)`;
}

/** "45.00 USD": an amount in cents as the mails write it (no currency: the bare figure). */
export function amountWords(cents: number, currency: string | undefined): string {
  return `${(cents / 100).toFixed(2)}${currency ? ` ${currency}` : ''}`;
}

/**
 * The confirmation as plain text, for the mail (issue 25 item 10): each new
 * dancer's events and fee lines, what is owed, how to pay (the organizers'
 * words as written, never markup), and when it was registered, on the
 * competition's clock with the zone named.
 */
export function confirmationText(confirmation: RegistrationConfirmation): string[] {
  const money = (cents: number) => amountWords(cents, confirmation.currency);
  const first = confirmation.dancers[0];
  const lines: string[] = ['Your registration:'];
  for (const dancer of confirmation.dancers) {
    lines.push('', dancer.name);
    if (dancer.places.length === 0) {
      lines.push('  No events yet.');
    }
    lines.push(...dancer.places.map((place) => `  ${placeWords(place)}`));
    lines.push(...dancer.lines.map((line) => `  ${lineWords(line)}: ${money(line.amount)}`));
  }
  lines.push('', `To pay: ${money(confirmation.owed)}`);
  if (first) {
    lines.push(`Registered ${formatInZone(first.registeredAt, confirmation.timeZone)}.`);
  }
  lines.push('', 'How to pay:', confirmation.paymentInstructions ?? NO_PAYMENT_INSTRUCTIONS);
  return lines;
}
