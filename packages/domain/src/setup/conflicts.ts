import type { Round } from '../competition/dance-event';
import type { CompetitionState } from '../competition/state';
import { scheduledRounds } from '../competition/schedule';
import { localMinutes, roundDurationSeconds } from './start-times';

/** A dancer due on the floor in two rounds at once. */
export interface ScheduleConflict {
  dancer: string;
  first: Round;
  second: Round;
}

interface Slot {
  round: Round;
  start: number;
  end: number;
}

/**
 * Dancers who dance in two rounds whose planned times overlap, for the
 * schedule's warning. Rounds without a start time are not checked.
 */
export function scheduleConflicts(state: CompetitionState): ScheduleConflict[] {
  const slotsByDancer = new Map<string, { name: string; slots: Slot[] }>();
  for (const round of scheduledRounds(state.events)) {
    if (!round.roundStartTime) {
      continue;
    }
    const event = state.events[round.eventName]!;
    const start = localMinutes(round.roundStartTime);
    const slot = {
      round,
      start,
      end: start + roundDurationSeconds(round, event, state.settings.timing) / 60,
    };
    for (const entry of Object.values(round.entries)) {
      for (const [id, name] of [
        [entry.leadId, entry.leadName],
        [entry.followId, entry.followName],
      ] as const) {
        const dancer = slotsByDancer.get(id) ?? { name, slots: [] };
        dancer.slots.push(slot);
        slotsByDancer.set(id, dancer);
      }
    }
  }
  const conflicts: ScheduleConflict[] = [];
  for (const { name, slots } of slotsByDancer.values()) {
    slots.sort((a, b) => a.start - b.start);
    for (let index = 1; index < slots.length; index += 1) {
      const previous = slots[index - 1]!;
      const current = slots[index]!;
      if (current.start < previous.end && current.round !== previous.round) {
        conflicts.push({ dancer: name, first: previous.round, second: current.round });
      }
    }
  }
  return conflicts;
}
