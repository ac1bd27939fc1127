import type { DanceEvent, Round } from '../competition/dance-event';
import type { RoundChange } from '../competition/round-events';
import type { Timing } from '../competition/settings';
import type { CompetitionState } from '../competition/state';
import { scheduledRounds } from '../competition/schedule';

/**
 * How long a round takes under the timing model (ADR 007): every heat
 * dances each dance for `danceSeconds`, plus one changeover; an Awards item
 * takes the awards minutes, a Break item its own minutes (issue 25 item 12)
 * or, without, the setting's.
 */
export function roundDurationSeconds(round: Round, event: DanceEvent, timing: Timing): number {
  if (event.eventDances.includes('Awards')) {
    return timing.awardsMinutes * 60;
  }
  if (event.eventDances.includes('Break')) {
    return (event.breakMinutes ?? timing.breakMinutes) * 60;
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

const DAY_MINUTES = 24 * 60;

/** The next calendar day of a `YYYY-MM-DD` date. */
function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MINUTES * 60_000)
    .toISOString()
    .slice(0, 10);
}

/**
 * Start times for the whole schedule from the first day's start (spec
 * §4 autoAssignTimes): rounds follow each other without gaps, in schedule
 * order. A round that would end after the day's end starts the next
 * competition day at the day's start; on the last day the schedule runs
 * on, so no round is left without a time. Returns only the rounds whose
 * time changes.
 */
export function assignStartTimes(state: CompetitionState): RoundChange[] {
  const { timing } = state.settings;
  const { startDate, endDate } = state.metadata;
  let day = startDate;
  const dayStart = () => localMinutes(`${day}T${timing.dayStart}`);
  // A day end not after its start would end every day at once: the day then never ends.
  const dayEnd = () =>
    timing.dayEnd !== undefined && timing.dayEnd > timing.dayStart
      ? localMinutes(`${day}T${timing.dayEnd}`)
      : Number.POSITIVE_INFINITY;
  let clock = dayStart();
  const changes: RoundChange[] = [];
  for (const round of scheduledRounds(state.events)) {
    const minutes = roundDurationSeconds(round, state.events[round.eventName]!, timing) / 60;
    // A round longer than a whole day stays where it is rather than moving on for ever.
    if (clock + minutes > dayEnd() && clock > dayStart() && day < endDate) {
      day = nextDay(day);
      clock = dayStart();
    }
    const start = localDateTimeAt(Math.round(clock));
    if (round.roundStartTime !== start) {
      changes.push({
        eventName: round.eventName,
        roundNumber: round.roundNumber,
        fields: { roundStartTime: start },
      });
    }
    clock += minutes;
  }
  return changes;
}
