import type { RegistrarView } from '@floorcraft/domain';
import { Group, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { formatMoney } from '../../lib/format-money';
import { Panel } from './panel';
import { registrationTotals } from './registration-totals';

/** Registrations so far and the fees still to collect (owner, admin and registrar only). */
export function RegistrationsPanel({ view }: { view: RegistrarView }) {
  const { registration } = view;
  const totals = useMemo(() => registrationTotals(registration), [registration]);
  const currency = registration.fees?.currency;
  return (
    <Panel title="Registrations">
      <Group gap="xl">
        <Stack gap={0}>
          <Text size="xl" fw={700}>
            {totals.registered}
          </Text>
          <Text size="sm" c="gray.8">
            dancers registered{totals.withdrawn > 0 && ` (${totals.withdrawn} withdrawn)`}
          </Text>
        </Stack>
        <Stack gap={0}>
          <Text size="xl" fw={700}>
            {formatMoney(totals.outstanding, currency)}
          </Text>
          <Text size="sm" c="gray.8">
            fees due from {totals.owing} {totals.owing === 1 ? 'dancer' : 'dancers'}
          </Text>
        </Stack>
      </Group>
    </Panel>
  );
}
