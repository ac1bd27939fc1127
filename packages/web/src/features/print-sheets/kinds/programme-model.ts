import {
  isScheduleItem,
  scheduledRounds,
  shownRoundName,
  type CompetitionState,
  type DanceEvent,
  type Round,
} from '@floorcraft/domain';

/** One line of the printed programme. */
export type ProgrammeLine =
  | {
      item: false;
      roundId: string;
      /** Planned start `HH:mm` ('' when not set). */
      time: string;
      event: string;
      round: string;
      /** Couples dancing it, or expected from the round before's recall until it is filled. */
      couples: number;
      dances: string;
    }
  | { item: true; roundId: string; time: string; name: string };

/** One day of the programme ('' for rounds not yet given a time). */
export interface ProgrammeDay {
  day: string;
  lines: ProgrammeLine[];
}

/**
 * How many couples a round holds: its own entries once filled, else what
 * the round before it recalls (a Semi-Final of 12 recalling 6 means a Final
 * of 6), else the event's entries (the first round danced).
 */
function couplesOf(round: Round, event: DanceEvent): number {
  const own = Object.keys(round.entries).length;
  if (own > 0) {
    return own;
  }
  const before = event.rounds[round.roundNumber + 1];
  return before ? before.recallSize : Object.keys(event.entries).length;
}

function lineOf(round: Round, event: DanceEvent): ProgrammeLine {
  const time = round.roundStartTime.slice(11, 16);
  if (isScheduleItem(event)) {
    return { item: true, roundId: round.roundId, time, name: event.name };
  }
  return {
    item: false,
    roundId: round.roundId,
    time,
    event: event.name,
    round: shownRoundName(event, round),
    couples: couplesOf(round, event),
    dances: event.eventDances.join(', '),
  };
}

/**
 * The programme: every scheduled round by planned day, in schedule order,
 * with breaks, lunch and awards as lines of their own. Rounds not on the
 * schedule are left out; scheduled ones with no time yet come last.
 */
export function programmeDays(events: CompetitionState['events']): ProgrammeDay[] {
  const byDay = new Map<string, ProgrammeLine[]>();
  for (const round of scheduledRounds(events)) {
    const day = round.roundStartTime.slice(0, 10);
    const lines = byDay.get(day) ?? [];
    lines.push(lineOf(round, events[round.eventName]!));
    byDay.set(day, lines);
  }
  return [...byDay]
    .map(([day, lines]) => ({ day, lines }))
    .sort((a, b) => (a.day === '' ? 1 : b.day === '' ? -1 : a.day.localeCompare(b.day)));
}
