import { accept, refuse, type DecideContext, type Decision } from '../competition/decision';
import type { CompetitionState } from '../competition/state';
import { paymentLeft } from './balance';
import type { CorrectPaymentCommand } from './commands';

/** Cents as the refusal names them: "25.00 USD" (the desk shows the same figure with its symbol). */
function amountText(cents: number, currency: string | undefined): string {
  const figure = (cents / 100).toFixed(2);
  return currency ? `${figure} ${currency}` : figure;
}

/**
 * The registrar refunds part of a payment or voids it (issue 25 item 9): a
 * new entry beside the payment, naming who and why, so the record keeps what
 * was received and what went back. A refund may take back at most what is
 * left of that payment (refused with the figure); a void takes all of it.
 */
export function correctPayment(
  state: CompetitionState,
  command: CorrectPaymentCommand,
  context: DecideContext,
): Decision {
  const payment = state.registration.payments?.[command.paymentId];
  if (!payment) {
    return refuse(`paymentId: no payment with id "${command.paymentId}"`);
  }
  const left = paymentLeft(payment);
  const currency = state.registration.fees?.currency;
  if (left === 0) {
    return refuse('paymentId: this payment is already refunded or voided in full');
  }
  const amount = command.kind === 'void' ? left : (command.amount ?? 0);
  if (amount > left) {
    return refuse(
      `amount: at most ${amountText(left, currency)} can be refunded from this payment ` +
        `(${amountText(payment.amount, currency)} received` +
        (left < payment.amount
          ? `, ${amountText(payment.amount - left, currency)} already back)`
          : ')'),
    );
  }
  return accept({
    type: 'PaymentCorrected',
    paymentId: payment.id,
    correction: {
      id: context.newKey(),
      kind: command.kind,
      amount,
      reason: command.reason,
      at: context.now(),
      by: context.actor ?? 'system',
    },
  });
}
