import type { MetadataFields, RegistrationStatus } from '@floorcraft/domain';
import {
  Button,
  ColorInput,
  Fieldset,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { sentence } from '../../lib/api/api-error';
import { splitFieldErrors } from './field-errors';
import { feedbackOf, FormFeedback, type Feedback } from '../../components/form-feedback';
import {
  metadataChange,
  metadataDraft,
  type MetadataDraft,
  type MetadataField,
} from './metadata-draft';
import { useCommand } from '../../lib/api/use-command';

const STATUS_OPTIONS: { value: RegistrationStatus; label: string }[] = [
  { value: 'EARLY', label: 'Early registration' },
  { value: 'OPEN', label: 'Open' },
  { value: 'CLOSED', label: 'Closed' },
];

type TextField = Exclude<MetadataField, 'registrationStatus' | 'resultsPageShown'>;

interface CompetitionFormProps {
  stored: MetadataFields;
  editable: boolean;
  labelledBy: string;
}

/**
 * The competition's metadata (spec §3). Fields the user has not touched
 * follow the live state, so a change made elsewhere shows at once; only
 * changed fields are sent. Field errors from the server land by the field.
 */
export function CompetitionForm({ stored, editable, labelledBy }: CompetitionFormProps) {
  const command = useCommand();
  const [edits, setEdits] = useState<Partial<MetadataDraft>>({});
  const [errors, setErrors] = useState<Partial<Record<MetadataField, string>>>({});
  // What the form says before sending; the server's answer is the command's.
  const [feedback, setFeedback] = useState<Feedback>();
  const draft: MetadataDraft = { ...metadataDraft(stored), ...edits };

  const edit = <K extends MetadataField>(field: K, value: MetadataDraft[K]) => {
    setEdits((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const text = (field: TextField) => ({
    value: draft[field],
    error: errors[field],
    onChange: (event: { currentTarget: { value: string } }) =>
      edit(field, event.currentTarget.value),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFeedback(undefined);
    command.reset();
    const { patch, problems } = metadataChange(draft, stored);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      setFeedback({ ok: false, text: 'Please correct the fields marked.' });
      return;
    }
    if (Object.keys(patch).length === 0) {
      setFeedback({ ok: true, text: 'Nothing changed.' });
      return;
    }
    const saved = await command.run(
      { type: 'updateMetadata', patch },
      {
        success: 'Competition details saved.',
        // Problems that name a field go beside it; the rest is the sentence shown.
        explain: (words) => {
          const split = splitFieldErrors(words);
          setErrors(split.fields);
          return split.other.length > 0
            ? sentence(split.other.join('; '))
            : 'Please correct the fields marked.';
        },
      },
    );
    if (saved) {
      setEdits({});
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={labelledBy}>
      <Stack gap="md">
        <Fieldset variant="unstyled" disabled={!editable}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Full name" required {...text('fullName')} />
            <ColorInput
              label="Primary colour"
              // Mantine's eye-dropper button has no name of its own.
              eyeDropperButtonProps={{ 'aria-label': 'Pick the primary colour from the screen' }}
              format="hex"
              value={draft.primaryColor}
              error={errors.primaryColor}
              onChange={(value) => edit('primaryColor', value)}
            />
            <TextInput label="Start date" type="date" {...text('startDate')} />
            <TextInput label="End date" type="date" {...text('endDate')} />
            <TextInput
              label="Registration opens (UTC)"
              type="datetime-local"
              {...text('dateRegistrationOpen')}
            />
            <TextInput
              label="Early registration ends (UTC)"
              type="datetime-local"
              {...text('dateRegistrationEarly')}
            />
            <TextInput
              label="Registration closes (UTC)"
              type="datetime-local"
              {...text('dateRegistrationClosed')}
            />
            <Select
              label="Registration status"
              data={STATUS_OPTIONS}
              value={draft.registrationStatus}
              error={errors.registrationStatus}
              allowDeselect={false}
              onChange={(value) => value && edit('registrationStatus', value)}
            />
            <TextInput label="Website" placeholder="https://" {...text('website')} />
            <TextInput
              label="Facebook page"
              placeholder="https://facebook.com/…"
              {...text('facebook')}
            />
            <TextInput label="Instagram handle" placeholder="@yourteam" {...text('instagram')} />
            <TextInput label="Tagline" {...text('tagline')} />
            <TextInput label="Venue name" {...text('venueName')} />
            <Textarea label="Venue address" autosize minRows={2} {...text('venueAddress')} />
          </SimpleGrid>
          <Switch
            mt="md"
            label="Show the results page (the top bar says “See Results” instead of “Register”)"
            checked={draft.resultsPageShown}
            error={errors.resultsPageShown}
            onChange={(event) => edit('resultsPageShown', event.currentTarget.checked)}
          />
        </Fieldset>
        {editable && (
          <Group>
            <Button type="submit" loading={command.pending}>
              Save competition
            </Button>
          </Group>
        )}
        <FormFeedback feedback={feedback ?? feedbackOf(command)} />
      </Stack>
    </form>
  );
}
