import type { Invoice } from '@floorcraft/domain';
import { printClasses } from '../../components/print';
import { dayOf, lineItem } from './invoice-items';
import classes from './invoice.module.css';

interface InvoiceLinesTableProps {
  invoice: Invoice;
  money: (cents: number) => string;
  /** The competition's zone, whose dates the invoice prints. */
  timeZone: string;
}

/** Every dancer's charges as recorded: the header row repeats on each page, no row is split. */
export function InvoiceLinesTable({ invoice, money, timeZone }: InvoiceLinesTableProps) {
  return (
    <table className={printClasses.table}>
      <caption className={classes.section}>Charges</caption>
      <thead>
        <tr>
          <th scope="col">Dancer</th>
          <th scope="col">Item</th>
          <th scope="col">Phase</th>
          <th scope="col">Date</th>
          <th scope="col" className={classes.amount}>
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {invoice.dancers.flatMap((dancer) =>
          dancer.lines.map((line, index) => (
            <tr key={`${dancer.competitorId}-${index}`}>
              <td>
                {dancer.name}
                {dancer.withdrawnAt && index === 0 ? ' (withdrawn)' : ''}
              </td>
              <td>{lineItem(line)}</td>
              <td>{line.phase}</td>
              <td>{dayOf(line.at, timeZone)}</td>
              <td className={classes.amount}>{money(line.amount)}</td>
            </tr>
          )),
        )}
      </tbody>
    </table>
  );
}
