import {
  formatInZone,
  lineWords,
  NO_PAYMENT_INSTRUCTIONS,
  placeWords,
  type RegistrationConfirmation,
} from '@floorcraft/domain';
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatMoney } from '../../lib/format-money';

interface RegistrationSummaryProps {
  confirmation: RegistrationConfirmation;
}

/**
 * Where a new registration stands (issue 25 item 10): each new dancer's
 * events and fee lines (the invoice's lines, as charged), what is owed,
 * and how to pay in the organizers' words, shown as plain text (React
 * escapes it; line breaks kept), on the competition's clock.
 */
export function RegistrationSummary({ confirmation }: RegistrationSummaryProps) {
  const money = (cents: number) => formatMoney(cents, confirmation.currency);
  const first = confirmation.dancers[0];
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="registration-summary">
      <Stack gap="md">
        <Title order={2} size="h3" id="registration-summary">
          Your registration
        </Title>
        {confirmation.dancers.map((dancer) => (
          <Stack key={dancer.competitorId} gap="xs">
            <Title order={3} size="h4">
              {dancer.name}
            </Title>
            {dancer.places.length > 0 ? (
              <ul
                aria-label={`${dancer.name}’s events`}
                style={{ margin: 0, paddingLeft: '1.25rem' }}
              >
                {dancer.places.map((place) => (
                  <li key={`${place.eventName}-${place.standing}`}>{placeWords(place)}</li>
                ))}
              </ul>
            ) : (
              <Text>No events yet.</Text>
            )}
            {dancer.lines.length > 0 && (
              <Table
                aria-label={`${dancer.name}’s fees`}
                withRowBorders={false}
                verticalSpacing={4}
              >
                <Table.Tbody>
                  {dancer.lines.map((line, index) => (
                    <Table.Tr key={index}>
                      <Table.Td>{lineWords(line)}</Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {money(line.amount)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Stack>
        ))}
        <Text fw={700} data-testid="registration-owed">
          To pay: {money(confirmation.owed)}
        </Text>
        {first && (
          <Text size="sm" c="gray.8">
            Registered {formatInZone(first.registeredAt, confirmation.timeZone)}.
          </Text>
        )}
        <Stack gap={4}>
          <Title order={3} size="h4">
            How to pay
          </Title>
          <Text style={{ whiteSpace: 'pre-line' }} data-testid="payment-instructions">
            {confirmation.paymentInstructions ?? NO_PAYMENT_INSTRUCTIONS}
          </Text>
        </Stack>
      </Stack>
    </Paper>
  );
}
