import { formatInZone, type Payment } from '@floorcraft/domain';
import { formatMoney } from '../../lib/format-money';

/** One line of a dancer's payment history: a payment recorded, refunded or voided. */
export interface PaymentHistoryLine {
  id: string;
  what: 'Recorded' | 'Refunded' | 'Voided';
  amount: string;
  /** In the competition's local time, the zone named. */
  when: string;
  /** The actor label of who did it (the screen names them). */
  by: string;
  /** The payment's method and note, or the correction's reason. */
  why: string;
  at: string;
}

/**
 * A dancer's payments and their corrections as one history, oldest first
 * (issue 25 item 9): what was done, how much, when in the competition's
 * time, by whom and why, so the registrar and the owner can see who
 * recorded, refunded or voided each payment.
 */
export function paymentHistory(
  payments: readonly Payment[],
  currency: string | undefined,
  zone: string,
): PaymentHistoryLine[] {
  const lines: PaymentHistoryLine[] = [];
  for (const payment of payments) {
    lines.push({
      id: payment.id,
      what: 'Recorded',
      amount: formatMoney(payment.amount, currency),
      when: formatInZone(payment.at, zone),
      by: payment.by,
      why: [payment.method, payment.note.trim()].filter(Boolean).join(': '),
      at: payment.at,
    });
    for (const correction of payment.corrections ?? []) {
      lines.push({
        id: correction.id,
        what: correction.kind === 'void' ? 'Voided' : 'Refunded',
        amount: formatMoney(correction.amount, currency),
        when: formatInZone(correction.at, zone),
        by: correction.by,
        why: correction.reason,
        at: correction.at,
      });
    }
  }
  return lines.sort((a, b) => a.at.localeCompare(b.at));
}
