import { OTHER_AFFILIATION, type Competitor } from '@floorcraft/domain';
import { Button, Checkbox, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useCommand } from '../../lib/api/use-command';
import { fieldProblems } from '../../lib/forms/field-problems';
import {
  CORRECT_DANCER_LABELS,
  correctDancerCommand,
  correctDancerRules,
  correctDancerValues,
  schoolChoices,
  type CorrectDancerValues,
} from './correct-dancer-model';
import type { RegistrationRow } from './registration-rows';
import { FormProblems } from '../../components/form-problems';

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
  const dancer = row && competitors[row.competitorId];
  return (
    <Modal
      opened={row !== undefined}
      onClose={onClose}
      // Mantine's close button has no name of its own.
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={row ? `Edit ${row.name}` : 'Edit'}
    >
      {row && dancer && (
        <CorrectDancerForm
          key={row.competitorId}
          dancer={dancer}
          row={row}
          affiliations={affiliations}
          onDone={onClose}
        />
      )}
    </Modal>
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
        <FormProblems problems={problems} refusal={refusal} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            Save dancer
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
