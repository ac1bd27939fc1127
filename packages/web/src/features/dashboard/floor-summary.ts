import {
  isScheduleItem,
  roundStates,
  scheduledRounds,
  type CompetitionState,
  type EstimateClock,
  type Round,
  type ScheduleEstimate,
} from '@floorcraft/domain';
import { clockDate, clockMinutes, localMinutesOf } from './venue-time';

/** A round on the floor as the dashboard lists it. */
export interface RunningRound {
  round: Round;
  /** Venue-local `YYYY-MM-DDTHH:mm`, or undefined if the round has no readable actual start. */
  startedAt: string | undefined;
  /** Whole minutes since it started (0 when unknown). */
  minutesRunning: number;
}

/** A round to call within the hour and how many of its couples have checked in. */
export interface CheckInSoon {
  round: Round;
  /** When it is expected (the estimate) or planned, venue-local `YYYY-MM-DDTHH:mm`. */
  expected: string;
  checkedIn: number;
  total: number;
}

/** Whether couples dance it: a schedule item (Lunch, Awards) has nobody to check in and no cards. */
const danced = (events: CompetitionState['events'], round: Round) =>
  !isScheduleItem(events[round.eventName]!);

/** Every danced round in schedule order, unscheduled ones last: the order staff read. */
function dayOrder(events: CompetitionState['events']): Round[] {
  const unscheduled = Object.values(events).flatMap((event) =>
    Object.values(event.rounds).filter((round) => round.scheduleIndex <= 0),
  );
  return [...scheduledRounds(events), ...unscheduled].filter((round) => danced(events, round));
}

/** Venue-local `YYYY-MM-DDTHH:mm` of an ISO UTC moment, or undefined when unreadable. */
function localOf(iso: string, clock: EstimateClock): string | undefined {
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) {
    return undefined;
  }
  return new Date(ms + clock.utcOffsetMinutes * 60_000).toISOString().slice(0, 16);
}

/** Initialized or Empty: set up and not yet danced. */
const waiting = (round: Round) =>
  round.roundState === roundStates.Initialized || round.roundState === roundStates.Empty;

/** The rounds on the floor now (Running), in schedule order, with how long each has run. */
export function runningRounds(
  events: CompetitionState['events'],
  clock: EstimateClock,
): RunningRound[] {
  const now = clockMinutes(clock);
  return dayOrder(events)
    .filter((round) => round.roundState === roundStates.Running)
    .map((round) => {
      const startedAt = localOf(round.roundActualStartTime, clock);
      const minutes = startedAt === undefined ? 0 : Math.floor(now - localMinutesOf(startedAt));
      return { round, startedAt, minutesRunning: Math.max(0, minutes) };
    });
}

/** Rounds whose cards are all in but whose results are not posted yet (Marked), in schedule order. */
export function markedRounds(events: CompetitionState['events']): Round[] {
  return dayOrder(events).filter((round) => round.roundState === roundStates.Marked);
}

/**
 * The rounds still to start that are expected today within the next hour
 * (or overdue) and whose couples are known, with their check-in counts:
 * what the registrar and deck captain chase. Expected is the estimate's time where the day is being
 * danced, else the plan.
 */
export function checkInSoon(
  events: CompetitionState['events'],
  estimate: ScheduleEstimate,
  clock: EstimateClock,
  withinMinutes = 60,
): CheckInSoon[] {
  const today = clockDate(clock);
  const horizon = clockMinutes(clock) + withinMinutes;
  const soon: CheckInSoon[] = [];
  for (const round of scheduledRounds(events)) {
    const timing = estimate.rounds[round.roundId];
    if (!timing || !waiting(round) || !danced(events, round)) {
      continue;
    }
    const expected = timing.estimated ?? timing.planned;
    if (!expected.startsWith(today) || localMinutesOf(expected) > horizon) {
      continue;
    }
    const entries = Object.values(round.entries);
    // A later round's couples are known once the round before posts its recall.
    if (entries.length === 0) {
      continue;
    }
    soon.push({
      round,
      expected,
      checkedIn: entries.filter((entry) => entry.checkedIn).length,
      total: entries.length,
    });
  }
  return soon;
}
