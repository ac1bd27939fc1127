import {
  dancingNumbers,
  isAwardsItem,
  isBreakItem,
  isScheduleItem,
  roundsToCome,
  type CompetitionState,
  type Dance,
  type RoundTiming,
  type ScheduleEstimate,
} from '@floorcraft/domain';
import { calledDances, readyHeats, roundTitle } from './floor-now';

/** A round still to come, as the MC's "Next" list shows it. */
export interface ComingRound {
  roundId: string;
  eventName: string;
  roundNumber: number;
  label: string;
  item: boolean;
  /** An awards ceremony: the MC reads the awards list then. */
  awards: boolean;
  /** A break (Lunch, Break): the MC starts and ends it with `startBreak` and `endBreak`. */
  isBreak: boolean;
  /** Its position in the day, for the finals an awards ceremony covers. */
  scheduleIndex: number;
  couples: number;
  /** The dance its first heat is called for (none for an item). */
  firstDance?: Dance;
  /** Its planned start and the one now expected (the domain's `scheduleEstimate`). */
  timing: RoundTiming | undefined;
  /** Heats the deck captain has lined up already. */
  ready: number[];
}

/**
 * The next rounds not yet started, in schedule order, with the planned start
 * and the one the domain's `scheduleEstimate` now expects (the domain's
 * `roundsToCome`: an item never started is past once a round after it has).
 */
export function comingUp(
  view: Pick<CompetitionState, 'events' | 'floor'>,
  estimate: ScheduleEstimate | undefined,
  limit = 5,
): ComingRound[] {
  return roundsToCome(view.events)
    .slice(0, limit)
    .map((round) => {
      const event = view.events[round.eventName]!;
      const item = isScheduleItem(event);
      const firstDance = item ? undefined : calledDances(event)[0];
      return {
        roundId: round.roundId,
        eventName: round.eventName,
        roundNumber: round.roundNumber,
        label: roundTitle(view, round),
        item,
        awards: isAwardsItem(event),
        isBreak: isBreakItem(event),
        scheduleIndex: round.scheduleIndex,
        couples: dancingNumbers(round).length,
        ...(firstDance === undefined ? {} : { firstDance }),
        timing: estimate?.rounds[round.roundId],
        ready: readyHeats(view, round),
      };
    });
}
