import type { PaymentStatus } from '@floorcraft/domain';
import { Button, Group, Menu, Table, UnstyledButton } from '@mantine/core';
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

/** What the registrar may do to a registration; an action is absent when the role may not. */
export interface RegistrationActions {
  pay?: () => void;
  refund?: () => void;
  /** A discount or fee waiver with a reason (issue 25 item 11). */
  discount?: () => void;
  edit?: () => void;
  resendCode?: () => void;
  withdraw?: () => void;
}

interface RegistrationsTableProps {
  rows: readonly RegistrationRow[];
  currency: string | undefined;
  sort: DeskSort;
  reverse: boolean;
  onSort: (sort: DeskSort) => void;
  actionsFor: (row: RegistrationRow) => RegistrationActions;
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
  const { rows, currency, actionsFor } = props;
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
            const actions = actionsFor(row);
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
                <Table.Td>{row.waiverAcceptedAt ? 'Signed' : 'Missing'}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    {actions.pay && (
                      <Button
                        size="compact-sm"
                        onClick={actions.pay}
                        aria-label={`Record a payment from ${row.name}`}
                      >
                        Pay
                      </Button>
                    )}
                    <RowMenu row={row} actions={actions} withdrawn={withdrawn} />
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

function RowMenu({
  row,
  actions,
  withdrawn,
}: {
  row: RegistrationRow;
  actions: RegistrationActions;
  withdrawn: boolean;
}) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button size="compact-sm" variant="default" aria-label={`More for ${row.name}`}>
          More
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.refund && row.payments.length > 0 && (
          <Menu.Item onClick={actions.refund}>Refund or void a payment</Menu.Item>
        )}
        {actions.discount && row.due > 0 && (
          <Menu.Item onClick={actions.discount}>Discount or waive fees</Menu.Item>
        )}
        {actions.edit && <Menu.Item onClick={actions.edit}>Edit</Menu.Item>}
        {actions.resendCode && !withdrawn && (
          <Menu.Item onClick={actions.resendCode}>Resend code</Menu.Item>
        )}
        {actions.withdraw && !withdrawn && (
          <Menu.Item color="red" onClick={actions.withdraw}>
            Withdraw
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
