import { panelOf, scheduleConflicts, type CompetitionState } from '@floorcraft/domain';
import { panelSummary } from '../../widgets/judging-panel/panel-choice';
import { plannedTimeLabel, spansDays } from '../../lib/planned-time';
import { summariseConflicts, type DancerConflict } from './schedule-conflicts';
import { scheduleRows, type ScheduleRow } from './schedule-rows';

/** Everything the schedule screen derives from the state, computed once per change. */
export interface ScheduleView {
  rows: ScheduleRow[];
  /** Whether times are shown with their day. */
  withDay: boolean;
  conflicts: DancerConflict[];
}

/** The schedule's rows with their times and conflict marks, and the conflict warning's list. */
export function scheduleView(state: CompetitionState): ScheduleView {
  const startTimes = Object.values(state.events).flatMap((event) =>
    Object.values(event.rounds).map((round) => round.roundStartTime),
  );
  const withDay = spansDays(state.metadata, startTimes);
  const timeLabel = (local: string) => plannedTimeLabel(local, withDay);
  const summary = summariseConflicts(scheduleConflicts(state), timeLabel);
  // Lettered once for the whole day: most rounds keep the default panel of every judge.
  const judges = panelOf(state.metadata.officials);
  const everyJudge = judges.map((judge) => judge.key);
  return {
    rows: scheduleRows(state.events, {
      timeLabel,
      dancersByRound: summary.dancersByRound,
      timing: state.settings.timing,
      panelLabel: (round) => panelSummary(judges, round.panel ?? everyJudge),
    }),
    withDay,
    conflicts: summary.dancers,
  };
}
