import {
  estimateFromPace,
  type EstimateClock,
  type ScheduleEstimate,
} from '../schedule-estimate/schedule-estimate';
import type { JudgeView } from './judge-view';

/**
 * The schedule estimate of a judge's "coming up" rounds (issue 14), from
 * the day's pace the judge view carries: the same times the public pages
 * show for those rounds. Every round listed is still to start. A view saved
 * on the tablet before the pace was part of it estimates nothing.
 */
export function judgeEstimate(
  view: Pick<JudgeView, 'upcoming'> & { pace?: JudgeView['pace'] },
  clock: EstimateClock,
): ScheduleEstimate {
  const rounds = view.upcoming
    .filter((round) => round.roundStartTime !== '')
    .map((round) => ({ roundId: round.roundId, planned: round.roundStartTime, toCome: true }));
  return estimateFromPace(view.pace ?? {}, rounds, clock);
}
