import { roundStates } from '@floorcraft/domain';
import { ActionIcon, Button, Group } from '@mantine/core';
import type { ScheduleRow } from './schedule-rows';
import type { ScheduleActions } from './use-schedule-actions';

/**
 * A round's buttons: shift earlier or later (a round not scheduled has no
 * neighbour), add an extra round after it, skip it (neither for a Final)
 * and delete it. Each says which round it acts on to a screen reader.
 */
export function RowActions({ row, actions }: { row: ScheduleRow; actions: ScheduleActions }) {
  const scheduled = row.scheduleIndex > 0;
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="default"
        size="md"
        aria-label={`Shift ${row.label} earlier`}
        disabled={!scheduled || row.firstScheduled}
        onClick={() => actions.shift(row, 'earlier')}
      >
        <span aria-hidden="true">↑</span>
      </ActionIcon>
      <ActionIcon
        variant="default"
        size="md"
        aria-label={`Shift ${row.label} later`}
        disabled={!scheduled || row.lastScheduled}
        onClick={() => actions.shift(row, 'later')}
      >
        <span aria-hidden="true">↓</span>
      </ActionIcon>
      {!row.isFinal && (
        <Button
          size="compact-sm"
          variant="default"
          aria-label={`Add an extra round after ${row.label}`}
          onClick={() => actions.addExtraRound(row)}
        >
          Extra round
        </Button>
      )}
      {!row.isFinal && (
        <Button
          size="compact-sm"
          variant="default"
          aria-label={`Skip ${row.label}`}
          disabled={row.roundState === roundStates.Skipped}
          onClick={() => actions.skip(row)}
        >
          Skip
        </Button>
      )}
      <Button
        size="compact-sm"
        variant="light"
        color="red"
        aria-label={`Delete ${row.label}`}
        onClick={() => actions.remove(row)}
      >
        Delete
      </Button>
    </Group>
  );
}
