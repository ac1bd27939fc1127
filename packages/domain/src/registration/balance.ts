import type { Payment, RegistrationAccount } from './registration-state';

/** The sum of some amounts in cents: charges (credits negative) or payments. */
export function totalOf(items: readonly { amount: number }[]): number {
  return items.reduce((sum, item) => sum + item.amount, 0);
}

/** Where a dancer's money stands: nothing owed, owed and unpaid, partly paid, or paid in full. */
export type PaymentStatus = 'nothing due' | 'unpaid' | 'part paid' | 'paid';

/** What a dancer owes and has paid, in cents (issue 13 item 7). */
export interface DancerBalance {
  /** Every charge at the price of its phase, credits for dropped entries taken off. */
  due: number;
  paid: number;
  /** What is still to pay; negative when the dancer paid more than is due. */
  outstanding: number;
  status: PaymentStatus;
}

/**
 * A dancer's balance: the sum of their charges (each at the price of its own
 * phase, a dropped entry's credit negative) against the payments recorded
 * for them. A withdrawn dancer still owes what they were charged (ADR 019).
 * The registrar's desk, the dancer's own page and invoices read this one sum.
 */
export function dancerBalance(
  account: Pick<RegistrationAccount, 'charges'>,
  payments: readonly Pick<Payment, 'amount'>[],
): DancerBalance {
  const due = totalOf(account.charges);
  const paid = totalOf(payments);
  const outstanding = due - paid;
  const status: PaymentStatus =
    outstanding <= 0
      ? due > 0 || paid > 0
        ? 'paid'
        : 'nothing due'
      : paid > 0
        ? 'part paid'
        : 'unpaid';
  return { due, paid, outstanding, status };
}
