import { roundStateName, type CsvRecord } from '@floorcraft/domain';
import { plannedTimeCell } from '../../lib/planned-time';
import type { ScheduleRow } from './schedule-rows';

export const scheduleCsvColumns = [
  'Index',
  'Time',
  'Event',
  'Round',
  'State',
  'Couples',
  'Heats',
  'Recall size',
] as const;
export type ScheduleCsvColumn = (typeof scheduleCsvColumns)[number];

/**
 * The schedule as CSV rows, in the order shown. Times are written in full
 * (`2027-04-10 09:30`) because a file leaves the screen's context behind;
 * a round not scheduled has an empty index.
 */
export function scheduleCsvRows(rows: readonly ScheduleRow[]): CsvRecord<ScheduleCsvColumn>[] {
  return rows.map((row) => ({
    Index: row.scheduleIndex > 0 ? row.scheduleIndex : '',
    Time: plannedTimeCell(row.startTime),
    Event: row.eventName,
    Round: row.roundName,
    State: roundStateName(row.roundState),
    // A schedule item (Lunch, Awards) has no couples, heats or recall size.
    Couples: row.item ? '' : row.couples,
    Heats: row.item ? '' : row.numHeats,
    'Recall size': row.item ? '' : row.recallSize,
  }));
}
