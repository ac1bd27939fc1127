import type { DanceEvent, EventResults, Round } from '../../competition/dance-event';
import { roundStates, type Level, type Style } from '../../competition/enumerations';
import { isScheduleItem } from '../../competition/schedule-items';

/** What the results pages read to know which rounds are out: the events and their saved results. */
export interface PostedSource {
  events: Record<string, DanceEvent>;
  results: Record<string, EventResults>;
}

/** A couple who won an event: first place in its posted Final. */
export interface Winner {
  number: number;
  leadName: string;
  followName: string;
  /** The couple's school or club ('' when none is known). */
  affiliation: string;
}

/** The event's round on the floor now, or danced and waiting for its results. */
export interface LiveRoundRef {
  roundNumber: number;
  roundName: string;
}

/** One event on the results page: what has been posted so far. */
export interface ResultsIndexEntry {
  eventName: string;
  level?: Level;
  style?: Style;
  /** The posted rounds' names, first danced first. */
  postedRounds: string[];
  finalPosted: boolean;
  /** The winners once the Final is posted (a shared first place has several), by number. */
  winners: Winner[];
  /** The round to follow live, while one runs. */
  liveRound?: LiveRoundRef;
}

/** Whether a round's results are out: posted, with saved results. */
export function isPosted(source: Pick<PostedSource, 'results'>, round: Round): boolean {
  return (
    round.roundState === roundStates.Posted &&
    source.results[round.eventName]?.rounds[round.roundNumber] !== undefined
  );
}

/** An event's posted rounds, first danced first (rounds are numbered from the Final). */
export function postedRounds(source: Pick<PostedSource, 'results'>, event: DanceEvent): Round[] {
  return Object.values(event.rounds)
    .filter((round) => isPosted(source, round))
    .sort((a, b) => b.roundNumber - a.roundNumber);
}

/** Where an event comes in the day: its first scheduled round (unscheduled events last). */
function dayOrder(rounds: { scheduleIndex: number }[]): number {
  const scheduled = rounds.map((round) => round.scheduleIndex).filter((index) => index > 0);
  return scheduled.length > 0 ? Math.min(...scheduled) : Number.POSITIVE_INFINITY;
}

/** The couple with this number as the Final's entries name them, else the event's. */
function winner(event: DanceEvent, final: Round, number: number): Winner {
  const entry = [...Object.values(final.entries), ...Object.values(event.entries)].find(
    (each) => each.leadNumber === number,
  );
  return {
    number,
    leadName: entry?.leadName ?? '',
    followName: entry?.followName ?? '',
    affiliation: entry?.affiliation ?? '',
  };
}

/** The event's round on the floor or awaiting its results (the last danced, if several). */
function liveRoundOf(event: DanceEvent): LiveRoundRef | undefined {
  // An Awards or Break item runs on the floor too, but has no results to follow.
  if (isScheduleItem(event)) {
    return undefined;
  }
  const live = Object.values(event.rounds)
    .filter(
      (round) =>
        round.roundState === roundStates.Running || round.roundState === roundStates.Marked,
    )
    .sort((a, b) => a.roundNumber - b.roundNumber)[0];
  return live && { roundNumber: live.roundNumber, roundName: live.roundName };
}

/**
 * The results page's list: every event with a posted round or a round on
 * the floor, in the order of the day, saying how far its results go, who
 * won, and which round to follow live.
 */
export function resultsIndex(source: PostedSource): ResultsIndexEntry[] {
  return Object.values(source.events)
    .map((event) => ({ event, posted: postedRounds(source, event), live: liveRoundOf(event) }))
    .filter(({ posted, live }) => posted.length > 0 || live !== undefined)
    .sort(
      (a, b) =>
        dayOrder(Object.values(a.event.rounds)) - dayOrder(Object.values(b.event.rounds)) ||
        a.event.name.localeCompare(b.event.name),
    )
    .map(({ event, posted, live }) => {
      const final = source.results[event.name]?.rounds[1];
      const finalPosted = posted.some((round) => round.roundNumber === 1);
      return {
        eventName: event.name,
        ...(event.eventLevel ? { level: event.eventLevel } : {}),
        ...(event.style ? { style: event.style } : {}),
        postedRounds: posted.map((round) => round.roundName),
        finalPosted,
        winners:
          finalPosted && final
            ? Object.entries(final.placements)
                .filter(([, place]) => place < 2)
                .map(([number]) => Number(number))
                .sort((a, b) => a - b)
                .map((number) => winner(event, event.rounds[1]!, number))
            : [],
        ...(live ? { liveRound: live } : {}),
      };
    });
}
