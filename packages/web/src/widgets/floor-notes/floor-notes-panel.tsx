import type { CompetitionState } from '@floorcraft/domain';
import { Alert, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useMemo } from 'react';
import { clockTime } from '../../lib/format-dates';
import { useCompetitionZone } from '../../lib/realtime/use-competition-zone';
import { readyRounds, readyText, shownFloorNotes } from './floor-notes';

interface FloorNotesPanelProps {
  /** A staff view (notes and ready heats are staff only). */
  view: Pick<CompetitionState, 'events' | 'floor'>;
  /** Staff names by user id, to say who wrote each note; without them no author is shown. */
  names?: Readonly<Record<string, string>>;
  /** Clears a note that was dealt with; no Clear buttons without it. */
  onClear?: (id: string) => void;
  pending?: boolean;
  refusal?: string | undefined;
  /** The rounds whose lined-up heats are listed; every round not yet posted by default. */
  roundIds?: readonly string[];
  title?: string;
  /** The heading level that fits the screen's outline (2 on its own, 3 inside a round). */
  order?: 2 | 3;
}

/**
 * What the floor tells the MC and the chairman, live: the deck captain's
 * notes (newest first, with time, round and who) and which heats are lined
 * up. Shared by the MC's, the chairman's and the deck captain's screens.
 */
export function FloorNotesPanel({
  view,
  names,
  onClear,
  pending = false,
  refusal,
  roundIds,
  title = 'From the floor',
  order = 2,
}: FloorNotesPanelProps) {
  const headingId = useId();
  const zone = useCompetitionZone();
  const notes = useMemo(() => shownFloorNotes(view, names), [view, names]);
  const ready = useMemo(() => readyRounds(view, roundIds), [view, roundIds]);
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p="md">
      <Stack gap="sm">
        <Title order={order} id={headingId} size="h3">
          {title}
        </Title>
        {ready.length > 0 && (
          <List aria-label="Heats lined up" spacing={4}>
            {ready.map((round) => (
              <List.Item key={round.roundId}>
                <Text span fw={700}>
                  {readyText(round.heats)}
                </Text>{' '}
                <Text span c="gray.8">
                  — {round.label}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
        {notes.length === 0 ? (
          <Text c="gray.8">No notes from the floor.</Text>
        ) : (
          <List aria-label="Notes from the floor" listStyleType="none" spacing="xs">
            {notes.map((note) => (
              <List.Item key={note.id}>
                <Group justify="space-between" align="flex-start" gap="sm">
                  <div style={{ minWidth: 0, flex: '1 1 12rem' }}>
                    <Text size="sm" c="gray.8">
                      {clockTime(note.at, zone).slice(0, 5)}
                      {note.about && ` · ${note.about}`}
                      {note.from && ` · ${note.from}`}
                    </Text>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {note.text}
                    </Text>
                  </div>
                  {onClear && (
                    <Button
                      variant="default"
                      size="sm"
                      disabled={pending}
                      aria-label={`Clear the note: ${note.text}`}
                      onClick={() => onClear(note.id)}
                    >
                      Clear
                    </Button>
                  )}
                </Group>
              </List.Item>
            ))}
          </List>
        )}
        {refusal && (
          <Alert color="red" role="alert">
            {refusal}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
