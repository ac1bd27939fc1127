import type { Competitor, Seeking } from '@floorcraft/domain';
import { Select, Stack, Text } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useMemo } from 'react';

interface RegisteredPartnerSelectProps {
  competitors: Readonly<Record<string, Competitor>>;
  /** The public TBA list: who waits for a partner, for which part, in which event (no emails). */
  seeking: Readonly<Record<string, Seeking>>;
  inputProps: GetInputPropsReturnType;
}

/** What a dancer on the TBA list waits for: "looking for a lead in Silver Latin, Gold Latin". */
function waitsFor(records: readonly Seeking[]): string {
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
  competitors,
  seeking,
  inputProps,
}: RegisteredPartnerSelectProps) {
  const waiting = useMemo(() => {
    const byDancer = new Map<string, Seeking[]>();
    for (const record of Object.values(seeking)) {
      byDancer.set(record.competitorId, [...(byDancer.get(record.competitorId) ?? []), record]);
    }
    return byDancer;
  }, [seeking]);
  const dancers = useMemo(
    () =>
      Object.values(competitors)
        .map((dancer) => {
          const records = waiting.get(dancer.id);
          const label = `${dancer.name} · ${dancer.affiliation}`;
          return { value: dancer.id, label: records ? `${label} · ${waitsFor(records)}` : label };
        })
        .sort((a, b) => a.label.localeCompare(b.label)),
    [competitors, waiting],
  );
  const chosen = typeof inputProps.value === 'string' ? inputProps.value : '';
  const chosenWaits = waiting.get(chosen);
  return (
    <Stack gap="xs">
      <Select
        label="Partner (search by name)"
        placeholder="Type a name"
        searchable
        limit={30}
        nothingFoundMessage="No registered dancer by that name"
        data={dancers}
        required
        {...inputProps}
      />
      {chosenWaits && (
        <Text size="sm" c="gray.8" data-testid="tba-partner-note">
          {competitors[chosen]?.name} is on the TBA list, {waitsFor(chosenWaits)}. Tick those events
          below: we ask them by email to dance them with you, and you are entered once they accept.
        </Text>
      )}
    </Stack>
  );
}
