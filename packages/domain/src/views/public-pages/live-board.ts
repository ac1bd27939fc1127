import type { Round } from '../../competition/dance-event';
import { roundStates, type Level, type RoundState } from '../../competition/enumerations';
import { scheduledRounds } from '../../competition/schedule';
import { isScheduleItem, roundLabel, shownRoundName } from '../../competition/schedule-items';
import { roundsToCome } from '../../floor/rounds-to-come';
import type { PublicView } from '../public-view';
import { roundResult, type LiveCouple, type PlacedCouple } from './round-result';

/** One round on the live schedule. */
export interface LiveRound {
  roundId: string;
  eventName: string;
  roundNumber: number;
  roundName: string;
  /** "Bronze Standard Semi-Final"; an Awards or Break item is its event's name alone. */
  label: string;
  /** A schedule item (Lunch, Awards): no couples or heats to tell. */
  item: boolean;
  level?: Level;
  /** 0 when not scheduled; may be x.5 between re-indexes. */
  scheduleIndex: number;
  /** The planned start, venue-local `YYYY-MM-DDTHH:mm` ('' when not set): the page words it. */
  planned: string;
  state: RoundState;
  couples: number;
  heats: number;
  /** Another round of the same event is on the floor now. */
  sameEventOnFloor: boolean;
}

/** A posted round on the live view's list of latest results. */
export type LiveResult = {
  eventName: string;
  roundNumber: number;
  roundName: string;
  postedAt: string;
} & (
  | { kind: 'recall'; nextRoundName?: string; recalled: LiveCouple[] }
  | { kind: 'final'; places: PlacedCouple[]; heldBack: number }
);

export interface LiveBoard {
  /** Rounds running now, in schedule order. */
  onFloor: LiveRound[];
  /** Rounds danced whose marks are in, the results about to be posted. */
  scoring: LiveRound[];
  /** What comes next: rounds not started yet, in schedule order. */
  next: LiveRound[];
  /** The latest posted rounds, newest first. */
  latest: LiveResult[];
  /** Times name their day: the competition spans more than one. */
  withDay: boolean;
}

/** How many rounds to come and posted results the board lists. */
export interface LiveBoardOptions {
  nextCount?: number;
  latestCount?: number;
}

/**
 * What /live shows (spec §2), from the public view: the rounds on the floor,
 * those being scored, the next ones with their planned times, and the
 * latest posted results (recalls and placements) the moment they are out.
 */
export function liveBoard(
  view: Pick<PublicView, 'metadata' | 'events' | 'results' | 'floor'>,
  options: LiveBoardOptions = {},
): LiveBoard {
  const { nextCount = 8, latestCount = 6 } = options;
  const withDay = view.metadata.startDate !== view.metadata.endDate;
  const scheduled = scheduledRounds(view.events);
  // A round may run before it is scheduled: it is on the floor all the same.
  const unscheduled = Object.values(view.events)
    .flatMap((event) => Object.values(event.rounds))
    .filter((round) => round.scheduleIndex <= 0);
  const all = [...scheduled, ...unscheduled];
  const running = all.filter((round) => round.roundState === roundStates.Running);
  const eventsOnFloor = new Set(running.map((round) => round.eventName));
  const liveRound = (round: Round): LiveRound => {
    const event = view.events[round.eventName]!;
    return {
      roundId: round.roundId,
      eventName: round.eventName,
      roundNumber: round.roundNumber,
      roundName: shownRoundName(event, round),
      label: roundLabel(event, round),
      item: isScheduleItem(event),
      ...(event.eventLevel ? { level: event.eventLevel } : {}),
      scheduleIndex: round.scheduleIndex,
      planned: round.roundStartTime,
      state: round.roundState,
      couples: Object.keys(round.entries).length,
      heats: round.numHeats,
      sameEventOnFloor:
        eventsOnFloor.has(round.eventName) && round.roundState !== roundStates.Running,
    };
  };
  const latest = Object.values(view.events)
    .flatMap((event) => Object.values(event.rounds))
    .map((round) => roundResult(view, round.eventName, round.roundNumber))
    .filter((result): result is LiveResult => result.kind === 'recall' || result.kind === 'final')
    .sort((a, b) => b.postedAt.localeCompare(a.postedAt) || a.roundNumber - b.roundNumber)
    .slice(0, latestCount);
  return {
    onFloor: running.map(liveRound),
    scoring: all.filter((round) => round.roundState === roundStates.Marked).map(liveRound),
    next: roundsToCome(view.events).slice(0, nextCount).map(liveRound),
    latest,
    withDay,
  };
}
