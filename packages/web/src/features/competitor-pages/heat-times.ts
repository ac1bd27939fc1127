import type { RoundTiming } from '@floorcraft/domain';
import { plannedTimeLabel } from '../../lib/planned-time';

/** A round's times as the dancer's page words them. */
export interface HeatTimes {
  /** "10:30", or "Sat 10 Apr 10:30" when the competition spans days; '' when not planned. */
  planned: string;
  /** When it is now expected, only when that differs from the plan; with its day only when that differs too. */
  expected?: string;
  /** When it really started. */
  started?: string;
}

/** The planned, expected and actual start of a round, labelled for a phone. */
export function heatTimes(timing: RoundTiming | undefined, withDay: boolean): HeatTimes {
  if (!timing) {
    return { planned: '' };
  }
  const times: HeatTimes = { planned: plannedTimeLabel(timing.planned, withDay) };
  if (timing.startedAt !== undefined) {
    times.started = plannedTimeLabel(timing.startedAt, withDay);
  }
  if (timing.estimated !== undefined && timing.estimated !== timing.planned) {
    // The day is said once: the expected time carries it only when it moves to another day.
    const sameDay = timing.estimated.slice(0, 10) === timing.planned.slice(0, 10);
    times.expected = plannedTimeLabel(timing.estimated, withDay && !sameDay);
  }
  return times;
}
