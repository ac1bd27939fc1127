import type { DanceEvent, Round } from '../competition/dance-event';
import type { RoundChange } from '../competition/events';
import type { Timing } from '../competition/settings';
import type { CompetitionState } from '../competition/state';
import { scheduledRounds } from './schedule';

/**
 * How long a round takes under the timing model (ADR 007): every heat
 * dances each dance for `danceSeconds`, plus one changeover; an Awards or
 * Break item takes its fixed minutes.
 */
export function roundDurationSeconds(round: Round, event: DanceEvent, timing: Timing): number {
  if (event.eventDances.includes('Awards')) {
    return timing.awardsMinutes * 60;
  }
  if (event.eventDances.includes('Break')) {
    return timing.breakMinutes * 60;
  }
  return round.numHeats * event.eventDances.length * timing.danceSeconds + timing.changeoverSeconds;
}

/** Minutes since the epoch of a venue-local `YYYY-MM-DDTHH:mm` (read as if UTC; no zone math needed). */
export function localMinutes(localDateTime: string): number {
  return Date.parse(`${localDateTime}:00Z`) / 60_000;
}

function localDateTimeAt(minutes: number): string {
  return new Date(minutes * 60_000).toISOString().slice(0, 16);
}

/**
 * Start times for the whole schedule from the first day's start (spec
 * §4 autoAssignTimes): rounds follow each other without gaps, in schedule
 * order. Returns only the rounds whose time changes.
 */
export function assignStartTimes(state: CompetitionState): RoundChange[] {
  const { timing } = state.settings;
  let clock = localMinutes(`${state.metadata.startDate}T${timing.dayStart}`);
  const changes: RoundChange[] = [];
  for (const round of scheduledRounds(state.events)) {
    const start = localDateTimeAt(Math.round(clock));
    if (round.roundStartTime !== start) {
      changes.push({
        eventName: round.eventName,
        roundNumber: round.roundNumber,
        fields: { roundStartTime: start },
      });
    }
    clock += roundDurationSeconds(round, state.events[round.eventName]!, timing) / 60;
  }
  return changes;
}
