import type { Level, Style } from '@floorcraft/domain';
import { postedRounds, type ResultsSource } from './event-results';

/** One event on the results page: what has been posted so far. */
export interface ResultsIndexEntry {
  eventName: string;
  level?: Level;
  style?: Style;
  /** The posted rounds' names, first danced first. */
  postedRounds: string[];
  finalPosted: boolean;
  /** The winners' numbers once the Final is posted (a shared first place has several). */
  winners: number[];
}

/** Where an event comes in the day: its first scheduled round (unscheduled events last). */
function dayOrder(rounds: { scheduleIndex: number }[]): number {
  const scheduled = rounds.map((round) => round.scheduleIndex).filter((index) => index > 0);
  return scheduled.length > 0 ? Math.min(...scheduled) : Number.POSITIVE_INFINITY;
}

/**
 * The results page's list: every event with at least one posted round, in
 * the order of the day, saying how far its results go.
 */
export function resultsIndex(source: ResultsSource): ResultsIndexEntry[] {
  return Object.values(source.events)
    .map((event) => ({ event, posted: postedRounds(source, event) }))
    .filter(({ posted }) => posted.length > 0)
    .sort(
      (a, b) =>
        dayOrder(Object.values(a.event.rounds)) - dayOrder(Object.values(b.event.rounds)) ||
        a.event.name.localeCompare(b.event.name),
    )
    .map(({ event, posted }) => {
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
            : [],
      };
    });
}
