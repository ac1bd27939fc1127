import { commandSchema, type Command } from '@floorcraft/domain';
import { Button, NativeSelect, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useCommand } from '../../lib/api/use-command';
import { domainResolver } from '../../lib/forms/domain-resolver';
import type { DeckRound } from './deck-rounds';
import { feedbackOf, FormFooter } from '../../components/form-footer';

interface NoteFormProps {
  rounds: readonly DeckRound[];
}

interface NoteDraft {
  text: string;
  /** The round the note is about ('' for the floor in general); undefined until picked. */
  about: string | undefined;
}

/** The note as the command sends it: about a round when one is picked. */
function noteCommand(values: NoteDraft, rounds: readonly DeckRound[]): Command {
  const round = rounds.find((each) => each.roundId === (values.about ?? rounds[0]?.roundId));
  return {
    type: 'sendFloorNote',
    text: values.text.trim(),
    ...(round ? { eventName: round.eventName, roundNumber: round.roundNumber } : {}),
  };
}

/**
 * A short note to the MC and chairman ("134 missing, coming from the
 * changing room"), about the round on the floor by default or another one,
 * checked by the domain's own schema (200 characters: the MC reads it aloud).
 */
export function NoteForm({ rounds }: NoteFormProps) {
  const command = useCommand();
  const form = useForm<NoteDraft>({
    initialValues: { text: '', about: undefined },
    validate: domainResolver({
      schema: commandSchema,
      input: (values: NoteDraft) => noteCommand(values, rounds),
    }),
  });
  // Until the deck captain picks, the note is about the first round shown (the one on the floor).
  const about = form.values.about ?? rounds[0]?.roundId ?? '';
  return (
    <form
      aria-label="Note to the MC"
      onSubmit={form.onSubmit((values) => {
        void command
          .run(noteCommand(values, rounds), { success: 'Sent to the MC and the chairman.' })
          .then((accepted) => accepted && form.setFieldValue('text', ''));
      })}
    >
      <Stack gap="xs">
        <Textarea
          label="Note to the MC"
          placeholder="134 missing, coming from the changing room"
          autosize
          minRows={1}
          {...form.getInputProps('text')}
        />
        <NativeSelect
          label="About"
          value={about}
          onChange={(event) => form.setFieldValue('about', event.currentTarget.value)}
          data={[
            ...rounds.map((each) => ({ value: each.roundId, label: each.label })),
            { value: '', label: 'The floor in general' },
          ]}
        />
        <FormFooter outcome={feedbackOf(command)}>
          <Button type="submit" size="md" disabled={command.pending}>
            Send note
          </Button>
        </FormFooter>
      </Stack>
    </form>
  );
}
