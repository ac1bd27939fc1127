import { Table, Text } from '@mantine/core';
import { useMemo } from 'react';
import { actorName } from '../../lib/actor-name';
import { useCompetitionSlug } from '../../lib/realtime/use-competition-slug';
import { useCompetitionZone } from '../../lib/realtime/use-competition-zone';
import { useRegistrarView } from '../../lib/realtime/use-registrar-view';
import { usePeople } from '../../lib/use-people';
import { DancerDialog, type DancerDialogProps, type DancerFormProps } from './dancer-dialog';
import { paymentHistory } from './payment-history';

/**
 * A dancer's payments with every refund and void (issue 25 item 9): what,
 * how much, when (the competition's time), who and why. Read-only: the
 * record only grows, so this is its audit.
 */
export function PaymentHistoryDialog(props: DancerDialogProps) {
  return (
    <DancerDialog
      {...props}
      title={(name) => (name ? `Payment history of ${name}` : 'Payment history')}
      Form={PaymentHistoryTable}
    />
  );
}

function PaymentHistoryTable({ row, currency }: DancerFormProps) {
  const zone = useCompetitionZone();
  const view = useRegistrarView();
  const people = usePeople(useCompetitionSlug());
  const lines = useMemo(
    () => paymentHistory(row.payments, currency, zone),
    [row.payments, currency, zone],
  );
  if (lines.length === 0 || !view) {
    return <Text>No payment of {row.name} is recorded.</Text>;
  }
  return (
    // No sideways scroll (nothing in it to focus): on a phone the lines wrap.
    <Table striped aria-label={`Payments of ${row.name}`}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>What</Table.Th>
          <Table.Th>Amount</Table.Th>
          <Table.Th>When</Table.Th>
          <Table.Th>Who</Table.Th>
          <Table.Th>Why</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((line) => (
          <Table.Tr key={line.id}>
            <Table.Td>{line.what}</Table.Td>
            <Table.Td>{line.amount}</Table.Td>
            <Table.Td>{line.when}</Table.Td>
            <Table.Td>{actorName(line.by, view, people)}</Table.Td>
            <Table.Td>{line.why}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
