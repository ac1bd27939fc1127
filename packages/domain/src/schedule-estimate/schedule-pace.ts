import type { Round } from '../competition/dance-event';
import { isBeforeStart, isUnderWay } from '../competition/round-lifecycle-states';
import type { CompetitionState } from '../competition/state';
import { judgedDances } from '../scoring/round-cards';
import { scheduledRounds } from '../competition/schedule';

/** The round of a day that started last: its plan against its real start. */
export interface LastStarted {
  roundId: string;
  /** Its planned start, venue-local `YYYY-MM-DDTHH:mm`. */
  planned: string;
  /** When it really started, ISO date-time in UTC. */
  startedAt: string;
}

/** How one planned day stands on the floor: all the estimate needs of it, with no clock. */
export interface DayPace {
  /** The round planned for this day that started last, once one has. */
  lastStarted?: LastStarted;
  /**
   * The planned start of the next round the floor must start this day: the
   * first after `lastStarted` in the schedule (the day's first without one)
   * still to start, passing over Awards and Break items, which nobody starts.
   */
  nextPlanned?: string;
}

/** Each planned day's pace, by venue-local date `YYYY-MM-DD`. */
export type SchedulePace = Record<string, DayPace>;

/**
 * Started means on the floor or behind it (Running, Marked, Posted) with a
 * real start recorded. A Skipped round never counts, even if it was started
 * before it was skipped; a round stepped back to before its start waits again.
 */
export function hasStarted(round: Round): boolean {
  return isUnderWay(round.roundState) && Number.isFinite(Date.parse(round.roundActualStartTime));
}

/** Whether somebody starts this round on the floor: not an Awards or Break item, which just pass. */
const floorStarts = (state: Pick<CompetitionState, 'events'>, round: Round) =>
  judgedDances(state.events[round.eventName]!).length > 0;

/**
 * What a round tells of the day's pace: its real start against its plan; a break the MC
 * ended (issue 25 item 12), its real end against the planned start of the round after it,
 * since the floor is free again from then.
 */
function paceMark(day: readonly Round[], position: number): LastStarted | undefined {
  const round = day[position]!;
  const endedAt = round.roundActualEndTime;
  const after = day[position + 1];
  if (endedAt !== undefined && Number.isFinite(Date.parse(endedAt)) && after) {
    return { roundId: round.roundId, planned: after.roundStartTime, startedAt: endedAt };
  }
  return hasStarted(round)
    ? {
        roundId: round.roundId,
        planned: round.roundStartTime,
        startedAt: round.roundActualStartTime,
      }
    : undefined;
}

function dayPace(state: Pick<CompetitionState, 'events'>, day: readonly Round[]): DayPace {
  let last: LastStarted | undefined;
  let lastAt = Number.NEGATIVE_INFINITY;
  let lastPosition = -1;
  for (const position of day.keys()) {
    const mark = paceMark(day, position);
    const at = mark ? Date.parse(mark.startedAt) : Number.NaN;
    // On a tie the later round in the schedule is the one the floor reached.
    if (mark && at >= lastAt) {
      last = mark;
      lastAt = at;
      lastPosition = position;
    }
  }
  const next = day
    .slice(lastPosition + 1)
    .find((round) => isBeforeStart(round.roundState) && floorStarts(state, round));
  return {
    ...(last && { lastStarted: last }),
    ...(next && { nextPlanned: next.roundStartTime }),
  };
}

/**
 * Where each planned day of the schedule stands (issue 14): the round of the
 * day that started last and the planned start of the next one the floor
 * must start. No clock and no time zone: `scheduleEstimate` reads it with
 * both, so a view without the whole schedule (the judge's tablet) carries
 * this instead and estimates the same times. Scheduled rounds with a
 * planned start only.
 */
export function schedulePace(state: Pick<CompetitionState, 'events'>): SchedulePace {
  const days = new Map<string, Round[]>();
  for (const round of scheduledRounds(state.events)) {
    if (round.roundStartTime === '') {
      continue;
    }
    const date = round.roundStartTime.slice(0, 10);
    const day = days.get(date) ?? [];
    day.push(round);
    days.set(date, day);
  }
  const pace: SchedulePace = {};
  for (const [date, day] of days) {
    pace[date] = dayPace(state, day);
  }
  return pace;
}
