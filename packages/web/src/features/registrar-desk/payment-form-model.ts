import {
  recordPaymentCommandSchema,
  type PaymentMethod,
  type RecordPaymentCommand,
} from '@floorcraft/domain';
import { allRules, domainResolver, type FieldErrors } from '../../lib/forms/domain-resolver';
import { AMOUNT_HINT, centsFromInput } from '../../lib/forms/money-input';

/** The payment form's values, as typed. */
export interface PaymentValues {
  amount: string;
  method: PaymentMethod;
  note: string;
}

/** How the payment form's fields are named in its problems. */
export const PAYMENT_LABELS: Readonly<Record<string, string>> = {
  amount: 'Amount',
  method: 'Paid by',
  note: 'Note',
};

/** An empty payment, its amount suggested from what is still to pay (when anything is). */
export function paymentValues(outstanding: number): PaymentValues {
  return {
    amount: outstanding > 0 ? (outstanding / 100).toFixed(2) : '',
    method: 'cash',
    note: '',
  };
}

/** The form as the `recordPayment` command (an unreadable amount is sent as no amount). */
export function paymentCommand(competitorId: string, values: PaymentValues): RecordPaymentCommand {
  return {
    type: 'recordPayment',
    competitorId,
    amount: centsFromInput(values.amount) ?? Number.NaN,
    method: values.method,
    note: values.note.trim(),
  };
}

/**
 * The payment form's checks: the amount must read as money (the browser's
 * words), then the domain's own schema of `recordPayment` (at least one
 * cent, a known method, a note of at most 500 characters).
 */
export function paymentRules(competitorId: string): (values: PaymentValues) => FieldErrors {
  return allRules<PaymentValues>(
    (values): FieldErrors =>
      centsFromInput(values.amount) === undefined ? { amount: AMOUNT_HINT } : {},
    domainResolver({
      schema: recordPaymentCommandSchema,
      input: (values) => paymentCommand(competitorId, values),
    }),
  );
}
