import type { PaymentStatus } from '@floorcraft/domain';
import { Button, Group, Table, UnstyledButton } from '@mantine/core';
import { ToneBadge, type Tone } from '../../components/tone-badge';
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
 * The registrar's desk as a dense table (issue 25 item 9): one line per
 * dancer with school, phase, balance (a credit worded so), waiver and TBA,
 * and the actions. On a phone it scrolls sideways with the name column kept
 * in place; every control is a button, so the keyboard reaches all of it.
 */
export function RegistrationsTable(props: RegistrationsTableProps) {
  const { rows, currency, onPay, menuFor, onMore } = props;
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover verticalSpacing={4} aria-label="Registrations">
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
          {rows.map((row) => {
            const status = STATUS[row.status];
            const withdrawn = row.withdrawnAt !== undefined;
            return (
              <Table.Tr key={row.competitorId}>
                <Table.Th scope="row" className={classes.sticky}>
                  {row.name}
                  {row.student && ' (student)'}
                  {withdrawn && ' (withdrawn)'}
                  <div className={classes.email}>{row.email}</div>
                </Table.Th>
                <Table.Td>{row.affiliation}</Table.Td>
                <Table.Td>
                  {row.phase}
                  {row.seeking && ' · TBA'}
                </Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <ToneBadge tone={status.tone}>{status.label}</ToneBadge>
                    <span>{balanceWords(row.outstanding, currency)}</span>
                  </Group>
                </Table.Td>
                <Table.Td>{row.waiverAcceptedAt ? 'Signed' : 'Not signed'}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    {onPay && (
                      <Button
                        size="compact-sm"
                        onClick={() => onPay(row)}
                        aria-label={`Record a payment from ${row.name}`}
                      >
                        Pay
                      </Button>
                    )}
                    <Button
                      size="compact-sm"
                      variant="default"
                      aria-haspopup="menu"
                      aria-expanded={menuFor === row.competitorId}
                      aria-label={`More for ${row.name}`}
                      onClick={(event) => onMore(row, event.currentTarget)}
                    >
                      More
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
