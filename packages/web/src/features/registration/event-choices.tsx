import type { EventDefinition, RegistrationPhase } from '@floorcraft/domain';
import { Stack, Text } from '@mantine/core';
import { CheckboxGroupField } from '../../components/native-fields/choice-groups';
import { FieldsetBox } from '../../components/native-fields/fieldset-box';
import { formatMoney } from '../../lib/format-money';
import type { FeeQuote } from './registration-fee';

interface EventChoicesProps {
  /** Only the events the couple may enter (the domain's eligibility). */
  events: readonly EventDefinition[];
  value: string[];
  onChange: (names: string[]) => void;
  error: React.ReactNode;
  quote: FeeQuote;
  /** Undefined when the organizer set no fees: nothing is charged. */
  currency: string | undefined;
  phase: RegistrationPhase;
  /** Said under the fee, e.g. that a registered partner pays their own entries. */
  feeNote?: string | undefined;
}

/** The events to enter, as checkboxes, with the fee so far shown as they are picked. */
export function EventChoices({
  events,
  value,
  onChange,
  error,
  quote,
  currency,
  phase,
  feeNote,
}: EventChoicesProps) {
  const price = phase === 'Pending' ? 'Normal' : phase;
  return (
    <FieldsetBox legend="Events">
      <Stack gap="sm">
        {events.length === 0 ? (
          <Text c="gray.8">No event is open to these levels.</Text>
        ) : (
          <CheckboxGroupField
            value={value}
            onChange={onChange}
            label="Events you enter"
            description="Only the events open to your levels are listed."
            error={error}
            choices={events.map((event) => ({ value: event.name, label: event.name }))}
          />
        )}
        {currency !== undefined && (
          <Text fw={600} aria-live="polite" data-testid="registration-fee">
            Fee: {formatMoney(quote.total, currency)} ({price} price
            {quote.perEntry > 0 && `, ${formatMoney(quote.perEntry, currency)} for each event`})
          </Text>
        )}
        {currency !== undefined && feeNote && (
          <Text size="sm" c="gray.8">
            {feeNote}
          </Text>
        )}
      </Stack>
    </FieldsetBox>
  );
}
