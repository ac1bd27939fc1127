import { messageAudience, messagePlaceholders, type RegistrarView } from '@floorcraft/domain';
import {
  Button,
  Grid,
  Group,
  List,
  MultiSelect,
  Paper,
  Radio,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo, useState } from 'react';
import { sentence } from '../../lib/api/api-error';
import { useCommand } from '../../lib/api/use-command';
import { askToConfirm } from '../../lib/confirm/confirm-store';
import { fieldProblems } from '../../lib/forms/field-problems';
import { eventChoices, schoolChoices } from './compose-choices';
import {
  AUDIENCE_LABELS,
  COMPOSE_LABELS,
  blankCompose,
  composeRules,
  sendMessageCommand,
  type AudienceKind,
  type ComposeValues,
} from './compose-model';
import { sendQuestion } from './send-question';
import { messagePreview } from './message-preview';
import { PreviewPanel } from './preview-panel';
import { feedbackOf, FormFooter } from '../../components/form-footer';

const PLACEHOLDER_WORDS: Record<(typeof messagePlaceholders)[number], string> = {
  '{name}': 'the dancer’s name (both names when two share an address)',
  '{competition}': 'the competition’s name',
  '{owed}': 'what they still owe',
};

/** A new message's id: made once per message, so a second click cannot mail it twice. */
const newMessageId = () => crypto.randomUUID();

/**
 * Write a message to entrants (issue 25 item 8): whom it goes to, subject
 * and text, a preview counted and rendered in the browser with the
 * domain's own functions, then Send, asked in the app's dialog. The
 * message's id is fixed while it is composed: a double click, or Send
 * again after a lost reply, is the same message, which the server refuses
 * to send twice.
 */
export function ComposeForm({ view }: { view: RegistrarView }) {
  const [messageId, setMessageId] = useState(newMessageId);
  const recipientsOf = (audience: Parameters<typeof messageAudience>[1]) =>
    messageAudience(view, audience).recipients.length;
  const form = useForm<ComposeValues>({
    initialValues: blankCompose(),
    validate: composeRules(messageId, recipientsOf),
  });
  const command = useCommand();
  // From the first click until the send ends: a second click asks nothing and sends nothing.
  const [asking, setAsking] = useState(false);
  const values = form.getValues();
  const preview = useMemo(() => messagePreview(view, values), [view, values]);
  const events = useMemo(() => eventChoices(view), [view]);
  const schools = useMemo(() => schoolChoices(view), [view]);

  const send = async (chosen: ComposeValues) => {
    const counted = messagePreview(view, chosen);
    if (asking || !counted) {
      return;
    }
    setAsking(true);
    try {
      if (!(await askToConfirm(sendQuestion(counted, chosen.subject.trim())))) {
        return;
      }
      const sent = await command.run(sendMessageCommand(messageId, chosen), {
        success: `“${chosen.subject.trim()}” is being sent: its progress is in the log below.`,
        // Send again after a reply that never came: the server had it, and sends it once.
        explain: (words) =>
          words.includes('was already sent')
            ? 'This message was already sent: its progress is in the log below.'
            : sentence(words),
      });
      if (sent) {
        form.setValues(blankCompose());
        form.resetDirty();
        setMessageId(newMessageId());
      }
    } finally {
      setAsking(false);
    }
  };

  return (
    <form onSubmit={form.onSubmit(send)} noValidate aria-labelledby="compose-title">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <Title order={2} size="h3" id="compose-title">
              Write a message
            </Title>
            <Radio.Group
              label={COMPOSE_LABELS.kind}
              {...form.getInputProps('kind')}
              onChange={(kind) => form.setFieldValue('kind', kind as AudienceKind)}
            >
              <Stack gap="xs" mt="xs">
                {(Object.keys(AUDIENCE_LABELS) as AudienceKind[]).map((kind) => (
                  <Radio key={kind} value={kind} label={AUDIENCE_LABELS[kind]} />
                ))}
              </Stack>
            </Radio.Group>
            {values.kind === 'events' && (
              <MultiSelect
                label={COMPOSE_LABELS.eventNames}
                description="Everybody entered in any of them"
                placeholder="Choose events"
                data={events}
                searchable
                nothingFoundMessage="No event of that name has entries"
                {...form.getInputProps('eventNames')}
              />
            )}
            {values.kind === 'school' && (
              <Select
                label={COMPOSE_LABELS.school}
                placeholder="Choose a school"
                data={schools}
                searchable
                nothingFoundMessage="No school of that name"
                {...form.getInputProps('school')}
                onChange={(school: string | null) => form.setFieldValue('school', school ?? '')}
              />
            )}
            <TextInput
              label={COMPOSE_LABELS.subject}
              autoComplete="off"
              {...form.getInputProps('subject')}
            />
            <Grid gap="md">
              <Grid.Col span={{ base: 12, sm: 8 }}>
                <Textarea
                  label={COMPOSE_LABELS.body}
                  aria-describedby="placeholder-list"
                  autosize
                  minRows={6}
                  maxRows={20}
                  {...form.getInputProps('body')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <Text size="sm" fw={500} id="placeholder-list">
                  Each mail fills in:
                </Text>
                <List size="sm" spacing={2} aria-labelledby="placeholder-list">
                  {messagePlaceholders.map((placeholder) => (
                    <List.Item key={placeholder}>
                      <Text span ff="monospace" size="sm">
                        {placeholder}
                      </Text>{' '}
                      {PLACEHOLDER_WORDS[placeholder]}
                    </List.Item>
                  ))}
                </List>
              </Grid.Col>
            </Grid>
            <FormFooter
              problems={fieldProblems(form.errors, COMPOSE_LABELS)}
              outcome={feedbackOf(command)}
            >
              <Group>
                <Button type="submit" loading={command.pending}>
                  Send…
                </Button>
              </Group>
            </FormFooter>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder radius="md" p="md">
            <PreviewPanel preview={preview} />
          </Paper>
        </Grid.Col>
      </Grid>
    </form>
  );
}
