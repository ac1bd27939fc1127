import type { Round } from '../competition/dance-event';
import type { RoundChange } from '../competition/events';
import type { CompetitionState } from '../competition/state';

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
