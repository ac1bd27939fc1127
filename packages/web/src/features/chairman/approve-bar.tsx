import { Button, Group, Text } from '@mantine/core';
import { useId } from 'react';
import type { Approval } from './approval';
import { clockTime } from '../../lib/format-dates';
import { useCompetitionZone } from '../../lib/realtime/use-competition-zone';
import { ToneBadge } from '../../components/tone-badge';

/** Approve the round, or why not yet; once approved, when. */
export function ApproveBar({
  approval,
  onApprove,
  pending,
}: {
  approval: Approval;
  onApprove: () => void;
  pending: boolean;
}) {
  const reasonId = useId();
  const zone = useCompetitionZone();
  if (approval.kind === 'approved') {
    return (
      <Group gap="xs">
        <ToneBadge tone="good">Approved</ToneBadge>
        <Text size="sm">at {clockTime(approval.at, zone)}; the scrutineer may post it.</Text>
      </Group>
    );
  }
  const blocked = approval.kind === 'blocked';
  return (
    <Group gap="sm" align="center">
      <Button
        onClick={onApprove}
        disabled={blocked || pending}
        aria-describedby={blocked ? reasonId : undefined}
      >
        Approve round
      </Button>
      {blocked && (
        <Text id={reasonId} size="sm" c="gray.8">
          {approval.reason}
        </Text>
      )}
    </Group>
  );
}
