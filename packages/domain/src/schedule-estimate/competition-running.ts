import type { Round } from '../competition/dance-event';
import { isBeforeStart, takesCards } from '../competition/round-lifecycle-states';
import type { EstimateClock } from './schedule-estimate';

/** What the rule reads of a round. */
export type RunningRound = Pick<
  Round,
  'roundState' | 'roundActualStartTime' | 'roundStartTime' | 'scheduleIndex'
>;

/**
 * What the rule reads: the competition's dates and its rounds (the public
 * view has both, and so has the frame every page reads, ADR 030).
 */
export interface RunningSource {
  metadata: { startDate: string; endDate: string };
  events: Record<string, { rounds: Record<number, RunningRound> }>;
}

/** The venue-local date (`YYYY-MM-DD`) of an ISO date-time in UTC, or undefined if unreadable. */
function localDate(iso: string, utcOffsetMinutes: number): string | undefined {
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) {
    return undefined;
  }
  return new Date(ms + utcOffsetMinutes * 60_000).toISOString().slice(0, 10);
}

/**
 * Whether a scheduled round belongs to `day`: planned that day, or with no
 * planned start at all (a schedule without times could be danced any day).
 */
const plannedFor = (round: RunningRound, day: string) =>
  round.scheduleIndex > 0 && (round.roundStartTime === '' || round.roundStartTime.startsWith(day));

/**
 * Whether the competition is running now, so the public pages offer the way
 * to /live (issue 14: the home page's "Follow live" and the top bar's entry
 * agree because both ask this).
 *
 * Running when a round is on the floor or its marks are in and its results
 * about to be posted (Running or Marked). Between rounds, it still runs
 * while today (at the venue) is within startDate..endDate, a round has
 * really started today, and a round scheduled for today is still to start:
 * a lunch break keeps the link, the evening after the day's last round does
 * not, and the next morning it returns with the first round started. Pure:
 * the clock and the venue's offset from UTC are passed in.
 */
export function isCompetitionRunning(source: RunningSource, clock: EstimateClock): boolean {
  const rounds = Object.values(source.events).flatMap((event) => Object.values(event.rounds));
  if (rounds.some((round) => takesCards(round.roundState))) {
    return true;
  }
  const today = localDate(clock.now, clock.utcOffsetMinutes);
  const { startDate, endDate } = source.metadata;
  if (today === undefined || today < startDate || today > endDate) {
    return false;
  }
  const begunToday = rounds.some(
    (round) =>
      round.roundActualStartTime !== '' &&
      localDate(round.roundActualStartTime, clock.utcOffsetMinutes) === today,
  );
  return (
    begunToday &&
    rounds.some((round) => plannedFor(round, today) && isBeforeStart(round.roundState))
  );
}
