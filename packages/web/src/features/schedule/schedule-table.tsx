import { Text } from '@mantine/core';
import { useState, type SyntheticEvent } from 'react';
import { ScheduleRowMemo, type SchedulePermissions } from './schedule-row';
import type { ScheduleRow } from './schedule-rows';
import classes from './schedule-table.module.css';
import type { Problem, ScheduleActions } from './use-schedule-actions';

interface ScheduleTableProps {
  /** Every round, filtered out or not. */
  rows: readonly ScheduleRow[];
  /** The rounds that pass the filters, by roundId. */
  shown: ReadonlySet<string>;
  may: SchedulePermissions;
  actions: ScheduleActions;
  problem: Problem | undefined;
  /** Setting highlightOtherRoundsInEvent: the rows of the event in hand are tinted. */
  highlightEvent: boolean;
  /** Times carry their day (the competition spans days), so their column is wider. */
  timeWithDay: boolean;
  /** Opens the panel of a round's couples; must be stable, or every row re-renders. */
  showCouples: (row: ScheduleRow) => void;
  /** Opens a round's judging panel (undefined: not the member's to choose); stable like showCouples. */
  showPanel: ((row: ScheduleRow) => void) | undefined;
}

/** The event of the row the pointer or focus is in, from a table event. */
function eventAt(event: SyntheticEvent): string | undefined {
  const row = (event.target as Element).closest('tr[data-event]');
  return row?.getAttribute('data-event') ?? undefined;
}

/**
 * Column widths: a fixed layout never measures 700 rows to size its
 * columns. The event's name takes what is left. With the admin menu beside
 * it, a 1280 px laptop leaves the table about 63rem: the actions wrap onto
 * two lines rather than run off the edge (issue 25 item 12).
 */
function columnWidths(timeWithDay: boolean, edit: boolean): (string | undefined)[] {
  const time = timeWithDay ? '8.5rem' : '4.5rem';
  const widths = ['3.5rem', time, undefined, '7.5rem', '7.25rem', '4.75rem', '4.5rem', '4.75rem'];
  return edit ? [...widths, '11rem'] : widths;
}

/**
 * The schedule as one table, a row per round. Filtered-out rows stay in
 * the page, hidden, so changing a filter mounts and unmounts nothing. The highlight of an event's
 * rounds is one generated CSS rule, so moving between rows re-renders no row.
 */
export function ScheduleTable({
  rows,
  shown,
  may,
  actions,
  problem,
  highlightEvent,
  timeWithDay,
  showCouples,
  showPanel,
}: ScheduleTableProps) {
  const [current, setCurrent] = useState<string>();
  const track = highlightEvent
    ? {
        onMouseOver: (event: SyntheticEvent) => setCurrent(eventAt(event)),
        onFocus: (event: SyntheticEvent) => setCurrent(eventAt(event)),
        onMouseLeave: () => setCurrent(undefined),
      }
    : {};
  if (shown.size === 0) {
    return <Text c="gray.7">No rounds to show.</Text>;
  }
  return (
    <div className={classes.scroller}>
      {highlightEvent && current !== undefined && (
        <style>{`table[aria-label="Schedule"] tr[data-event="${CSS.escape(current)}"] > td { background: var(--mantine-color-blue-0); }`}</style>
      )}
      <table
        aria-label="Schedule"
        className={may.edit ? classes.table : `${classes.table} ${classes.readOnly}`}
        {...track}
      >
        <colgroup>
          {columnWidths(timeWithDay, may.edit).map((width, index) => (
            <col key={index} style={width ? { width } : undefined} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <th scope="col">Index</th>
            <th scope="col">Time</th>
            <th scope="col">Event</th>
            <th scope="col">Round</th>
            <th scope="col">State</th>
            <th scope="col">Couples</th>
            <th scope="col">Heats</th>
            <th scope="col">Recall size</th>
            {may.edit && <th scope="col">Actions</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <ScheduleRowMemo
              key={row.roundId}
              row={row}
              hidden={!shown.has(row.roundId)}
              may={may}
              actions={actions}
              problem={problem?.where === row.roundId ? problem.text : undefined}
              showCouples={showCouples}
              showPanel={showPanel}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
