import { Button, Checkbox, Group, Text } from '@mantine/core';
import { checkInLabel, coupleLabel } from './couple-labels';
import type { CoupleEntry, CoupleRound, CoupleRow } from './couple-rows';

/** What a couple's entry line may do; a missing action is not offered (the role may not). */
export interface EntryActions {
  checkIn?: (entry: CoupleEntry, round: CoupleRound, checkedIn: boolean) => void;
  remove?: (entry: CoupleEntry) => void;
  scratch?: (entry: CoupleEntry) => void;
}

interface EntryLineProps {
  couple: CoupleRow;
  entry: CoupleEntry;
  actions: EntryActions;
  /** Check-ins sent but not yet confirmed by the live state, by `event|round|entry`. */
  pending: ReadonlyMap<string, boolean>;
}

export const checkInKey = (eventName: string, roundNumber: number, entryId: string) =>
  `${eventName}|${roundNumber}|${entryId}`;

/** One event of a couple: check-in per round, and taking the couple out of the event. */
export function EntryLine({ couple, entry, actions, pending }: EntryLineProps) {
  const name = coupleLabel(entry.leadNumber, couple.leadName, couple.followName);
  return (
    <Group gap="sm" wrap="wrap" justify="space-between">
      <Group gap="md" wrap="wrap" style={{ flex: '1 1 20rem' }}>
        <Text size="sm" fw={500} miw="12rem">
          {entry.eventName}
        </Text>
        {entry.rounds.length === 0 && (
          <Text size="sm" c="gray.7">
            {entry.eventHasRounds ? 'In no round (scratched, or entered late)' : 'No rounds yet'}
          </Text>
        )}
        {entry.rounds.map((round) => {
          const key = checkInKey(entry.eventName, round.roundNumber, entry.entryId);
          const checked = pending.get(key) ?? round.checkedIn;
          return (
            <Checkbox
              key={round.roundNumber}
              size="sm"
              label={round.roundName}
              aria-label={checkInLabel(
                entry.leadNumber,
                couple.leadName,
                couple.followName,
                entry.eventName,
                round.roundName,
              )}
              checked={checked}
              disabled={!actions.checkIn || pending.has(key)}
              onChange={(event) => actions.checkIn?.(entry, round, event.currentTarget.checked)}
            />
          );
        })}
      </Group>
      <Group gap="xs">
        {actions.scratch && entry.rounds.length > 0 && (
          <Button
            size="compact-xs"
            variant="subtle"
            // Subtle text is the colour's shade 9: orange's is below WCAG AA on white, dark's is not.
            color="dark"
            onClick={() => actions.scratch?.(entry)}
            aria-label={`Scratch ${name} from ${entry.eventName}`}
          >
            Scratch
          </Button>
        )}
        {actions.remove && (
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            onClick={() => actions.remove?.(entry)}
            aria-label={`Remove ${name} from ${entry.eventName}`}
          >
            Remove
          </Button>
        )}
      </Group>
    </Group>
  );
}
