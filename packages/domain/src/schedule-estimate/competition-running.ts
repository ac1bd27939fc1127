import type { Round } from '../competition/dance-event';
import { isBeforeStart, takesCards } from '../competition/round-lifecycle-states';
import type { EstimateClock } from './schedule-estimate';

/** What the rule reads of a round. */
export type RunningRound = Pick<
  Round,
  'roundState' | 'roundActualStartTime' | 'roundStartTime' | 'scheduleIndex'
>;

/**
 * All that `isCompetitionRunning` needs of the rounds, whatever the clock
 * and the venue's zone: a few dozen bytes where the rounds themselves are
 * tens of kilobytes on a large competition. Every public page carries it in
 * its frame (ADR 030), so every phone parses it before the page comes alive.
 */
export interface RunningSummary {
  /** Whether a round is Running or Marked (its judges' cards are taken). */
  takingCards: boolean;
  /**
   * The first and the last real start of each UTC day that had one, in
   * order: enough to tell whether a round started on any venue-local day,
   * whatever the zone and even on a clock behind them (see `runningSummary`).
   */
  starts: string[];
  /** The planned days (`YYYY-MM-DD`, in order) of scheduled rounds still to start. */
  daysToStart: string[];
  /** Whether a scheduled round still to start has no planned time (it may be danced any day). */
  undatedToStart: boolean;
}

/**
 * What the rule reads: the competition's dates and its rounds' summary (the
 * frame every page reads has both, ADR 030; from a public view,
 * `runningSummary(view.events)`).
 */
export interface RunningSource {
  metadata: { startDate: string; endDate: string };
  rounds: RunningSummary;
}

/** The date (`YYYY-MM-DD`) of an ISO date-time shifted from UTC, or undefined if unreadable. */
function localDate(iso: string, utcOffsetMinutes: number): string | undefined {
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) {
    return undefined;
  }
  return new Date(ms + utcOffsetMinutes * 60_000).toISOString().slice(0, 10);
}

/**
 * The real starts that can tell "did a round start on this venue-local
 * day": the first and last of each UTC day. Shifting every start by the
 * same offset keeps their order, and a UTC day's 24 hours fall on at most
 * two venue days, the first start's and the last's; so a start in between
 * is on a venue day one of them is on. The latest start alone would do
 * only while every start is in the past, which a phone whose clock lags the
 * server's by a minute at midnight contradicts. Unreadable starts fall on
 * no day, so they are left out.
 */
function startsThatTellTheDay(rounds: RunningRound[]): string[] {
  const byUtcDay = new Map<string, { first: number; last: number }>();
  for (const { roundActualStartTime } of rounds) {
    const ms = Date.parse(roundActualStartTime);
    if (!Number.isFinite(ms)) {
      continue;
    }
    const day = new Date(ms).toISOString().slice(0, 10);
    const span = byUtcDay.get(day);
    byUtcDay.set(day, {
      first: Math.min(span?.first ?? ms, ms),
      last: Math.max(span?.last ?? ms, ms),
    });
  }
  const instants = [...byUtcDay.values()].flatMap(({ first, last }) => [first, last]);
  return [...new Set(instants)].sort((a, b) => a - b).map((ms) => new Date(ms).toISOString());
}

/**
 * The summary of a competition's rounds that "is it running" decides from
 * (`RunningSummary`). A planned start is venue-local `YYYY-MM-DDTHH:MM`, so
 * its first ten characters are its day; only scheduled rounds
 * (`scheduleIndex > 0`) still before their start count as to come.
 */
export function runningSummary(
  events: Record<string, { rounds: Record<number, RunningRound> }>,
): RunningSummary {
  const rounds = Object.values(events).flatMap((event) => Object.values(event.rounds));
  const toStart = rounds.filter(
    (round) => round.scheduleIndex > 0 && isBeforeStart(round.roundState),
  );
  const days = toStart
    .filter((round) => round.roundStartTime !== '')
    .map((round) => round.roundStartTime.slice(0, 10));
  return {
    takingCards: rounds.some((round) => takesCards(round.roundState)),
    starts: startsThatTellTheDay(rounds),
    daysToStart: [...new Set(days)].sort(),
    undatedToStart: toStart.some((round) => round.roundStartTime === ''),
  };
}

/** Whether two summaries read the same, so a frame may keep the one it has. */
export function sameRunningSummary(a: RunningSummary, b: RunningSummary): boolean {
  const sameList = (x: string[], y: string[]) =>
    x.length === y.length && x.every((item, index) => item === y[index]);
  return (
    a.takingCards === b.takingCards &&
    a.undatedToStart === b.undatedToStart &&
    sameList(a.starts, b.starts) &&
    sameList(a.daysToStart, b.daysToStart)
  );
}

/**
 * Whether the competition is running now, so the public pages offer the way
 * to /live (issue 14: the home page's "Follow live" and the top bar's entry
 * agree because both ask this).
 *
 * Running when a round is on the floor or its marks are in and its results
 * about to be posted (Running or Marked). Between rounds, it still runs
 * while today (at the venue) is within startDate..endDate, a round has
 * really started today, and a round scheduled for today (or with no planned
 * time) is still to start: a lunch break keeps the link, the evening after
 * the day's last round does not, and the next morning it returns with the
 * first round started. Pure: the clock and the venue's offset from UTC are
 * passed in.
 */
export function isCompetitionRunning(source: RunningSource, clock: EstimateClock): boolean {
  const { rounds } = source;
  if (rounds.takingCards) {
    return true;
  }
  const today = localDate(clock.now, clock.utcOffsetMinutes);
  const { startDate, endDate } = source.metadata;
  if (today === undefined || today < startDate || today > endDate) {
    return false;
  }
  const begunToday = rounds.starts.some(
    (start) => localDate(start, clock.utcOffsetMinutes) === today,
  );
  return begunToday && (rounds.undatedToStart || rounds.daysToStart.includes(today));
}
