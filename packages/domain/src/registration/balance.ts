import type { RegistrationAccount } from './state';

/** The sum of some amounts in cents: charges (credits negative) or payments. */
export function totalOf(items: readonly { amount: number }[]): number {
  return items.reduce((sum, item) => sum + item.amount, 0);
}

/** What a payment still counts for: the amount received less its refunds and void, in cents. */
export function paymentLeft(payment: {
  amount: number;
  corrections?: readonly { amount: number }[] | undefined;
}): number {
  return payment.amount - totalOf(payment.corrections ?? []);
}

/**
 * Where a dancer's money stands: nothing owed, owed and unpaid, partly paid,
 * paid in full, or paid more than is due (a credit the competition owes them).
 */
export type PaymentStatus = 'nothing due' | 'unpaid' | 'part paid' | 'paid' | 'credit';

/** What a dancer owes and has paid, in cents (issue 13 item 7). */
export interface DancerBalance {
  /** Every charge at the price of its phase, credits for dropped entries taken off. */
  due: number;
  /** Received less what was refunded or voided. */
  paid: number;
  /** What is still to pay; negative when the dancer paid more than is due (a credit). */
  outstanding: number;
  status: PaymentStatus;
}

/**
 * A dancer's balance: the sum of their charges (each at the price of its own
 * phase, a dropped entry's credit negative) against the payments recorded
 * for them, each less its refunds and void (issue 25 item 9). A withdrawn
 * dancer still owes what they were charged (ADR 019); one who paid more than
 * is due has a credit (outstanding negative). The registrar's desk, the
 * dancer's own page and invoices read this one sum.
 */
export function dancerBalance(
  account: Pick<RegistrationAccount, 'charges'>,
  payments: readonly Parameters<typeof paymentLeft>[0][],
): DancerBalance {
  const due = totalOf(account.charges);
  const paid = payments.reduce((sum, payment) => sum + paymentLeft(payment), 0);
  const outstanding = due - paid;
  const status: PaymentStatus =
    outstanding < 0
      ? 'credit'
      : outstanding === 0
        ? due > 0 || paid > 0
          ? 'paid'
          : 'nothing due'
        : paid > 0
          ? 'part paid'
          : 'unpaid';
  return { due, paid, outstanding, status };
}
