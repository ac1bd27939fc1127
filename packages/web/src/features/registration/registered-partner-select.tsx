import type { RegisterDancer, RegisterSeeker } from '@floorcraft/domain';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useMemo } from 'react';
import { ComboboxField } from '../../components/native-fields/combobox-field';

interface RegisteredPartnerSelectProps {
  dancers: readonly RegisterDancer[];
  /** The public TBA list: who waits for a partner, for which part, in which event (no emails). */
  seeking: readonly RegisterSeeker[];
  inputProps: GetInputPropsReturnType;
}

/** What a dancer on the TBA list waits for: "looking for a lead in Silver Latin, Gold Latin". */
function waitsFor(records: readonly RegisterSeeker[]): string {
  const wanted = records[0]?.role === 'follow' ? 'a lead' : 'a follow';
  return `looking for ${wanted} in ${records.map((record) => record.eventName).join(', ')}`;
}

/**
 * A dancer already registered, found by typing part of their name or school
 * (public names only). A dancer on the TBA list says what they wait for
 * (issue 25 item 10): choosing them asks them, by email, to dance those
 * events with you; you are entered once they accept (issue 24's consent).
 */
export function RegisteredPartnerSelect({
  dancers,
  seeking,
  inputProps,
}: RegisteredPartnerSelectProps) {
  const waiting = useMemo(() => {
    const byDancer = new Map<string, RegisterSeeker[]>();
    for (const record of seeking) {
      byDancer.set(record.competitorId, [...(byDancer.get(record.competitorId) ?? []), record]);
    }
    return byDancer;
  }, [seeking]);
  const options = useMemo(
    () =>
      dancers
        .map((dancer) => {
          const records = waiting.get(dancer.id);
          const label = `${dancer.name} · ${dancer.affiliation}`;
          return { value: dancer.id, label: records ? `${label} · ${waitsFor(records)}` : label };
        })
        .sort((a, b) => a.label.localeCompare(b.label)),
    [dancers, waiting],
  );
  const chosen = typeof inputProps.value === 'string' ? inputProps.value : '';
  const chosenWaits = waiting.get(chosen);
  const chosenName = dancers.find((dancer) => dancer.id === chosen)?.name;
  return (
    <div className="fc-stack fc-stack-tight">
      <ComboboxField
        label="Partner (search by name)"
        placeholder="Type a name"
        limit={30}
        nothingFound="No registered dancer by that name"
        options={options}
        required
        value={chosen || null}
        onChange={inputProps.onChange as (value: string | null) => void}
        onFocus={inputProps.onFocus as () => void}
        onBlur={inputProps.onBlur as () => void}
        error={inputProps.error as React.ReactNode}
      />
      {chosenWaits && (
        <p className="fc-small fc-muted" data-testid="tba-partner-note">
          {chosenName} is on the TBA list, {waitsFor(chosenWaits)}. Tick those events below: we ask
          them by email to dance them with you, and you are entered once they accept.
        </p>
      )}
    </div>
  );
}
