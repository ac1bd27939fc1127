import type { Round } from '../competition/dance-event';
import { isBeforeStart } from '../competition/round-lifecycle-states';
import type { Timing } from '../competition/settings';
import type { CompetitionState } from '../competition/state';
import { scheduledRounds } from '../setup/schedule';
import { localMinutes, roundDurationSeconds } from '../setup/start-times';

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
  /** When it really started, once it has. */
  startedAt?: string;
  /** When it is now expected to start: only for a round still to start on the day being danced. */
  estimated?: string;
}

/** How the day runs against its schedule, and each scheduled round's times. */
export interface ScheduleEstimate {
  /**
   * Minutes the day runs behind its schedule (negative: ahead), or undefined
   * when nothing has started on the day of its plan to compare with.
   */
  delayMinutes: number | undefined;
  /** The round the delay is read from: the one that started last. */
  basedOn: string | undefined;
  /** By round id; scheduled rounds with a planned start only. */
  rounds: Record<string, RoundTiming>;
}

const DAY_MINUTES = 24 * 60;

const dayOf = (minutes: number) => Math.floor(minutes / DAY_MINUTES);

/** Venue-local `YYYY-MM-DDTHH:mm` of minutes counted on the local clock as if it were UTC. */
function localText(minutes: number): string {
  return new Date(Math.round(minutes) * 60_000).toISOString().slice(0, 16);
}

/** A started round and where its real start falls against its plan. */
interface Started {
  round: Round;
  planned: number;
  actual: number;
}

/**
 * The round the day's delay is read from: the one that started last, among
 * those that started on the day they were planned for. A round started on
 * another day (a rehearsal, the demo, a clock set wrong) says nothing about
 * how this day runs, so it is never compared.
 */
function latestComparable(started: readonly Started[]): Started | undefined {
  let latest: Started | undefined;
  for (const each of started) {
    if (dayOf(each.actual) !== dayOf(each.planned)) {
      continue;
    }
    if (
      !latest ||
      each.actual > latest.actual ||
      (each.actual === latest.actual && each.round.scheduleIndex > latest.round.scheduleIndex)
    ) {
      latest = each;
    }
  }
  return latest;
}

/**
 * The live schedule estimate (issue 13, the competitor's page; the MC and big
 * screen read the same): how far the day runs behind or ahead, and when
 * each round still to start is now expected.
 *
 * The delay is the last started round's real start minus its planned start.
 * Once that round has run longer than the timing model gives it (ADR 007:
 * heats × dances × dance time + changeover) and nothing has started since,
 * the overrun adds to the delay, so the estimate moves while the floor runs
 * late. A round still to start on that same day is expected at its planned
 * time plus the delay, never before `now`. Rounds on other days keep only
 * their plan: a new day starts at its own planned time. Pure: the clock and
 * the venue's offset from UTC are passed in.
 */
export function scheduleEstimate(
  state: Pick<CompetitionState, 'events'> & { settings: { timing: Timing } },
  clock: EstimateClock,
): ScheduleEstimate {
  const toLocal = (iso: string) => Date.parse(iso) / 60_000 + clock.utcOffsetMinutes;
  const rounds = scheduledRounds(state.events).filter((round) => round.roundStartTime !== '');
  const started: Started[] = rounds
    .filter((round) => round.roundActualStartTime !== '')
    .map((round) => ({
      round,
      planned: localMinutes(round.roundStartTime),
      actual: toLocal(round.roundActualStartTime),
    }))
    .filter((each) => Number.isFinite(each.actual));
  const latest = latestComparable(started);
  const now = toLocal(clock.now);
  let delay: number | undefined;
  if (latest) {
    const event = state.events[latest.round.eventName]!;
    const end =
      latest.actual + roundDurationSeconds(latest.round, event, state.settings.timing) / 60;
    delay = Math.round(latest.actual - latest.planned + Math.max(0, now - end));
  }
  const startedAt = new Map(started.map((each) => [each.round.roundId, localText(each.actual)]));
  const timings: Record<string, RoundTiming> = {};
  for (const round of rounds) {
    const planned = localMinutes(round.roundStartTime);
    const actual = startedAt.get(round.roundId);
    const timing: RoundTiming = { roundId: round.roundId, planned: round.roundStartTime };
    if (actual !== undefined) {
      timing.startedAt = actual;
    } else if (
      latest &&
      delay !== undefined &&
      isBeforeStart(round.roundState) &&
      dayOf(planned) === dayOf(latest.planned)
    ) {
      timing.estimated = localText(Math.max(planned + delay, now));
    }
    timings[round.roundId] = timing;
  }
  return { delayMinutes: delay, basedOn: latest?.round.roundId, rounds: timings };
}
