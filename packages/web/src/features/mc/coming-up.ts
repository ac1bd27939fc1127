import {
  dancingNumbers,
  isScheduleItem,
  roundStates,
  scheduledRounds,
  type CompetitionState,
  type Dance,
  type ScheduleEstimate,
} from '@floorcraft/domain';
import { plannedTimeLabel } from '../../lib/planned-time';
import { calledDances, readyHeats, roundTitle } from './floor-now';

/** A round still to come, as the MC's "Next" list shows it. */
export interface ComingRound {
  roundId: string;
  eventName: string;
  roundNumber: number;
  label: string;
  item: boolean;
  couples: number;
  /** The dance its first heat is called for (none for an item). */
  firstDance?: Dance;
  /** "10:12"; '' when not planned. */
  planned: string;
  /** When it is now expected, only when that differs from the plan. */
  expected?: string;
  /** Heats the deck captain has lined up already. */
  ready: number[];
}

/**
 * The next rounds not yet started, in schedule order, with the planned start
 * and the one the domain's `scheduleEstimate` now expects.
 */
export function comingUp(
  view: Pick<CompetitionState, 'events' | 'floor'>,
  estimate: ScheduleEstimate | undefined,
  withDay: boolean,
  limit = 5,
): ComingRound[] {
  return scheduledRounds(view.events)
    .filter(
      (round) =>
        round.roundState === roundStates.Initialized || round.roundState === roundStates.Empty,
    )
    .slice(0, limit)
    .map((round) => {
      const event = view.events[round.eventName]!;
      const item = isScheduleItem(event);
      const timing = estimate?.rounds[round.roundId];
      const firstDance = item ? undefined : calledDances(event)[0];
      const expected =
        timing?.estimated !== undefined && timing.estimated !== timing.planned
          ? plannedTimeLabel(timing.estimated, withDay)
          : undefined;
      return {
        roundId: round.roundId,
        eventName: round.eventName,
        roundNumber: round.roundNumber,
        label: roundTitle(view, round),
        item,
        couples: dancingNumbers(round).length,
        ...(firstDance === undefined ? {} : { firstDance }),
        planned: plannedTimeLabel(round.roundStartTime, withDay),
        ...(expected === undefined ? {} : { expected }),
        ready: readyHeats(view, round),
      };
    });
}
