import type { Competitor, CoupleInput, EventDefinition } from '@floorcraft/domain';
import { Alert, Button, Group, List, Stack, TextInput } from '@mantine/core';
import { useMemo, useState, type FormEvent } from 'react';
import { coupleFromDraft, emptyCoupleDraft, type CoupleDraft } from './couple-form-model';
import { EventPicker } from './event-picker';
import { PersonFields } from './person-fields';

export interface CoupleFormProps {
  affiliations: readonly string[];
  events: readonly EventDefinition[];
  /** Dancers already registered, to choose from; leave out to allow only new dancers. */
  competitors?: readonly Competitor[];
  /** Offer the lead-number field (staff); registration leaves numbers to the domain. */
  withLeadNumber?: boolean;
  submitLabel?: string;
  /** Sends the couple; resolves true when it was taken, which clears the form. */
  onSubmit: (couple: CoupleInput) => Promise<boolean>;
  /** The server's refusal of the last couple sent, as a sentence. */
  refusal: string | undefined;
}

/**
 * A couple and the events they enter: the add-competitor form, and the one
 * public registration reuses. Checks what it can before sending.
 */
export function CoupleForm({
  affiliations,
  events,
  competitors,
  withLeadNumber = false,
  submitLabel = 'Register couple',
  onSubmit,
  refusal,
}: CoupleFormProps) {
  const [draft, setDraft] = useState<CoupleDraft>(emptyCoupleDraft);
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const dancers = useMemo(
    () =>
      competitors
        ?.map((dancer) => ({ value: dancer.id, label: `${dancer.name} · ${dancer.affiliation}` }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [competitors],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = coupleFromDraft(draft);
    if (!checked.ok) {
      setProblems(checked.problems);
      return;
    }
    setProblems([]);
    setBusy(true);
    if (await onSubmit(checked.couple)) {
      setDraft(emptyCoupleDraft());
    }
    setBusy(false);
  };
  const shown = refusal ? [...problems, refusal] : problems;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <PersonFields
          role="Lead"
          value={draft.lead}
          onChange={(lead) => setDraft((current) => ({ ...current, lead }))}
          affiliations={affiliations}
          dancers={dancers}
        />
        <PersonFields
          role="Follow"
          value={draft.follow}
          onChange={(follow) => setDraft((current) => ({ ...current, follow }))}
          affiliations={affiliations}
          dancers={dancers}
        />
        <EventPicker
          events={events}
          value={draft.events}
          onChange={(names) => setDraft((current) => ({ ...current, events: names }))}
        />
        {withLeadNumber && (
          <TextInput
            label="Lead number (optional)"
            description="Left empty, the lead keeps their number or gets the next free one."
            inputMode="numeric"
            value={draft.leadNumber}
            onChange={(event) => {
              const leadNumber = event.currentTarget.value;
              setDraft((current) => ({ ...current, leadNumber }));
            }}
            maw={260}
          />
        )}
        {shown.length > 0 && (
          <Alert color="red" role="alert">
            {shown.length === 1 ? (
              shown[0]
            ) : (
              <List size="sm">
                {shown.map((problem) => (
                  <List.Item key={problem}>{problem}</List.Item>
                ))}
              </List>
            )}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
