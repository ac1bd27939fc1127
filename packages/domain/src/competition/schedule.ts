import type { DanceEvent, Round } from './dance-event';
import type { RoundChange } from './round-events';
import type { CompetitionState } from './state';
import { isAwardsItem, isScheduleItem } from './schedule-items';

/** Every scheduled round of the day in order (index 0 means not scheduled, spec §4). */
export function scheduledRounds(events: CompetitionState['events']): Round[] {
  const rounds: Round[] = [];
  for (const event of Object.values(events)) {
    for (const round of Object.values(event.rounds)) {
      if (round.scheduleIndex > 0) {
        rounds.push(round);
      }
    }
  }
  return rounds.sort(
    (a, b) =>
      a.scheduleIndex - b.scheduleIndex ||
      a.eventName.localeCompare(b.eventName) ||
      b.roundNumber - a.roundNumber,
  );
}

/** The index after the last scheduled round, where new rounds are appended. */
export function nextScheduleIndex(events: CompetitionState['events']): number {
  const rounds = scheduledRounds(events);
  return Math.floor(rounds.at(-1)?.scheduleIndex ?? 0) + 1;
}

/** The venue-local day a round is planned on ('' when it has no start time). */
const dayOf = (round: Round) => round.roundStartTime.slice(0, 10);

/**
 * The day's closing awards: the last awards item of the schedule's last
 * day, when nothing but schedule items (a closing break, say) follows it
 * that day. An awards ceremony with competitive rounds after it is not
 * closing anything, and the day then has none.
 */
export function closingAwards(events: CompetitionState['events']): Round | undefined {
  const rounds = scheduledRounds(events);
  const day = rounds.length > 0 ? dayOf(rounds.at(-1)!) : '';
  for (const round of rounds.toReversed()) {
    const event = events[round.eventName]!;
    if (dayOf(round) !== day || !isScheduleItem(event)) {
      return undefined;
    }
    if (isAwardsItem(event)) {
      return round;
    }
  }
  return undefined;
}

/**
 * Where `count` new rounds of an event go (spec §4 generate rounds): at
 * the end of the schedule, but before the day's closing awards, so the
 * awards still close the day; an awards item itself goes at the end. The
 * indexes between two rounds are fractions, made whole by the re-index
 * that follows (unless dontReorderAfterAddRemoveRounds, which keeps them).
 */
export function newRoundIndexes(
  events: CompetitionState['events'],
  count: number,
  event: Pick<DanceEvent, 'name' | 'eventDances'>,
): number[] {
  const closing = isAwardsItem(event) ? undefined : closingAwards(events);
  if (!closing) {
    const first = nextScheduleIndex(events);
    return Array.from({ length: count }, (_, position) => first + position);
  }
  const before = scheduledRounds(events)
    .filter((round) => round.scheduleIndex < closing.scheduleIndex)
    .at(-1);
  const from = before?.scheduleIndex ?? 0;
  const step = (closing.scheduleIndex - from) / (count + 1);
  return Array.from({ length: count }, (_, position) => from + step * (position + 1));
}

/**
 * Re-indexes the schedule to 1, 2, 3, … in its current order, so an extra
 * round's x.5 becomes a whole number (spec §4). Returns only the changes.
 */
export function reindexSchedule(events: CompetitionState['events']): RoundChange[] {
  return scheduledRounds(events).flatMap((round, position) =>
    round.scheduleIndex === position + 1
      ? []
      : [
          {
            eventName: round.eventName,
            roundNumber: round.roundNumber,
            fields: { scheduleIndex: position + 1 },
          },
        ],
  );
}
