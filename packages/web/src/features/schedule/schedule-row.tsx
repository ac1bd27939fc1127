import { roundStateName } from '@floorcraft/domain';
import { Alert, Group, Table, Text } from '@mantine/core';
import { memo } from 'react';
import { CountCell } from './count-cell';
import { EventMenu } from './event-menu';
import { RowActions } from './row-actions';
import { sameRow, type ScheduleRow } from './schedule-rows';
import { StateCell } from './state-cell';
import type { ScheduleActions } from './use-schedule-actions';

/** What the member may do here, and what the settings leave visible. */
export interface SchedulePermissions {
  edit: boolean;
  generate: boolean;
  clear: boolean;
}

export const COLUMN_COUNT = 9;

interface ScheduleRowProps {
  row: ScheduleRow;
  may: SchedulePermissions;
  actions: ScheduleActions;
  /** The server's refusal of the last action on this round, if any. */
  problem: string | undefined;
}

function ConflictMark({ dancers }: { dancers: number }) {
  return (
    <Text span size="sm" fw={700} c="red.9" style={{ whiteSpace: 'nowrap' }}>
      <span aria-hidden="true">⚠ </span>
      Conflict: {dancers === 1 ? '1 dancer' : `${dancers} dancers`}
    </Text>
  );
}

function ScheduleRowView({ row, may, actions, problem }: ScheduleRowProps) {
  const showMenu = row.opensEvent && (may.generate || may.clear);
  return (
    <>
      <Table.Tr
        data-event={row.eventName}
        data-conflict={row.conflictDancers > 0 || undefined}
        bg={row.conflictDancers > 0 ? 'red.0' : undefined}
      >
        <Table.Td>
          {row.scheduleIndex > 0 ? (
            row.scheduleIndex
          ) : (
            <Text span size="xs" c="gray.7">
              Not scheduled
            </Text>
          )}
        </Table.Td>
        <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.time || '—'}</Table.Td>
        <Table.Td>
          <Group gap={4} wrap="nowrap">
            <span>{row.eventName}</span>
            {showMenu && (
              <EventMenu
                eventName={row.eventName}
                roundCount={row.eventRounds}
                onGenerate={
                  may.generate
                    ? () => actions.generate(row.eventName, row.eventRounds, row.roundId)
                    : undefined
                }
                onClear={may.clear ? () => actions.clear(row.eventName, row.roundId) : undefined}
              />
            )}
          </Group>
        </Table.Td>
        <Table.Td>
          <div>{row.roundName}</div>
          {row.conflictDancers > 0 && <ConflictMark dancers={row.conflictDancers} />}
        </Table.Td>
        <Table.Td>
          {may.edit ? (
            <StateCell
              label={row.label}
              roundState={row.roundState}
              onChange={(next) => actions.setState(row, next)}
            />
          ) : (
            roundStateName(row.roundState)
          )}
        </Table.Td>
        <Table.Td>{row.couples}</Table.Td>
        <Table.Td>
          {may.edit ? (
            <CountCell
              name={`Heats of ${row.label}`}
              what="Heats"
              value={row.numHeats}
              onSave={(value) => actions.setCount(row, 'numHeats', value)}
            />
          ) : (
            row.numHeats
          )}
        </Table.Td>
        <Table.Td>
          {may.edit ? (
            <CountCell
              name={`Recall size of ${row.label}`}
              what="Recall size"
              value={row.recallSize}
              onSave={(value) => actions.setCount(row, 'recallSize', value)}
            />
          ) : (
            row.recallSize
          )}
        </Table.Td>
        {may.edit && (
          <Table.Td>
            <RowActions row={row} actions={actions} />
          </Table.Td>
        )}
      </Table.Tr>
      {problem && (
        <Table.Tr>
          <Table.Td colSpan={COLUMN_COUNT}>
            <Alert color="red" role="alert" p="xs">
              {problem}
            </Alert>
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}

/**
 * One round of the schedule. Memoised on the row's fields, so a change to
 * one round (or a check-in elsewhere) re-renders that row only, not 700.
 */
export const ScheduleRowMemo = memo(
  ScheduleRowView,
  (before, after) =>
    sameRow(before.row, after.row) &&
    before.may === after.may &&
    before.actions === after.actions &&
    before.problem === after.problem,
);
