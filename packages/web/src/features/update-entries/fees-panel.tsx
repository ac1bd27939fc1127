import { Stack, Table, Text, Title } from '@mantine/core';
import { formatDayInZone, type OwnRegistration } from '@floorcraft/domain';
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
    <Stack gap="sm">
      <Title order={2}>Fees and payments</Title>
      <Text fw={600} data-testid="balance">
        {own.due > 0
          ? `Still to pay: ${money(own.due)}`
          : own.due < 0
            ? `Credit: ${money(-own.due)} (paid more than owed)`
            : 'Nothing to pay'}
      </Text>
      {own.charges.length > 0 && (
        <Table.ScrollContainer minWidth={320}>
          <Table aria-label="Fees" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>For</Table.Th>
                <Table.Th>Price</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {own.charges.map((charge) => (
                <Table.Tr key={charge.id}>
                  <Table.Td>{chargeLabel(charge)}</Table.Td>
                  <Table.Td>{charge.phase === 'Pending' ? 'Normal' : charge.phase}</Table.Td>
                  <Table.Td ta="right">{money(charge.amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {own.payments.length > 0 && (
        <Table.ScrollContainer minWidth={320}>
          <Table aria-label="Payments" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>How</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {own.payments.map((payment) => [
                <Table.Tr key={payment.id}>
                  <Table.Td>{formatDayInZone(payment.at, zone)}</Table.Td>
                  <Table.Td>
                    {payment.method}
                    {payment.note && ` · ${payment.note}`}
                  </Table.Td>
                  <Table.Td ta="right">{money(payment.amount)}</Table.Td>
                </Table.Tr>,
                // A refund or void is a line of its own under the payment it corrects.
                ...(payment.corrections ?? []).map((correction) => (
                  <Table.Tr key={correction.id}>
                    <Table.Td>{formatDayInZone(correction.at, zone)}</Table.Td>
                    <Table.Td>
                      {correction.kind === 'void' ? 'Voided' : 'Refunded'} · {correction.reason}
                    </Table.Td>
                    <Table.Td ta="right">{money(-correction.amount)}</Table.Td>
                  </Table.Tr>
                )),
              ])}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
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
