import {
  isScheduleItem,
  roundLabel,
  scheduledRounds,
  type CompetitionState,
  type Round,
} from '@floorcraft/domain';

/**
 * Which rounds a sheet prints, as its URL says: `?round=<roundId>`,
 * `?day=YYYY-MM-DD&session=N` or `?day=YYYY-MM-DD`; `none` until chosen.
 */
export type PrintScope =
  | { type: 'none' }
  | { type: 'round'; roundId: string }
  | { type: 'session'; day: string; session: number }
  | { type: 'day'; day: string };

/** A run of a day's rounds between two schedule items (or the day's start or end). */
export interface Session {
  /** 1-based within its day. */
  number: number;
  rounds: Round[];
  /** "Session 2, 10:30–12:15". */
  label: string;
}

type Events = CompetitionState['events'];

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** "Saturday 10 April" for `2027-04-10`, read as UTC so the day never shifts with the viewer's zone. */
export function dayName(day: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? dayFormat.format(new Date(`${day}T00:00:00Z`)) : day;
}

/** The venue-local day a round is planned on ('' when it has no planned start). */
const dayOf = (round: Round) => round.roundStartTime.slice(0, 10);

/** Reads the scope from a URL's query; a session needs its day. */
export function scopeFromSearch(search: URLSearchParams): PrintScope {
  const roundId = search.get('round');
  if (roundId) {
    return { type: 'round', roundId };
  }
  const day = search.get('day');
  if (!day) {
    return { type: 'none' };
  }
  const session = search.get('session');
  if (session !== null && /^\d+$/.test(session)) {
    return { type: 'session', day, session: Number(session) };
  }
  return { type: 'day', day };
}

/** The query a scope is bookmarked as (without the paper). */
export function scopeParams(scope: PrintScope): Record<string, string> {
  switch (scope.type) {
    case 'none':
      return {};
    case 'round':
      return { round: scope.roundId };
    case 'session':
      return { day: scope.day, session: String(scope.session) };
    case 'day':
      return { day: scope.day };
  }
}

/** The days with a planned round, in order. */
export function plannedDays(events: Events): string[] {
  const days = new Set(scheduledRounds(events).map(dayOf));
  days.delete('');
  return [...days].sort();
}

/** A day's rounds that are danced (schedule items left out), in schedule order. */
export function dayRounds(events: Events, day: string): Round[] {
  return scheduledRounds(events).filter(
    (round) => dayOf(round) === day && !isScheduleItem(events[round.eventName]!),
  );
}

/**
 * A day's sessions: the day's rounds split at every schedule item (a
 * break, lunch, an awards ceremony), in schedule order; an item with no
 * round between it and the next one makes no empty session.
 */
export function sessionsOf(events: Events, day: string): Session[] {
  const runs: Round[][] = [[]];
  for (const round of scheduledRounds(events)) {
    if (dayOf(round) !== day) {
      continue;
    }
    if (isScheduleItem(events[round.eventName]!)) {
      runs.push([]);
    } else {
      runs.at(-1)!.push(round);
    }
  }
  return runs
    .filter((rounds) => rounds.length > 0)
    .map((rounds, index) => {
      const first = rounds[0]!.roundStartTime.slice(11, 16);
      const last = rounds.at(-1)!.roundStartTime.slice(11, 16);
      const times = first === last ? first : `${first}–${last}`;
      return {
        number: index + 1,
        rounds,
        label: times ? `Session ${index + 1}, ${times}` : `Session ${index + 1}`,
      };
    });
}

/**
 * The rounds offered for printing one round: the danced rounds on the
 * schedule in order, labelled with their day and time, then those not on it.
 */
export function roundChoices(events: Events): { value: string; label: string }[] {
  const danced = (round: Round) => !isScheduleItem(events[round.eventName]!);
  const scheduled = scheduledRounds(events).filter(danced);
  const unscheduled = Object.values(events)
    .flatMap((event) => Object.values(event.rounds))
    .filter((round) => round.scheduleIndex <= 0 && danced(round))
    .sort((a, b) => a.eventName.localeCompare(b.eventName) || b.roundNumber - a.roundNumber);
  const multiDay = plannedDays(events).length > 1;
  return [...scheduled, ...unscheduled].map((round) => {
    const label = roundLabel(events[round.eventName]!, round);
    const time = round.roundStartTime.slice(11, 16);
    const when = multiDay ? `${dayName(dayOf(round))} ${time}` : time;
    return { value: round.roundId, label: time ? `${when} ${label}` : `${label} (not timed)` };
  });
}

/** Every round by id, for the one-round choice. */
function roundById(events: Events, roundId: string): Round | undefined {
  for (const event of Object.values(events)) {
    for (const round of Object.values(event.rounds)) {
      if (round.roundId === roundId) {
        return round;
      }
    }
  }
  return undefined;
}

export type ScopeRounds =
  { ok: true; rounds: Round[]; label: string } | { ok: false; error: string };

/**
 * The rounds a scope names, in schedule order, with how the page names the
 * choice; or why there are none, in a sentence a user can act on.
 */
export function resolveScope(events: Events, scope: PrintScope): ScopeRounds {
  switch (scope.type) {
    case 'none':
      return { ok: false, error: 'Choose a round, a session or a day to print.' };
    case 'round': {
      const round = roundById(events, scope.roundId);
      if (!round) {
        return { ok: false, error: `There is no round “${scope.roundId}” in this competition.` };
      }
      return { ok: true, rounds: [round], label: roundLabel(events[round.eventName]!, round) };
    }
    case 'day': {
      const rounds = dayRounds(events, scope.day);
      return rounds.length === 0
        ? { ok: false, error: `No round is planned on ${dayName(scope.day)}.` }
        : { ok: true, rounds, label: `The whole of ${dayName(scope.day)}` };
    }
    case 'session': {
      const sessions = sessionsOf(events, scope.day);
      const session = sessions[scope.session - 1];
      if (!session) {
        const count = sessions.length;
        return {
          ok: false,
          error:
            count === 0
              ? `No round is planned on ${dayName(scope.day)}.`
              : `${dayName(scope.day)} has ${count} session${count === 1 ? '' : 's'}; there is no session ${scope.session}.`,
        };
      }
      return { ok: true, rounds: session.rounds, label: `${dayName(scope.day)}, ${session.label}` };
    }
  }
}
