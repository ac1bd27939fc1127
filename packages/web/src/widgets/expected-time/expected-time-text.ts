import { isOnSchedule, type RoundTiming, type ScheduleEstimate } from '@floorcraft/domain';
import { plannedTimeLabel } from '../../lib/planned-time';

/** A round's times as every screen words them (issue 14). */
export interface ExpectedTimeParts {
  /** "10:12", or "Sat 10 Apr 10:12" when the competition spans days; '' when not planned. */
  planned: string;
  /** When it is now expected, only when that is off the plan; with its day only when that moves too. */
  expected?: string;
  /** When it really started. */
  started?: string;
}

/** Minutes between two venue-local `YYYY-MM-DDTHH:mm` times. */
const minutesBetween = (from: string, to: string) =>
  (Date.parse(`${to}:00Z`) - Date.parse(`${from}:00Z`)) / 60_000;

/**
 * The planned, expected and actual start of a round (the domain's
 * `scheduleEstimate`), labelled for a screen. A minute either way is on
 * schedule (`isOnSchedule`), so a clock read to the minute does not flicker
 * between "10:12" and "now about 10:13".
 */
export function expectedTimeParts(
  timing: RoundTiming | undefined,
  withDay: boolean,
): ExpectedTimeParts {
  if (!timing) {
    return { planned: '' };
  }
  const parts: ExpectedTimeParts = { planned: plannedTimeLabel(timing.planned, withDay) };
  if (timing.startedAt !== undefined) {
    parts.started = plannedTimeLabel(timing.startedAt, withDay);
  } else if (
    timing.estimated !== undefined &&
    timing.planned !== '' &&
    !isOnSchedule(minutesBetween(timing.planned, timing.estimated))
  ) {
    // The day is said once: the expected time carries it only when it moves to another day.
    const sameDay = timing.estimated.slice(0, 10) === timing.planned.slice(0, 10);
    parts.expected = plannedTimeLabel(timing.estimated, withDay && !sameDay);
  }
  return parts;
}

/** "planned 10:12, now about 10:31", "started 10:15", just "10:12" when on time, '' with no time. */
export function expectedTimeText(timing: RoundTiming | undefined, withDay: boolean): string {
  const parts = expectedTimeParts(timing, withDay);
  if (parts.started) {
    return `started ${parts.started}`;
  }
  if (parts.expected) {
    return `planned ${parts.planned}, now about ${parts.expected}`;
  }
  return parts.planned;
}

/** One sentence about the whole day, for the top of a schedule. */
export function scheduleSentence(estimate: Pick<ScheduleEstimate, 'delayMinutes'>): string {
  const delay = estimate.delayMinutes;
  if (delay === undefined) {
    return 'Times are as planned. Once the day is under way, the expected times follow the floor.';
  }
  if (isOnSchedule(delay)) {
    return 'The floor is running on schedule.';
  }
  return `The floor is running ${Math.abs(delay)} minutes ${delay > 0 ? 'behind' : 'ahead of'} schedule.`;
}
