import type { Invoice } from '@floorcraft/domain';
import { printClasses } from '../../components/print';
import { dayOf, paymentMethodLabel } from './invoice-items';
import classes from './invoice.module.css';

interface InvoicePaymentsTableProps {
  invoice: Invoice;
  money: (cents: number) => string;
  /** The competition's zone, whose dates the invoice prints. */
  timeZone: string;
}

/**
 * Each payment received for the invoice's dancers, as the registrar recorded
 * it, then each refund or void of one as a line of its own (issue 25 item 9,
 * negative, with its reason), dated in the competition's zone; none: no table.
 */
export function InvoicePaymentsTable({ invoice, money, timeZone }: InvoicePaymentsTableProps) {
  if (invoice.payments.length === 0) {
    return null;
  }
  return (
    <table className={printClasses.table}>
      <caption className={classes.section}>
        {invoice.refunds.length > 0 ? 'Payments received and refunded' : 'Payments received'}
      </caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Dancer</th>
          <th scope="col">Method</th>
          <th scope="col">Note</th>
          <th scope="col" className={classes.amount}>
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {invoice.payments.map((payment, index) => (
          <tr key={index}>
            <td>{dayOf(payment.at, timeZone)}</td>
            <td>{payment.dancerName}</td>
            <td>{paymentMethodLabel(payment.method)}</td>
            <td>{payment.note}</td>
            <td className={classes.amount}>{money(payment.amount)}</td>
          </tr>
        ))}
        {invoice.refunds.map((refund, index) => (
          <tr key={`refund-${index}`}>
            <td>{dayOf(refund.at, timeZone)}</td>
            <td>{refund.dancerName}</td>
            <td>{refund.kind === 'void' ? 'Voided' : 'Refund'}</td>
            <td>
              {refund.reason} (of the {paymentMethodLabel(refund.method).toLowerCase()} payment of{' '}
              {dayOf(refund.paymentAt, timeZone)})
            </td>
            <td className={classes.amount}>{money(-refund.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
