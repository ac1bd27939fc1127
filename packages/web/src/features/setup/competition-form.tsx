import {
  isTimeZoneName,
  zoneLabel,
  type MetadataFields,
  type RegistrationStatus,
} from '@floorcraft/domain';
import {
  Button,
  ColorInput,
  Fieldset,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState, type FormEvent } from 'react';
import { sentence } from '../../lib/api/api-error';
import { splitFieldErrors } from './field-errors';
import {
  metadataChange,
  metadataDraft,
  type MetadataDraft,
  type MetadataField,
} from './metadata-draft';
import { useCommand } from '../../lib/api/use-command';
import { TimeZoneSelect } from '../../widgets/time-zone-select';
import { feedbackOf, FormFooter, type Feedback } from '../../components/form-footer';

/**
 * The switch only opens or closes registration (issue 25 item 4, ADR 019): the dates decide
 * the phase and price. A stored EARLY is shown as OPEN (`metadataDraft`), which it now means.
 */
const STATUS_OPTIONS: { value: RegistrationStatus; label: string }[] = [
  { value: 'OPEN', label: 'Open as the dates say' },
  { value: 'CLOSED', label: 'Closed now' },
];

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
  // Only fields the user changed count as touched; the others show the live state.
  const form = useForm<MetadataDraft>({
    initialValues: metadataDraft(stored),
    touchTrigger: 'change',
  });
  // What the form says before sending; the server's answer is the command's.
  const [feedback, setFeedback] = useState<Feedback>();
  const live = metadataDraft(stored);
  const draft = Object.fromEntries(
    (Object.keys(live) as MetadataField[]).map((field) => [
      field,
      form.isTouched(field) ? form.values[field] : live[field],
    ]),
  ) as unknown as MetadataDraft;

  const field = <K extends MetadataField>(name: K) => ({
    ...form.getInputProps(name),
    value: draft[name],
  });

  // The deadlines are typed in the zone the form names (the one being chosen, if changed).
  const zoneNamed = zoneLabel(isTimeZoneName(draft.timeZone) ? draft.timeZone : 'UTC');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFeedback(undefined);
    command.reset();
    const { patch, problems } = metadataChange(draft, stored);
    form.setErrors(problems);
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
          form.setErrors(split.fields);
          return split.other.length > 0
            ? sentence(split.other.join('; '))
            : 'Please correct the fields marked.';
        },
      },
    );
    if (saved) {
      // Saved: every field follows the live state again.
      form.resetTouched();
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={labelledBy}>
      <Stack gap="md">
        <Fieldset variant="unstyled" disabled={!editable}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Full name" required {...field('fullName')} />
            <ColorInput
              label="Primary colour"
              // Mantine's eye-dropper button has no name of its own.
              eyeDropperButtonProps={{ 'aria-label': 'Pick the primary colour from the screen' }}
              format="hex"
              {...field('primaryColor')}
            />
            <TextInput label="Start date" type="date" {...field('startDate')} />
            <TextInput label="End date" type="date" {...field('endDate')} />
            <TextInput label="Website" placeholder="https://" {...field('website')} />
            <TextInput
              label="Facebook page"
              placeholder="https://facebook.com/…"
              {...field('facebook')}
            />
            <TextInput label="Instagram handle" placeholder="@yourteam" {...field('instagram')} />
            <TextInput label="Tagline" {...field('tagline')} />
            <TextInput label="Venue name" {...field('venueName')} />
            <Textarea label="Venue address" autosize minRows={2} {...field('venueAddress')} />
            <TimeZoneSelect
              label="Time zone"
              description="Deadlines are typed and every time is shown on this clock."
              {...field('timeZone')}
            />
          </SimpleGrid>
          <Fieldset legend="Registration" mt="md">
            <Text size="sm" c="gray.7" mb="sm">
              A registration is Early before the early deadline, Normal until normal registration
              ends, and Late after that until registration closes; with neither deadline set it is
              Pending and pays the Normal price.
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label={`Early registration ends (${zoneNamed})`}
                description="Registrations before it pay the Early price."
                type="datetime-local"
                {...field('dateRegistrationEarly')}
              />
              <TextInput
                label={`Normal registration ends (${zoneNamed})`}
                description="Then registrations pay the Late price."
                type="datetime-local"
                {...field('dateRegistrationOpen')}
              />
              <TextInput
                label={`Registration closes (${zoneNamed})`}
                description="Nobody registers after it; empty: registration stays open."
                type="datetime-local"
                {...field('dateRegistrationClosed')}
              />
              <Select
                label="Registration"
                description="Closed now refuses registrations and changes before the close date; the dates decide the prices."
                data={STATUS_OPTIONS}
                allowDeselect={false}
                {...field('registrationStatus')}
              />
            </SimpleGrid>
          </Fieldset>
          <Switch
            mt="md"
            label="Show the results page (the menu and home page link it; the top bar says “See Results” once registration has closed)"
            {...form.getInputProps('resultsPageShown', { type: 'checkbox' })}
            checked={draft.resultsPageShown}
          />
        </Fieldset>
        <FormFooter outcome={feedback ?? feedbackOf(command)}>
          {editable && (
            <Group>
              <Button type="submit" loading={command.pending}>
                Save competition
              </Button>
            </Group>
          )}
        </FormFooter>
      </Stack>
    </form>
  );
}
