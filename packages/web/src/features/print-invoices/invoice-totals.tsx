import type { Invoice } from '@floorcraft/domain';
import { printClasses } from '../../components/print';
import classes from './invoice.module.css';

interface InvoiceTotalsProps {
  invoice: Invoice;
  money: (cents: number) => string;
}

/**
 * The subtotals by phase, the credits, the total, the payments received and
 * the balance due, kept on one page so the sum is never read without its parts.
 */
export function InvoiceTotals({ invoice, money }: InvoiceTotalsProps) {
  return (
    <table className={`${printClasses.table} ${classes.totals} ${printClasses.keepTogether}`}>
      <caption className={classes.section}>Totals</caption>
      <tbody>
        {invoice.phaseTotals.map(({ phase, amount }) => (
          <tr key={phase}>
            <th scope="row">{phase} phase</th>
            <td className={classes.amount}>{money(amount)}</td>
          </tr>
        ))}
        {invoice.credits !== 0 && (
          <tr>
            <th scope="row">Credits for dropped entries</th>
            <td className={classes.amount}>{money(invoice.credits)}</td>
          </tr>
        )}
        <tr className={classes.strong}>
          <th scope="row">Total</th>
          <td className={classes.amount}>{money(invoice.total)}</td>
        </tr>
        <tr>
          <th scope="row">Payments received{invoice.refunds.length > 0 && ', less refunds'}</th>
          <td className={classes.amount}>{money(invoice.paid)}</td>
        </tr>
        <tr className={classes.strong}>
          {/* More paid than due is the school's credit, never a negative "due" (issue 25 item 9). */}
          <th scope="row">{invoice.balance < 0 ? 'Credit' : 'Balance due'}</th>
          <td className={classes.amount}>{money(Math.abs(invoice.balance))}</td>
        </tr>
      </tbody>
    </table>
  );
}
