import { roundStateName } from '@floorcraft/domain';
import { memo } from 'react';
import { CountCell } from './count-cell';
import { EventMenu } from './event-menu';
import { RowActions } from './row-actions';
import { sameRow, type ScheduleRow } from './schedule-rows';
import classes from './schedule-table.module.css';
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
  /** Filtered out: kept in the page but not shown, so clearing the filter mounts nothing. */
  hidden: boolean;
  may: SchedulePermissions;
  actions: ScheduleActions;
  /** The server's refusal of the last action on this round, if any. */
  problem: string | undefined;
  /** Opens the panel of the round's couples and heats. */
  showCouples: (row: ScheduleRow) => void;
  /** Opens the round's judging panel; undefined when the member may not choose it. */
  showPanel: ((row: ScheduleRow) => void) | undefined;
}

function ConflictMark({ dancers }: { dancers: number }) {
  return (
    <div className={classes.conflictMark}>
      <span aria-hidden="true">⚠ </span>
      Conflict: {dancers === 1 ? '1 dancer' : `${dancers} dancers`}
    </div>
  );
}

interface RowCellsProps {
  row: ScheduleRow;
  may: SchedulePermissions;
  actions: ScheduleActions;
  showCouples: (row: ScheduleRow) => void;
  showPanel: ((row: ScheduleRow) => void) | undefined;
}

/** Who marks the round, opening the panel picker for those who may choose it. */
function PanelMark({ row, showPanel }: Pick<RowCellsProps, 'row' | 'showPanel'>) {
  if (!showPanel) {
    return <div className={classes.muted}>{row.panel}</div>;
  }
  return (
    <button
      type="button"
      className={`${classes.control} ${classes.button} ${classes.panel}`}
      aria-label={`Judging panel of ${row.label}: ${row.panel}`}
      onClick={() => showPanel(row)}
    >
      {row.panel}
    </button>
  );
}

function RowCellsView({ row, may, actions, showCouples, showPanel }: RowCellsProps) {
  const showMenu = row.opensEvent && (may.generate || may.clear);
  return (
    <>
      <td>
        {row.scheduleIndex > 0 ? (
          row.scheduleIndex
        ) : (
          <span className={classes.muted}>Not scheduled</span>
        )}
      </td>
      <td className={classes.nowrap}>{row.time || '—'}</td>
      <td>
        <div className={classes.eventCell}>
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
        </div>
      </td>
      <td>
        {row.item ? (
          <>
            <div>{row.minutes} min</div>
            <div className={classes.muted}>Schedule item</div>
          </>
        ) : (
          <>
            <div>{row.roundName}</div>
            <PanelMark row={row} showPanel={showPanel} />
          </>
        )}
        {row.conflictDancers > 0 && <ConflictMark dancers={row.conflictDancers} />}
      </td>
      <td>
        {may.edit ? (
          <StateCell
            label={row.label}
            roundState={row.roundState}
            onChange={(next) => actions.setState(row, next)}
          />
        ) : (
          roundStateName(row.roundState)
        )}
      </td>
      {row.item ? (
        <ItemCounts />
      ) : (
        <RoundCounts row={row} may={may} actions={actions} showCouples={showCouples} />
      )}
      {may.edit && (
        <td>
          <RowActions row={row} actions={actions} />
        </td>
      )}
    </>
  );
}

/** An item has no couples, heats or recall size: one cell across their three columns. */
function ItemCounts() {
  return (
    <td colSpan={3} className={classes.muted}>
      No couples
    </td>
  );
}

/** A round's couples (opening their panel), heats and recall size, edited in place. */
function RoundCounts({ row, may, actions, showCouples }: Omit<RowCellsProps, 'showPanel'>) {
  return (
    <>
      <td>
        <button
          type="button"
          className={`${classes.control} ${classes.button}`}
          aria-label={`Couples of ${row.label}: ${row.couples}`}
          onClick={() => showCouples(row)}
        >
          {row.couples}
        </button>
      </td>
      <td>
        {may.edit ? (
          <CountCell
            name={`Heats of ${row.label}`}
            value={row.numHeats}
            onSave={(value) => actions.setCount(row, 'numHeats', value)}
          />
        ) : (
          row.numHeats
        )}
      </td>
      <td>
        {may.edit ? (
          <CountCell
            name={`Recall size of ${row.label}`}
            value={row.recallSize}
            onSave={(value) => actions.setCount(row, 'recallSize', value)}
          />
        ) : (
          row.recallSize
        )}
      </td>
    </>
  );
}

/** The cells, memoised apart from the row so that filtering (hiding a row) re-renders none. */
const RowCells = memo(
  RowCellsView,
  (before, after) =>
    sameRow(before.row, after.row) &&
    before.may === after.may &&
    before.actions === after.actions &&
    before.showCouples === after.showCouples &&
    before.showPanel === after.showPanel,
);

function ScheduleRowView({
  row,
  hidden,
  may,
  actions,
  problem,
  showCouples,
  showPanel,
}: ScheduleRowProps) {
  return (
    <>
      <tr
        data-event={row.eventName}
        className={row.conflictDancers > 0 ? classes.conflict : undefined}
        hidden={hidden}
      >
        <RowCells
          row={row}
          may={may}
          actions={actions}
          showCouples={showCouples}
          showPanel={showPanel}
        />
      </tr>
      {problem && (
        <tr hidden={hidden}>
          <td colSpan={COLUMN_COUNT}>
            <div className={classes.problem} role="alert">
              {problem}
            </div>
          </td>
        </tr>
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
    before.hidden === after.hidden &&
    before.may === after.may &&
    before.actions === after.actions &&
    before.problem === after.problem &&
    before.showCouples === after.showCouples &&
    before.showPanel === after.showPanel,
);
