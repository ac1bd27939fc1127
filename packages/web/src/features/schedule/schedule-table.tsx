import { Table, Text } from '@mantine/core';
import { useState, type SyntheticEvent } from 'react';
import { ScheduleRowMemo, type SchedulePermissions } from './schedule-row';
import type { ScheduleRow } from './schedule-rows';
import type { Problem, ScheduleActions } from './use-schedule-actions';

interface ScheduleTableProps {
  rows: readonly ScheduleRow[];
  may: SchedulePermissions;
  actions: ScheduleActions;
  problem: Problem | undefined;
  /** Setting highlightOtherRoundsInEvent: the rows of the event in hand are tinted. */
  highlightEvent: boolean;
}

/** The event of the row the pointer or focus is in, from a table event. */
function eventAt(event: SyntheticEvent): string | undefined {
  const row = (event.target as Element).closest('tr[data-event]');
  return row?.getAttribute('data-event') ?? undefined;
}

/**
 * The schedule as one table, a row per round. The highlight of an event's
 * rounds is one generated CSS rule, so moving between rows re-renders no row.
 */
export function ScheduleTable({ rows, may, actions, problem, highlightEvent }: ScheduleTableProps) {
  const [current, setCurrent] = useState<string>();
  const track = highlightEvent
    ? {
        onMouseOver: (event: SyntheticEvent) => setCurrent(eventAt(event)),
        onFocus: (event: SyntheticEvent) => setCurrent(eventAt(event)),
        onMouseLeave: () => setCurrent(undefined),
      }
    : {};
  if (rows.length === 0) {
    return <Text c="gray.7">No rounds to show.</Text>;
  }
  return (
    <Table.ScrollContainer minWidth={may.edit ? 1180 : 760}>
      {highlightEvent && current !== undefined && (
        <style>{`table[aria-label="Schedule"] tr[data-event="${CSS.escape(current)}"] > td { background: var(--mantine-color-blue-0); }`}</style>
      )}
      <Table aria-label="Schedule" verticalSpacing={4} highlightOnHover {...track}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Index</Table.Th>
            <Table.Th scope="col">Time</Table.Th>
            <Table.Th scope="col">Event</Table.Th>
            <Table.Th scope="col">Round</Table.Th>
            <Table.Th scope="col">State</Table.Th>
            <Table.Th scope="col">Couples</Table.Th>
            <Table.Th scope="col">Heats</Table.Th>
            <Table.Th scope="col">Recall size</Table.Th>
            {may.edit && <Table.Th scope="col">Actions</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <ScheduleRowMemo
              key={row.roundId}
              row={row}
              may={may}
              actions={actions}
              problem={problem?.where === row.roundId ? problem.text : undefined}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
