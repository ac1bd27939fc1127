import { formatDayInZone, type OwnRegistration } from '@floorcraft/domain';
import type { ReactNode } from 'react';
import { formatMoney } from '../../lib/format-money';

interface FeesPanelProps {
  own: OwnRegistration;
  currency: string;
  /** The competition's zone: payments and corrections are dated on its clock. */
  zone: string;
}

/** What the dancer owes (each charge at the price of its phase), what they paid, and the rest. */
export function FeesPanel({ own, currency, zone }: FeesPanelProps) {
  const money = (cents: number) => formatMoney(cents, currency);
  return (
    <div className="fc-stack fc-stack-tight">
      <h2>Fees and payments</h2>
      <p className="fc-strong" data-testid="balance">
        {own.due > 0
          ? `Still to pay: ${money(own.due)}`
          : own.due < 0
            ? `Credit: ${money(-own.due)} (paid more than owed)`
            : 'Nothing to pay'}
      </p>
      {own.charges.length > 0 && (
        <LinesTable label="Fees" columns={['For', 'Price']}>
          {own.charges.map((charge) => (
            <tr key={charge.id}>
              <td>{chargeLabel(charge)}</td>
              <td>{charge.phase === 'Pending' ? 'Normal' : charge.phase}</td>
              <td className="fc-amount">{money(charge.amount)}</td>
            </tr>
          ))}
        </LinesTable>
      )}
      {own.payments.length > 0 && (
        <LinesTable label="Payments" columns={['Date', 'How']}>
          {own.payments.map((payment) => [
            <tr key={payment.id}>
              <td>{formatDayInZone(payment.at, zone)}</td>
              <td>
                {payment.method}
                {payment.note && ` · ${payment.note}`}
              </td>
              <td className="fc-amount">{money(payment.amount)}</td>
            </tr>,
            // A refund or void is a line of its own under the payment it corrects.
            ...(payment.corrections ?? []).map((correction) => (
              <tr key={correction.id}>
                <td>{formatDayInZone(correction.at, zone)}</td>
                <td>
                  {correction.kind === 'void' ? 'Voided' : 'Refunded'} · {correction.reason}
                </td>
                <td className="fc-amount">{money(-correction.amount)}</td>
              </tr>
            )),
          ])}
        </LinesTable>
      )}
    </div>
  );
}

/** A table of money lines, its two columns of words then the amount; it scrolls sideways on a narrow phone. */
function LinesTable({
  label,
  columns,
  children,
}: {
  label: string;
  columns: readonly [string, string];
  children: ReactNode;
}) {
  return (
    <div className="fc-scroll-x">
      <table aria-label={label} className="fc-fee-table fc-lines-table">
        <thead>
          <tr>
            <th scope="col">{columns[0]}</th>
            <th scope="col">{columns[1]}</th>
            <th scope="col" className="fc-amount">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** What a fee line is for, as the dancer reads it; a discount or waiver names its reason. */
export function chargeLabel(charge: OwnRegistration['charges'][number]): string {
  switch (charge.kind) {
    case 'dancer':
      return 'Registration';
    case 'discount':
      return `Discount: ${charge.reason ?? ''}`;
    case 'waiver':
      return `Fees waived: ${charge.reason ?? ''}`;
    case 'entry':
      return `${charge.amount < 0 ? 'Dropped: ' : ''}${charge.eventName ?? 'Entry'}`;
  }
}
