import { roundStates } from '@floorcraft/domain';
import type { ScheduleRow } from './schedule-rows';
import classes from './schedule-table.module.css';
import type { ScheduleActions } from './use-schedule-actions';

const button = `${classes.control} ${classes.button}`;

/**
 * A round's buttons: shift earlier or later (a round not scheduled has no
 * neighbour), add an extra round after it, skip it (neither for a Final)
 * and delete it. Each names the round it acts on for screen readers.
 */
export function RowActions({ row, actions }: { row: ScheduleRow; actions: ScheduleActions }) {
  const scheduled = row.scheduleIndex > 0;
  return (
    <div className={classes.actions}>
      <button
        type="button"
        className={`${button} ${classes.icon}`}
        aria-label={`Shift ${row.label} earlier`}
        disabled={!scheduled || row.firstScheduled}
        onClick={() => actions.shift(row, 'earlier')}
      >
        <span aria-hidden="true">↑</span>
      </button>
      <button
        type="button"
        className={`${button} ${classes.icon}`}
        aria-label={`Shift ${row.label} later`}
        disabled={!scheduled || row.lastScheduled}
        onClick={() => actions.shift(row, 'later')}
      >
        <span aria-hidden="true">↓</span>
      </button>
      {!row.isFinal && (
        <button
          type="button"
          className={button}
          aria-label={`Add an extra round after ${row.label}`}
          onClick={() => actions.addExtraRound(row)}
        >
          Extra round
        </button>
      )}
      {!row.isFinal && (
        <button
          type="button"
          className={button}
          aria-label={`Skip ${row.label}`}
          disabled={row.roundState === roundStates.Skipped}
          onClick={() => actions.skip(row)}
        >
          Skip
        </button>
      )}
      <button
        type="button"
        className={`${button} ${classes.danger}`}
        aria-label={`Delete ${row.label}`}
        onClick={() => actions.remove(row)}
      >
        Delete
      </button>
    </div>
  );
}
