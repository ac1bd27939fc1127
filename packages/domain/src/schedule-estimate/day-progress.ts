import type { DanceEvent } from '../competition/dance-event';
import { roundStates } from '../competition/enumerations';
import type { CompetitionState } from '../competition/state';
import { scheduledRounds } from '../competition/schedule';
import { isScheduleItem } from '../competition/schedule-items';
import { localMinutes } from '../setup/start-times';
import { hasStarted } from './schedule-pace';
import { scheduleEstimate, type EstimateClock } from './schedule-estimate';

/** How far the day being danced has come, as the dashboard says it. */
export interface DayProgress {
  /** The plan's day being danced (venue-local `YYYY-MM-DD`). */
  plannedDate: string;
  /** The date it is danced on: today at the venue (differs from the plan when the day moved). */
  dancedOn: string;
  /** Its danced rounds posted (schedule items and skipped rounds are not counted). */
  posted: number;
  /** Its danced rounds, skipped ones left out. */
  total: number;
  /** Minutes it runs behind its plan's clock (negative: ahead), or undefined before it starts. */
  delayMinutes: number | undefined;
}

type Events = CompetitionState['events'];

/** Venue-local `YYYY-MM-DDTHH:mm` of minutes on the local clock counted as if UTC. */
const localText = (minutes: number) => new Date(minutes * 60_000).toISOString().slice(0, 16);

/** Venue-local `YYYY-MM-DD` of an ISO UTC moment (empty when unreadable). */
function venueDate(iso: string, clock: EstimateClock): string {
  const minutes = Date.parse(iso) / 60_000 + clock.utcOffsetMinutes;
  return Number.isFinite(minutes) ? localText(minutes).slice(0, 10) : '';
}

/**
 * The plan's day being danced (issue 25 item 12): today's date at the venue when rounds are
 * planned today; if none is, the planned day of the round started last today (a day danced on
 * another date than planned: a rehearsal, a date moved after the schedule was made). Undefined
 * when nothing is planned or started today.
 */
export function dayBeingDanced(
  state: Pick<CompetitionState, 'events'>,
  clock: EstimateClock,
): string | undefined {
  const today = venueDate(clock.now, clock);
  const rounds = scheduledRounds(state.events).filter((round) => round.roundStartTime !== '');
  if (rounds.some((round) => round.roundStartTime.startsWith(today))) {
    return today;
  }
  const startedToday = rounds
    .filter((round) => hasStarted(round) && venueDate(round.roundActualStartTime, clock) === today)
    .sort((a, b) => Date.parse(a.roundActualStartTime) - Date.parse(b.roundActualStartTime));
  return startedToday.at(-1)?.roundStartTime.slice(0, 10);
}

/** The events with one planned day's starts moved by `minutes` (the rest of the plan as it is). */
function movePlannedDay(events: Events, plannedDate: string, minutes: number): Events {
  const moved: Events = {};
  for (const [name, event] of Object.entries(events)) {
    const rounds: DanceEvent['rounds'] = {};
    for (const [number, round] of Object.entries(event.rounds)) {
      rounds[Number(number)] = round.roundStartTime.startsWith(plannedDate)
        ? { ...round, roundStartTime: localText(localMinutes(round.roundStartTime) + minutes) }
        : round;
    }
    moved[name] = { ...event, rounds };
  }
  return moved;
}

/**
 * The day being danced (`dayBeingDanced`) as the dashboard names it: "14 of 38 rounds posted,
 * 12 min behind". A day danced on another date keeps its plan's clock: its planned starts are
 * read on today's date, so the schedule estimate's delay (ADR 020) applies to it as to a day
 * danced as planned. Pure: the clock is passed in.
 */
export function dayProgress(
  state: Pick<CompetitionState, 'events'>,
  clock: EstimateClock,
): DayProgress | undefined {
  const plannedDate = dayBeingDanced(state, clock);
  if (plannedDate === undefined) {
    return undefined;
  }
  const dancedOn = venueDate(clock.now, clock);
  const shift = localMinutes(`${dancedOn}T00:00`) - localMinutes(`${plannedDate}T00:00`);
  const events = shift === 0 ? state.events : movePlannedDay(state.events, plannedDate, shift);
  const rounds = scheduledRounds(state.events).filter(
    (round) =>
      round.roundStartTime.startsWith(plannedDate) &&
      round.roundState !== roundStates.Skipped &&
      !isScheduleItem(state.events[round.eventName]!),
  );
  return {
    plannedDate,
    dancedOn,
    posted: rounds.filter((round) => round.roundState === roundStates.Posted).length,
    total: rounds.length,
    delayMinutes: scheduleEstimate({ events }, clock).delayMinutes,
  };
}
