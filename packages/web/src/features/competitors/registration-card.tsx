import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { ToneBadge, type Tone } from '../../components/tone-badge';
import { formatMoney } from '../../lib/format-money';
import { formatInZone, type PaymentStatus } from '@floorcraft/domain';
import { useCompetitionZone } from '../../lib/realtime/use-competition-zone';
import type { RegistrationRow } from './registration-rows';

const STATUS: Record<PaymentStatus, { tone: Tone; label: string }> = {
  paid: { tone: 'good', label: 'Paid' },
  'part paid': { tone: 'warning', label: 'Part paid' },
  unpaid: { tone: 'alert', label: 'Unpaid' },
  'nothing due': { tone: 'waiting', label: 'Nothing due' },
};

/** What the registrar may do to a registration; an action is absent when the role may not. */
export interface RegistrationActions {
  pay?: () => void;
  edit?: () => void;
  resendCode?: () => void;
  withdraw?: () => void;
}

interface RegistrationCardProps {
  row: RegistrationRow;
  currency: string | undefined;
  actions: RegistrationActions;
}

/**
 * One self-registered dancer at the registrar's desk: phase, what is due and
 * paid, the waiver's acceptance, and the actions on them. Laid out for a
 * phone: the words wrap, the buttons are full-size touch targets.
 */
export function RegistrationCard({ row, currency, actions }: RegistrationCardProps) {
  const status = STATUS[row.status];
  const withdrawn = row.withdrawnAt !== undefined;
  const zone = useCompetitionZone();
  const at = (iso: string) => formatInZone(iso, zone);
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <Text fw={600}>{row.name}</Text>
          <ToneBadge tone="info">{row.phase}</ToneBadge>
          <ToneBadge tone={status.tone}>{status.label}</ToneBadge>
          {row.student && <ToneBadge tone="waiting">Student</ToneBadge>}
          {withdrawn && <ToneBadge tone="alert">Withdrawn</ToneBadge>}
        </Group>
        <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
          {row.affiliation} · {row.email}
        </Text>
        <Text size="sm">
          Fee due {formatMoney(row.due, currency)} · paid {formatMoney(row.paid, currency)}
          {row.outstanding > 0 && ` · ${formatMoney(row.outstanding, currency)} to pay`}
        </Text>
        {row.payments.length > 0 && (
          <Text size="sm" c="gray.7">
            Payments:{' '}
            {row.payments
              .map(
                (payment) =>
                  `${formatMoney(payment.amount, currency)} by ${payment.method} on ${at(payment.at)}${payment.note ? ` (${payment.note})` : ''}`,
              )
              .join('; ')}
          </Text>
        )}
        <Text size="sm" c="gray.7">
          Registered {at(row.registeredAt)} · waiver accepted {at(row.waiverAcceptedAt)}
          {withdrawn && ` · withdrawn ${at(row.withdrawnAt!)}`}
        </Text>
        <Group gap="xs" wrap="wrap">
          {actions.pay && (
            <Button
              size="sm"
              onClick={actions.pay}
              aria-label={`Record a payment from ${row.name}`}
            >
              Record payment
            </Button>
          )}
          {actions.edit && (
            <Button
              size="sm"
              variant="default"
              onClick={actions.edit}
              aria-label={`Edit ${row.name}`}
            >
              Edit
            </Button>
          )}
          {actions.resendCode && !withdrawn && (
            <Button
              size="sm"
              variant="default"
              onClick={actions.resendCode}
              aria-label={`Resend ${row.name}’s code`}
            >
              Resend code
            </Button>
          )}
          {actions.withdraw && !withdrawn && (
            <Button
              size="sm"
              variant="subtle"
              color="red"
              onClick={actions.withdraw}
              aria-label={`Withdraw ${row.name}`}
            >
              Withdraw
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
