import type { CompetitionState, Round } from '@floorcraft/domain';
import { Alert, Button, Modal, Select, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { CommandRunner } from '../../lib/api/use-command';
import { lateCouples } from './late-couples';

interface LateCoupleDialogProps {
  view: Pick<CompetitionState, 'events'>;
  round: Round;
  label: string;
  heat: number;
  command: CommandRunner;
  onClose: () => void;
}

/**
 * Adds a couple to one heat without moving anybody already lined up: a
 * couple entered in the competition (this event's own first), or a
 * placeholder 9999 for a couple whose number is not known yet.
 */
export function LateCoupleDialog({
  view,
  round,
  label,
  heat,
  command,
  onClose,
}: LateCoupleDialogProps) {
  const candidates = useMemo(() => lateCouples(view, round), [view, round]);
  const [picked, setPicked] = useState<string | null>(null);
  const where = `late:${round.roundId}:${heat}`;
  const couple = candidates.find((candidate) => candidate.key === picked);
  const place = { eventName: round.eventName, roundNumber: round.roundNumber, heat };
  const send = (sent: Promise<boolean>) => void sent.then((accepted) => accepted && onClose());
  return (
    <Modal
      opened
      onClose={onClose}
      title={`Add a late couple to heat ${heat}`}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text size="sm">{label}. Nobody already lined up moves.</Text>
        <Select
          label="Couple"
          placeholder="Type a number or a name"
          searchable
          limit={40}
          nothingFoundMessage="No couple found"
          data={[
            {
              group: 'Entered in this event',
              items: candidates.filter((c) => c.inEvent).map(option),
            },
            { group: 'Other couples', items: candidates.filter((c) => !c.inEvent).map(option) },
          ].filter((group) => group.items.length > 0)}
          value={picked}
          onChange={setPicked}
          comboboxProps={{ withinPortal: false }}
        />
        <Button
          disabled={!couple || command.pending}
          onClick={() =>
            couple &&
            send(
              command.run(
                { type: 'addEntry', ...place, leadId: couple.leadId, followId: couple.followId },
                { where, success: `${couple.label} joined heat ${heat}.` },
              ),
            )
          }
        >
          Add couple to heat {heat}
        </Button>
        <Text size="sm" c="gray.8">
          Number not known yet? A placeholder 9999 keeps their place.
        </Text>
        <Button
          variant="default"
          disabled={command.pending}
          onClick={() =>
            send(
              command.run(
                { type: 'addPlaceholderEntry', ...place },
                { where, success: `A placeholder 9999 joined heat ${heat}.` },
              ),
            )
          }
        >
          Add placeholder 9999 to heat {heat}
        </Button>
        {command.refusals.get(where) && (
          <Alert color="red" role="alert">
            {command.refusals.get(where)}
          </Alert>
        )}
      </Stack>
    </Modal>
  );
}

const option = (couple: { key: string; label: string }) => ({
  value: couple.key,
  label: couple.label,
});
