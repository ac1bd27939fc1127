import { ageGroups, dances, levels, styles, type EventDefinition } from '@floorcraft/domain';
import {
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useCommand } from '../../lib/api/use-command';
import { fieldProblems } from '../../lib/forms/field-problems';
import {
  EVENT_LABELS,
  eventDraftOf,
  eventRules,
  eventToSave,
  isBreak,
  newEventDraft,
  withBreakMinutes,
  withCap,
  withDances,
  withLevel,
  withName,
  withStyle,
  type EventDraft,
} from './event-draft';
import { FormFooter } from '../../components/form-footer';

interface EventFormProps {
  /** The event being edited, or undefined to create one. */
  editing: EventDefinition | undefined;
  existingNames: readonly string[];
  onDone: (savedName: string | undefined) => void;
}

/**
 * Create or edit one event. Names are keys (spec §3), so an event keeps its
 * name: renaming is not supported, and the form says so.
 */
export function EventForm({ editing, existingNames, onDone }: EventFormProps) {
  const command = useCommand();
  const creating = editing === undefined;
  const form = useForm<EventDraft>({
    initialValues: editing ? eventDraftOf(editing) : newEventDraft(),
    validate: eventRules(existingNames, creating),
  });
  const draft = form.getValues();
  // Level and dances follow the name and style until chosen: a change can set two fields.
  const setDraft = (next: EventDraft) => form.setValues(next);
  const headingId = 'event-form-title';

  const save = async (values: EventDraft) => {
    const event = eventToSave(values);
    if (await command.run({ type: 'saveEvent', event })) {
      onDone(event.name);
    }
  };
  const problems = fieldProblems(form.errors, EVENT_LABELS);
  const shown = command.refusal ? [...problems, command.refusal] : problems;

  return (
    <Paper withBorder radius="md" p="md" bg="gray.0">
      <form onSubmit={form.onSubmit(save)} noValidate aria-labelledby={headingId}>
        <Stack gap="md">
          <Title order={3} size="h4" id={headingId}>
            {creating ? 'New event' : `Edit ${editing.name}`}
          </Title>
          <TextInput
            label="Name"
            required
            readOnly={!creating}
            description={
              creating
                ? 'The name is the event’s key: it may not contain . # $ / [ ] and cannot be changed later.'
                : 'Renaming is not supported: the name is the event’s key. Create a new event and delete this one instead.'
            }
            value={draft.name}
            error={form.errors.name}
            onChange={(change) => setDraft(withName(draft, change.currentTarget.value))}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <Select
              label="Level"
              description={draft.levelChosen ? undefined : 'Suggested from the name'}
              data={[...levels]}
              value={draft.eventLevel}
              error={form.errors.eventLevel}
              clearable
              onChange={(value) => setDraft(withLevel(draft, value))}
            />
            <Select
              label="Style"
              data={[...styles]}
              value={draft.style}
              error={form.errors.style}
              clearable
              onChange={(value) => setDraft(withStyle(draft, value))}
            />
            <Select
              label="Age group"
              data={[...ageGroups]}
              clearable
              {...form.getInputProps('ageGroup')}
            />
          </SimpleGrid>
          <MultiSelect
            label="Dances"
            description={
              draft.dancesChosen ? undefined : 'The style’s usual dances; change as needed'
            }
            data={[...dances]}
            value={draft.eventDances}
            error={form.errors.eventDances}
            searchable
            onChange={(value) => setDraft(withDances(draft, value))}
          />
          {isBreak(draft) && (
            <NumberInput
              label="Break length (minutes)"
              description="Left empty, the break takes the length set on the settings screen."
              min={0}
              max={240}
              w={{ base: '100%', sm: 240 }}
              value={draft.breakMinutes ?? ''}
              error={form.errors.breakMinutes}
              onChange={(value) => setDraft(withBreakMinutes(draft, value))}
            />
          )}
          {!isBreak(draft) && (
            <NumberInput
              label="Cap (couples)"
              description="Past this many couples, registrations join the event's waitlist. Empty: no cap."
              min={1}
              allowDecimal={false}
              w={{ base: '100%', sm: 240 }}
              value={draft.cap ?? ''}
              error={form.errors.cap}
              onChange={(value) => setDraft(withCap(draft, value))}
            />
          )}
          <FormFooter problems={shown} title="The event was not saved">
            <Group>
              <Button type="submit" loading={command.pending}>
                Save event
              </Button>
              <Button variant="default" onClick={() => onDone(undefined)}>
                Cancel
              </Button>
            </Group>
          </FormFooter>
        </Stack>
      </form>
    </Paper>
  );
}
