import type { Competitor, CoupleInput, EventDefinition } from '@floorcraft/domain';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import { fieldProblems } from '../../lib/forms/field-problems';
import {
  COUPLE_LABELS,
  coupleInput,
  coupleRules,
  emptyCoupleDraft,
  type CoupleDraft,
} from './couple-form-model';
import { EventPicker } from './event-picker';
import { PersonFields } from './person-fields';
import { FormFooter } from '../../components/form-footer';

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
  const form = useForm<CoupleDraft>({ initialValues: emptyCoupleDraft(), validate: coupleRules });
  const draft = form.getValues();
  const dancers = useMemo(
    () =>
      competitors
        ?.map((dancer) => ({ value: dancer.id, label: `${dancer.name} · ${dancer.affiliation}` }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [competitors],
  );

  // form.submitting stays true until this settles.
  const save = async (values: CoupleDraft) => {
    if (await onSubmit(coupleInput(values))) {
      form.setValues(emptyCoupleDraft());
    }
  };
  const problems = fieldProblems(form.errors, COUPLE_LABELS);
  const shown = refusal ? [...problems, refusal] : problems;

  return (
    <form onSubmit={form.onSubmit(save)} noValidate>
      <Stack gap="md">
        <PersonFields
          role="Lead"
          value={draft.lead}
          onChange={(lead) => form.setFieldValue('lead', lead)}
          affiliations={affiliations}
          dancers={dancers}
        />
        <PersonFields
          role="Follow"
          value={draft.follow}
          onChange={(follow) => form.setFieldValue('follow', follow)}
          affiliations={affiliations}
          dancers={dancers}
        />
        <EventPicker
          events={events}
          value={draft.events}
          onChange={(names) => form.setFieldValue('events', names)}
        />
        {withLeadNumber && (
          <TextInput
            label="Lead number (optional)"
            description="Left empty, the lead keeps their number or gets the next free one."
            inputMode="numeric"
            {...form.getInputProps('leadNumber')}
            // The problem is named in the list below, with the others.
            error={undefined}
            maw={260}
          />
        )}
        <FormFooter problems={shown} title={null}>
          <Group>
            <Button type="submit" loading={form.submitting}>
              {submitLabel}
            </Button>
          </Group>
        </FormFooter>
      </Stack>
    </form>
  );
}
