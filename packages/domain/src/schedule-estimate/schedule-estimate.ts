import { isBeforeStart } from '../competition/round-lifecycle-states';
import type { CompetitionState } from '../competition/state';
import { scheduledRounds } from '../competition/schedule';
import { localMinutes } from '../setup/start-times';
import { hasStarted, schedulePace, type SchedulePace } from './schedule-pace';

/** When the estimate is made, and how the venue's clock differs from UTC. */
export interface EstimateClock {
  /** The moment of the estimate (ISO date-time, UTC): the caller's clock, never the domain's. */
  now: string;
  /**
   * Minutes the venue's local time is ahead of UTC (e.g. 120 for UTC+2).
   * Planned starts are venue-local, actual starts UTC: this joins the two.
   */
  utcOffsetMinutes: number;
}

/** One scheduled round's times, all venue-local `YYYY-MM-DDTHH:mm`. */
export interface RoundTiming {
  roundId: string;
  /** The planned start (spec §3 roundStartTime). */
  planned: string;
  /** When it really started, once it is on the floor or behind it (never for a skipped round). */
  startedAt?: string;
  /** When it is now expected to start: only for a round still to start on the day being danced. */
  estimated?: string;
}

/** How the day runs against its schedule, and each scheduled round's times. */
export interface ScheduleEstimate {
  /**
   * Minutes today runs behind its schedule (negative: ahead), or undefined
   * when no round planned for today (at the venue) has started today.
   */
  delayMinutes: number | undefined;
  /** The round the delay is read from: today's round that started last. */
  basedOn: string | undefined;
  /** By round id; scheduled rounds with a planned start only. */
  rounds: Record<string, RoundTiming>;
}

/** One round as the estimate reads it: its plan, and its real start or whether it is still to come. */
export interface PacedRound {
  roundId: string;
  /** Planned start, venue-local `YYYY-MM-DDTHH:mm`. */
  planned: string;
  /** Real start (ISO, UTC), once the round has started (`hasStarted`). */
  startedAt?: string;
  /** Still to start (Initialized or Empty): a skipped round is neither started nor to come. */
  toCome: boolean;
}

/** Within this many minutes of its plan, a time counts as on schedule (a clock read to the minute). */
const ON_SCHEDULE_MINUTES = 2;

/** Whether minutes late (or, negative, early) are close enough to the plan to say "on schedule". */
export function isOnSchedule(minutes: number): boolean {
  return Math.abs(minutes) < ON_SCHEDULE_MINUTES;
}

/** Venue-local `YYYY-MM-DDTHH:mm` of minutes counted on the local clock as if it were UTC. */
function localText(minutes: number): string {
  return new Date(Math.round(minutes) * 60_000).toISOString().slice(0, 16);
}

/** Today's delay: the basis round's real start against its plan, or the wait past the next plan. */
function todaysDelay(
  pace: SchedulePace,
  now: number,
  today: string,
  toLocal: (iso: string) => number,
) {
  const day = pace[today];
  const last = day?.lastStarted;
  if (!day || !last) {
    return undefined;
  }
  const actual = toLocal(last.startedAt);
  // Started on another day (a rehearsal, the demo, past midnight): it says nothing about today.
  if (!Number.isFinite(actual) || localText(actual).slice(0, 10) !== today) {
    return undefined;
  }
  const behind = actual - localMinutes(last.planned);
  // Nothing has started since and the next round's planned time has passed by this much.
  const waiting =
    day.nextPlanned === undefined ? Number.NEGATIVE_INFINITY : now - localMinutes(day.nextPlanned);
  return { minutes: Math.round(Math.max(behind, waiting)), basedOn: last.roundId };
}

/**
 * The estimate from a schedule's pace (`schedulePace`) for the rounds
 * given: what `scheduleEstimate` computes from the whole state, and what a
 * view that carries only the pace and its own rounds (the judge's tablet)
 * computes for those rounds, with the same answer.
 */
export function estimateFromPace(
  pace: SchedulePace,
  rounds: readonly PacedRound[],
  clock: EstimateClock,
): ScheduleEstimate {
  const toLocal = (iso: string) => Date.parse(iso) / 60_000 + clock.utcOffsetMinutes;
  const now = toLocal(clock.now);
  const today = Number.isFinite(now) ? localText(now).slice(0, 10) : undefined;
  const delay = today === undefined ? undefined : todaysDelay(pace, now, today, toLocal);
  const timings: Record<string, RoundTiming> = {};
  for (const round of rounds) {
    const timing: RoundTiming = { roundId: round.roundId, planned: round.planned };
    const actual = round.startedAt === undefined ? Number.NaN : toLocal(round.startedAt);
    if (Number.isFinite(actual)) {
      timing.startedAt = localText(actual);
    } else if (round.toCome && delay && today && round.planned.startsWith(today)) {
      timing.estimated = localText(Math.max(localMinutes(round.planned) + delay.minutes, now));
    }
    timings[round.roundId] = timing;
  }
  return { delayMinutes: delay?.minutes, basedOn: delay?.basedOn, rounds: timings };
}

/**
 * The live schedule estimate (issue 14: /live, the MC, the deck captain,
 * the judges' "coming up" and the dancers' pages all show it): how far
 * today runs behind or ahead, and when each round still to start today is
 * now expected.
 *
 * The basis is the round planned for today that started last, compared
 * only if it started today (a rehearsal or the demo says nothing about the
 * day). Today's delay is its real start minus its plan (negative: ahead,
 * a round started early), or, once the next round the floor must start
 * is already past its planned time, how long past: the overrun of a round
 * that runs long moves the estimate with the clock. Every round still to
 * start today keeps its planned spacing behind that: planned + delay,
 * never before now.
 *
 * - A skipped round is neither started nor to come: no basis, no estimate.
 * - An Awards or Break item is never started on the floor, so the clock
 *   does not count it as late: the wait is measured to the next round after
 *   it. A break keeps its planned length (it does not absorb delay); once
 *   the first round after it starts, that real start is the basis, so a
 *   shortened lunch shows at once.
 * - Another day keeps its plan: each day starts at its own planned time.
 *
 * Pure: the clock and the venue's offset from UTC are passed in.
 */
export function scheduleEstimate(
  state: Pick<CompetitionState, 'events'>,
  clock: EstimateClock,
): ScheduleEstimate {
  return estimateFromPace(schedulePace(state), pacedRounds(state), clock);
}

/**
 * The scheduled rounds with a planned start as the estimate reads them: a
 * view carrying some of them and the pace (a dancer's page) estimates those
 * rounds as `scheduleEstimate` does.
 */
export function pacedRounds(state: Pick<CompetitionState, 'events'>): PacedRound[] {
  return scheduledRounds(state.events)
    .filter((round) => round.roundStartTime !== '')
    .map((round): PacedRound => ({
      roundId: round.roundId,
      planned: round.roundStartTime,
      ...(hasStarted(round) && { startedAt: round.roundActualStartTime }),
      toCome: isBeforeStart(round.roundState),
    }));
}
