import type { PaymentStatus } from '@floorcraft/domain';
import { Table, UnstyledButton } from '@mantine/core';
import type { Tone } from '../../components/tone-badge';
import { balanceWords } from '../../lib/format-money';
import type { DeskSort } from './desk-view';
import type { RegistrationRow } from './registration-rows';
import classes from './registrations-table.module.css';

const STATUS: Record<PaymentStatus, { tone: Tone; label: string }> = {
  paid: { tone: 'good', label: 'Paid' },
  'part paid': { tone: 'warning', label: 'Part paid' },
  unpaid: { tone: 'alert', label: 'Unpaid' },
  'nothing due': { tone: 'waiting', label: 'Nothing due' },
  credit: { tone: 'info', label: 'Credit' },
};

interface RegistrationsTableProps {
  rows: readonly RegistrationRow[];
  currency: string | undefined;
  sort: DeskSort;
  reverse: boolean;
  onSort: (sort: DeskSort) => void;
  /** Records a payment from the row's dancer; no Pay button when the role may not. */
  onPay: ((row: RegistrationRow) => void) | undefined;
  /** The dancer whose action menu is open, if any. */
  menuFor: string | undefined;
  /** Opens the desk's one action menu at the row's "More" button. */
  onMore: (row: RegistrationRow, button: HTMLElement) => void;
}

function SortHeader({
  label,
  column,
  sort,
  reverse,
  onSort,
  className,
}: Pick<RegistrationsTableProps, 'sort' | 'reverse' | 'onSort'> & {
  label: string;
  column: DeskSort;
  className?: string;
}) {
  const active = sort === column;
  return (
    <Table.Th
      className={className}
      aria-sort={active ? (reverse ? 'descending' : 'ascending') : 'none'}
    >
      <UnstyledButton className={classes.sort} onClick={() => onSort(column)}>
        {label}
        {active ? (reverse ? ' ▲' : ' ▼') : ''}
      </UnstyledButton>
    </Table.Th>
  );
}

/**
 * One dancer's line, in plain elements styled like the table's own cells: a
 * hundred lines of Mantine components (cells, groups, badge, buttons; about
 * twelve a line) were most of the desk's first render on 1,500 dancers.
 */
function DeskRow({
  row,
  currency,
  onPay,
  menuOpen,
  onMore,
}: Pick<RegistrationsTableProps, 'currency' | 'onPay' | 'onMore'> & {
  row: RegistrationRow;
  menuOpen: boolean;
}) {
  const status = STATUS[row.status];
  const withdrawn = row.withdrawnAt !== undefined;
  return (
    <tr className={classes.row}>
      <th scope="row" className={`${classes.cell} ${classes.sticky}`}>
        {row.name}
        {row.student && ' (student)'}
        {withdrawn && ' (withdrawn)'}
        <div className={classes.email}>{row.email}</div>
      </th>
      <td className={classes.cell}>{row.affiliation}</td>
      <td className={classes.cell}>
        {row.phase}
        {row.seeking && ' · TBA'}
      </td>
      <td className={classes.cell}>
        <span className={classes.line}>
          <span className={`${classes.badge} ${classes[status.tone]}`}>{status.label}</span>
          <span>{balanceWords(row.outstanding, currency)}</span>
        </span>
      </td>
      <td className={classes.cell}>{row.waiverAcceptedAt ? 'Signed' : 'Not signed'}</td>
      <td className={classes.cell}>
        <span className={classes.line}>
          {onPay && (
            <button
              type="button"
              className={`${classes.button} ${classes.filled}`}
              onClick={() => onPay(row)}
              aria-label={`Record a payment from ${row.name}`}
            >
              Pay
            </button>
          )}
          <button
            type="button"
            className={classes.button}
            aria-haspopup="menu"
            aria-expanded={menuOpen}
            aria-label={`More for ${row.name}`}
            onClick={(event) => onMore(row, event.currentTarget)}
          >
            More
          </button>
        </span>
      </td>
    </tr>
  );
}

/**
 * The registrar's desk as a dense table (issue 25 item 9): one line per
 * dancer with school, phase, balance (a credit worded so), waiver and TBA,
 * and the actions. On a phone it scrolls sideways with the name column kept
 * in place; every control is a button, so the keyboard reaches all of it.
 */
export function RegistrationsTable(props: RegistrationsTableProps) {
  const { rows, currency, onPay, menuFor, onMore } = props;
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing={4} aria-label="Registrations">
        <Table.Thead>
          <Table.Tr>
            <SortHeader {...props} label="Dancer" column="name" className={classes.sticky} />
            <SortHeader {...props} label="School" column="school" />
            <Table.Th>Phase</Table.Th>
            <SortHeader {...props} label="Balance" column="balance" />
            <Table.Th>Waiver</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <DeskRow
              key={row.competitorId}
              row={row}
              currency={currency}
              onPay={onPay}
              menuOpen={menuFor === row.competitorId}
              onMore={onMore}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
