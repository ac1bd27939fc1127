import type { RegisterEvent, RegistrationPhase } from '@floorcraft/domain';
import { CheckboxGroupField } from '../../components/native-fields/choice-groups';
import { FieldsetBox } from '../../components/native-fields/fieldset-box';
import { formatMoney } from '../../lib/format-money';
import type { FeeQuote } from './registration-fee';

interface EventChoicesProps {
  /** Only the events the couple may enter (the domain's eligibility). */
  events: readonly RegisterEvent[];
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
      <div className="fc-stack fc-stack-tight">
        {events.length === 0 ? (
          <p className="fc-muted">No event is open to these levels.</p>
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
          <p className="fc-strong" aria-live="polite" data-testid="registration-fee">
            Fee: {formatMoney(quote.total, currency)} ({price} price
            {quote.perEntry > 0 && `, ${formatMoney(quote.perEntry, currency)} for each event`})
          </p>
        )}
        {currency !== undefined && feeNote && <p className="fc-small fc-muted">{feeNote}</p>}
      </div>
    </FieldsetBox>
  );
}
