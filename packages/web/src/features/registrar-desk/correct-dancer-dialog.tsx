import { OTHER_AFFILIATION, schoolChoices, type Competitor } from '@floorcraft/domain';
import { Button, Checkbox, Group, Select, Stack, TextInput } from '@mantine/core';
import { RowDialog } from '../../components/row-dialog';
import { useForm } from '@mantine/form';
import { useCommand } from '../../lib/api/use-command';
import { fieldProblems } from '../../lib/forms/field-problems';
import {
  CORRECT_DANCER_LABELS,
  correctDancerCommand,
  correctDancerRules,
  correctDancerValues,
  type CorrectDancerValues,
} from './correct-dancer-model';
import type { RegistrationRow } from './registration-rows';
import { FormFooter, refusalOnly } from '../../components/form-footer';

interface CorrectDancerDialogProps {
  /** The registration being corrected; the dialog is closed when undefined. */
  row: RegistrationRow | undefined;
  competitors: Record<string, Competitor>;
  affiliations: readonly string[];
  onClose: () => void;
}

/**
 * Corrects a self-registered dancer (`correctDancer`): name, school, email
 * and student status. A new name reaches their entries at once; a TBA
 * dancer, who is in no couple, is corrected only here.
 */
export function CorrectDancerDialog({
  row,
  competitors,
  affiliations,
  onClose,
}: CorrectDancerDialogProps) {
  return (
    <RowDialog
      row={row}
      keyOf={(registration) => registration.competitorId}
      title={(registration) => (registration ? `Edit ${registration.name}` : 'Edit')}
      onClose={onClose}
    >
      {(registration) => {
        const dancer = competitors[registration.competitorId];
        return (
          dancer && (
            <CorrectDancerForm
              dancer={dancer}
              row={registration}
              affiliations={affiliations}
              onDone={onClose}
            />
          )
        );
      }}
    </RowDialog>
  );
}

interface CorrectDancerFormProps {
  dancer: Competitor;
  row: RegistrationRow;
  affiliations: readonly string[];
  onDone: () => void;
}

function CorrectDancerForm({ dancer, row, affiliations, onDone }: CorrectDancerFormProps) {
  const form = useForm<CorrectDancerValues>({
    initialValues: correctDancerValues(dancer, row),
    validate: correctDancerRules(dancer),
  });
  const { run, refusal, pending } = useCommand();
  const save = async (values: CorrectDancerValues) => {
    if (await run(correctDancerCommand(dancer, values))) {
      onDone();
    }
  };
  const problems = fieldProblems(form.errors, CORRECT_DANCER_LABELS);

  return (
    <form onSubmit={form.onSubmit(save)} noValidate>
      <Stack gap="md">
        <TextInput label="Name" maxLength={120} {...form.getInputProps('name')} />
        <Select
          label="School or club"
          searchable
          allowDeselect={false}
          data={schoolChoices(affiliations, dancer.affiliation)}
          {...form.getInputProps('affiliation')}
        />
        {form.getValues().affiliation === OTHER_AFFILIATION && (
          <TextInput
            label="Name of the school or club"
            maxLength={120}
            {...form.getInputProps('otherAffiliation')}
          />
        )}
        <TextInput label="Email" type="email" {...form.getInputProps('email')} />
        <Checkbox label="Student" {...form.getInputProps('student', { type: 'checkbox' })} />
        <FormFooter problems={problems} outcome={refusalOnly(refusal)}>
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              Save dancer
            </Button>
          </Group>
        </FormFooter>
      </Stack>
    </form>
  );
}
