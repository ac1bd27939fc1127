import type { Invoice } from '@floorcraft/domain';
import { centsAsDecimal } from '../../lib/format-money';
import { dayOf, lineItem, paymentMethodLabel } from './invoice-items';

/**
 * The treasurer's columns: one row per charge and per payment of the
 * invoices printed, so the "charged" column sums to the invoices' totals and
 * "paid" to what was received. Money as plain decimals of the fee schedule's
 * currency; never an email or a competitor code.
 */
export const invoiceCsvColumns = [
  'invoice',
  'bill to',
  'dancer',
  'item',
  'event',
  'phase',
  'date',
  'method',
  'note',
  'charged',
  'paid',
] as const;
export type InvoiceCsvRow = Record<(typeof invoiceCsvColumns)[number], string>;

const blank: InvoiceCsvRow = Object.fromEntries(
  invoiceCsvColumns.map((column) => [column, '']),
) as InvoiceCsvRow;

/**
 * The same lines as the printed invoices, in the same order: each invoice's
 * charges, then its payments and refunds; dated in the competition's `timeZone`.
 */
export function invoiceCsvRows(list: readonly Invoice[], timeZone: string): InvoiceCsvRow[] {
  return list.flatMap((invoice) => {
    const common = { ...blank, invoice: invoice.number, 'bill to': invoice.billTo };
    const charges = invoice.dancers.flatMap((dancer) =>
      dancer.lines.map((line) => ({
        ...common,
        dancer: dancer.name,
        item: lineItem(line),
        event: line.eventName ?? '',
        phase: line.phase,
        date: dayOf(line.at, timeZone),
        charged: centsAsDecimal(line.amount),
      })),
    );
    const payments = invoice.payments.map((payment) => ({
      ...common,
      dancer: payment.dancerName,
      item: 'Payment',
      date: dayOf(payment.at, timeZone),
      method: paymentMethodLabel(payment.method),
      note: payment.note,
      paid: centsAsDecimal(payment.amount),
    }));
    // A refund or void is a payment line of its own, negative (issue 25 item 9).
    const refunds = invoice.refunds.map((refund) => ({
      ...common,
      dancer: refund.dancerName,
      item: refund.kind === 'void' ? 'Voided payment' : 'Refund',
      date: dayOf(refund.at, timeZone),
      method: paymentMethodLabel(refund.method),
      note: refund.reason,
      paid: centsAsDecimal(-refund.amount),
    }));
    return [...charges, ...payments, ...refunds];
  });
}
