import {
  roundStates,
  type RehearsalGround,
  type RehearsalPermit,
  type Round,
} from '@floorcraft/domain';
import { Alert, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { clockTime } from '../../lib/format-dates';
import { useCompetitionZone } from '../../lib/realtime/use-competition-zone';
import type { PostPreview } from './post-preview';
import { useCommand } from '../../lib/api/use-command';
import { confirmThen } from '../../lib/confirm/confirm-store';

interface RoundActionsProps {
  round: Round;
  title: string;
  preview: PostPreview;
  may: { start: boolean; post: boolean; rehearse: boolean };
  /** Whether random marks may fill this round, and why (the domain's rule). */
  rehearsal: RehearsalPermit;
}

/** The largest seed rehearseRound takes. */
const MAX_SEED = 2 ** 31;

/** Why the fill is offered, said beside it and in its question. */
const rehearsalGrounds: Record<RehearsalGround, string> = {
  rehearsalCompetition: 'this competition is marked as a rehearsal',
  notStarted: 'this round has not started',
};

/** Starting, posting (with what posting does) and the rehearsal fill of one round. */
export function RoundActions({ round, title, preview, may, rehearsal }: RoundActionsProps) {
  const { run, refusal, pending } = useCommand();
  const headingId = useId();
  const zone = useCompetitionZone();
  const blockedId = useId();
  const rehearsalId = useId();
  const ref = { eventName: round.eventName, roundNumber: round.roundNumber };
  const notStarted =
    round.roundState === roundStates.Initialized || round.roundState === roundStates.Empty;
  const posted = round.roundState === roundStates.Posted;
  return (
    <Stack gap="md">
      {refusal && (
        <Alert color="red" role="alert">
          {refusal}
        </Alert>
      )}
      {notStarted && may.start && (
        <Group>
          <Button
            variant="default"
            disabled={pending}
            onClick={() => void run({ type: 'startRound', ...ref })}
          >
            Start round
          </Button>
          <Text size="sm" c="gray.8">
            Puts it on the floor: judges’ tablets take its cards.
          </Text>
        </Group>
      )}
      <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
        <Stack gap="xs">
          <Title order={2} size="h4" id={headingId}>
            Post the round
          </Title>
          {posted ? (
            <Text>
              Posted{preview.postedAt ? ` at ${clockTime(preview.postedAt, zone)}` : ''}: the
              results are saved and public.
              {preview.nextRound &&
                ` The ${preview.nextRound.name} holds ${preview.nextRound.couples} couples in ${preview.nextRound.heats} ${preview.nextRound.heats === 1 ? 'heat' : 'heats'}.`}
            </Text>
          ) : (
            <>
              <Text size="sm">Posting:</Text>
              <List size="sm" spacing={2}>
                {preview.effects.map((effect) => (
                  <List.Item key={effect}>{effect}</List.Item>
                ))}
              </List>
              {preview.warning && (
                <Text size="sm" c="red.9">
                  {preview.warning}
                </Text>
              )}
              {may.post && (
                <Group gap="sm">
                  <Button
                    disabled={pending || preview.blocked !== undefined}
                    aria-describedby={preview.blocked ? blockedId : undefined}
                    onClick={() =>
                      confirmThen(
                        {
                          title: `Post ${title}?`,
                          message: preview.warning ? `${preview.warning} Posting:` : 'Posting:',
                          details: preview.effects,
                          confirmLabel: 'Post round',
                        },
                        () => run({ type: 'postRound', ...ref }),
                      )
                    }
                  >
                    Post round
                  </Button>
                  {preview.blocked && (
                    <Text id={blockedId} size="sm" c="gray.8">
                      {preview.blocked}
                    </Text>
                  )}
                </Group>
              )}
            </>
          )}
        </Stack>
      </Paper>
      {may.rehearse && rehearsal.ok && !posted && (
        <Paper withBorder p="md" bg="yellow.0">
          <Group gap="sm">
            <Button
              color="yellow"
              c="dark.8"
              disabled={pending}
              aria-describedby={rehearsalId}
              onClick={() =>
                confirmThen(
                  {
                    title: `Fill ${title} with random marks?`,
                    message: `Every missing card is filled as if every judge had marked, ${rehearsalGrounds[rehearsal.ground]}. The random marks count like real ones until the round is stepped back.`,
                    confirmLabel: 'Fill with random marks',
                  },
                  () =>
                    run({
                      type: 'rehearseRound',
                      ...ref,
                      seed: Math.floor(Math.random() * MAX_SEED),
                    }),
                )
              }
            >
              Rehearsal: fill with random marks
            </Button>
            <Text size="sm" id={rehearsalId}>
              Offered because {rehearsalGrounds[rehearsal.ground]}.
            </Text>
          </Group>
        </Paper>
      )}
    </Stack>
  );
}
