import type { Timing } from '../competition/settings';
import type { CompetitionState } from '../competition/state';
import { scheduledRounds } from '../competition/schedule';
import { localMinutes, roundDurationSeconds } from '../setup/start-times';
import type { ScheduleEstimate } from './schedule-estimate';

/** When one competition day ends, by its plan and as the floor now runs. */
export interface DayEnd {
  /** The venue-local date, `YYYY-MM-DD`. */
  date: string;
  /** The last scheduled item's planned start plus its duration (venue-local `YYYY-MM-DDTHH:mm`). */
  plannedEnd: string;
  /** The planned end moved by the delay when this is the day being danced; else the plan. */
  projectedEnd: string;
  /** Minutes `projectedEnd` is later than `plannedEnd` (negative: earlier). */
  shiftMinutes: number;
  /** Whether this is the day being danced: the day the estimate's delay was read from. */
  current: boolean;
}

/** Venue-local `YYYY-MM-DDTHH:mm` of minutes counted on the local clock as if it were UTC. */
function localText(minutes: number): string {
  return new Date(Math.round(minutes) * 60_000).toISOString().slice(0, 16);
}

/**
 * Each competition day's planned and projected end (issue 14, the dashboard):
 * a day is a date that holds scheduled rounds with a planned start; it ends
 * when its last item (the latest planned start, later in the schedule on a
 * tie) has run for as long as the timing model gives it (ADR 007: heats ×
 * dances × dance time + changeover, or an Awards or Break item's minutes).
 *
 * Only the day being danced moves: the estimate's delay was measured on it
 * (its basis round's planned day), and `scheduleEstimate` moves only that
 * day's rounds too; another day starts at its own planned time. Days come
 * in date order. Pure: the estimate carries the clock.
 */
export function dayEnds(
  state: Pick<CompetitionState, 'events'> & { settings: { timing: Timing } },
  estimate: Pick<ScheduleEstimate, 'delayMinutes' | 'basedOn' | 'rounds'>,
): DayEnd[] {
  const lastOfDay = new Map<string, { start: number; end: number }>();
  for (const round of scheduledRounds(state.events)) {
    if (round.roundStartTime === '') {
      continue;
    }
    const event = state.events[round.eventName]!;
    const start = localMinutes(round.roundStartTime);
    if (!Number.isFinite(start)) {
      continue;
    }
    const date = round.roundStartTime.slice(0, 10);
    const end = start + roundDurationSeconds(round, event, state.settings.timing) / 60;
    const last = lastOfDay.get(date);
    // The last item is the one that starts last; rounds come in schedule order, so a tie takes the later one.
    if (last === undefined || start >= last.start) {
      lastOfDay.set(date, { start, end });
    }
  }
  const basedOn = estimate.basedOn === undefined ? undefined : estimate.rounds[estimate.basedOn];
  const dancedDay = basedOn?.planned.slice(0, 10);
  return [...lastOfDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, { end }]) => {
      const current = date === dancedDay && estimate.delayMinutes !== undefined;
      const shiftMinutes = current ? (estimate.delayMinutes ?? 0) : 0;
      return {
        date,
        plannedEnd: localText(end),
        projectedEnd: localText(end + shiftMinutes),
        shiftMinutes,
        current,
      };
    });
}
