import {
  Button,
  Group,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { sentence } from '../../lib/api/api-error';
import {
  createCompetition,
  slugAvailable,
  type CopyableCompetition,
} from '../../lib/api/competition-creation';
import { useAction } from '../../lib/api/use-action';
import { reloadCompetitionIndex } from '../../lib/api/use-competition-index';
import { sessionStore } from '../../lib/session/session-store';
import {
  creationBody,
  emptyDraft,
  newCompetitionProblems,
  refusalByField,
  suggestSlug,
  withCopySource,
  type ChosenByHand,
  type NewCompetitionDraft,
} from './new-competition-model';
import { browserTimeZone, browserTimeZoneOptions } from './time-zone-options';
import { feedbackOf, FormFooter } from '../../components/form-footer';

/** The server's words for a taken address (the 409's), said before sending. */
const taken = (slug: string) => `the address "${slug}" is taken: choose another`;

/**
 * The create form (issue 25 item 1): the details, the web address suggested from the name
 * until the organizer types their own (a taken one refused before sending), and where the
 * competition starts from. Refusals land beside their fields, what was typed kept; once
 * created, the creator (its owner) lands in its setup.
 */
export function NewCompetitionForm({ copyable }: { copyable: readonly CopyableCompetition[] }) {
  const navigate = useNavigate();
  const action = useAction();
  const [zones] = useState(browserTimeZoneOptions);
  const [slugTyped, setSlugTyped] = useState(false);
  const [chosen, setChosen] = useState<ChosenByHand>({});
  const [commandId] = useState(() => crypto.randomUUID());
  const form = useForm<NewCompetitionDraft>({
    initialValues: emptyDraft(browserTimeZone()),
    validate: newCompetitionProblems,
    validateInputOnBlur: true,
  });

  /** Refuses a taken address beside the field; true when it is free (or not yet a valid one). */
  const checkSlug = async (slug: string): Promise<boolean> => {
    if (newCompetitionProblems({ ...form.getValues(), slug }).slug !== undefined) {
      return true;
    }
    // A check that fails (the network) is no refusal: the server decides again on sending.
    const free = await slugAvailable(slug).catch(() => true);
    if (!free) {
      form.setFieldError('slug', taken(slug));
    }
    return free;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    action.reset();
    const { hasErrors } = form.validate();
    const values = form.getValues();
    if (hasErrors || !(await checkSlug(values.slug))) {
      return;
    }
    let created: string | undefined;
    await action.run(
      async () => {
        created = await createCompetition(creationBody(values, commandId));
      },
      {
        explain: (words) => {
          const split = refusalByField(words);
          form.setErrors(split.fields);
          return split.other.length > 0
            ? sentence(split.other.join('; '))
            : 'Please correct the fields marked.';
        },
      },
    );
    if (created !== undefined) {
      // The new owner's roles and the switcher's list include it from now on.
      await sessionStore.refresh();
      reloadCompetitionIndex();
      void navigate(`/c/${created}/admin/setup`);
    }
  };

  const nameProps = form.getInputProps('name');
  const slugProps = form.getInputProps('slug');
  const start = form.getValues().start;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="New competition">
      <Stack gap="md">
        <TextInput
          label="Name"
          required
          {...nameProps}
          onChange={(event) => {
            const name = event.currentTarget.value;
            form.setFieldValue('name', name);
            if (!slugTyped) {
              form.setFieldValue('slug', suggestSlug(name));
            }
          }}
        />
        <TextInput
          label="Web address"
          description={`Its pages will be at /c/${form.getValues().slug || 'your-address'}: lowercase letters, digits and hyphens.`}
          required
          {...slugProps}
          onChange={(event) => {
            setSlugTyped(true);
            form.setFieldValue('slug', event.currentTarget.value);
          }}
          onBlur={() => {
            form.validateField('slug');
            void checkSlug(form.getValues().slug);
          }}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="First day" type="date" required {...form.getInputProps('startDate')} />
          <TextInput label="Last day" type="date" required {...form.getInputProps('endDate')} />
        </SimpleGrid>
        <TextInput label="Venue" {...form.getInputProps('venueName')} />
        <Textarea
          label="Venue address"
          autosize
          minRows={2}
          {...form.getInputProps('venueAddress')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label="Time zone"
            description="Deadlines and the schedule are shown in it."
            data={zones}
            searchable
            allowDeselect={false}
            required
            {...form.getInputProps('timeZone')}
            onChange={(zone: string | null) => {
              setChosen((before) => ({ ...before, timeZone: true }));
              form.setFieldValue('timeZone', zone ?? '');
            }}
          />
          <TextInput
            label="Currency"
            description="Three letters, e.g. USD, EUR, GBP."
            required
            maxLength={3}
            {...form.getInputProps('currency')}
            onChange={(event) => {
              setChosen((before) => ({ ...before, currency: true }));
              form.setFieldValue('currency', event.currentTarget.value.toUpperCase());
            }}
          />
        </SimpleGrid>
        <Radio.Group label="Start from" required {...form.getInputProps('start')}>
          <Stack gap="xs" mt="xs">
            <Radio value="empty" label="Nothing: add the events yourself" />
            <Radio
              value="collegiate"
              label="The collegiate template: Newcomer to Championship in Standard, Latin, Smooth and Rhythm, with a lunch break and awards"
            />
            <Radio
              value="copy"
              disabled={copyable.length === 0}
              label={
                copyable.length === 0
                  ? 'A copy of an earlier competition (you own none yet)'
                  : 'A copy of an earlier competition: its events, fees (a year later), officials, pages, schools and settings; never its people, marks or money'
              }
            />
          </Stack>
        </Radio.Group>
        {start === 'copy' && (
          <Select
            label="Competition to copy"
            data={copyable.map(({ slug, fullName }) => ({ value: slug, label: fullName }))}
            searchable
            required
            {...form.getInputProps('copyFrom')}
            onChange={(slug: string | null) => {
              const source = copyable.find((competition) => competition.slug === slug);
              if (source) {
                form.setValues(withCopySource(form.getValues(), source, chosen));
              } else {
                form.setFieldValue('copyFrom', null);
              }
            }}
          />
        )}
        <Text size="sm" c="gray.7">
          You become its owner. Registration stays closed until you open it in setup.
        </Text>
        <FormFooter outcome={feedbackOf(action)}>
          <Group>
            <Button type="submit" loading={action.pending}>
              Create competition
            </Button>
          </Group>
        </FormFooter>
      </Stack>
    </form>
  );
}
