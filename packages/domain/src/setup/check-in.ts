import type { EntryChange } from './events';
import type { CompetitionState } from '../competition/state';
import { accept, refuse, type Decision } from '../competition/decision';
import { findRound } from '../competition/lookups';
import { scheduledRounds } from '../competition/schedule';

/**
 * Checks a couple in (or out) for a round. Spec §4 with cascadeCheckin on:
 * the same couple is checked in for their later rounds in schedule order,
 * in every event, so the deck captain marks them once.
 */
export function checkIn(
  state: CompetitionState,
  command: { eventName: string; roundNumber: number; entryId: string; checkedIn: boolean },
): Decision {
  const found = findRound(state, command.eventName, command.roundNumber);
  if (!found.ok) {
    return refuse(found.error);
  }
  const round = found.value;
  const entry = round.entries[command.entryId];
  if (!entry) {
    return refuse(
      `no entry "${command.entryId}" in the ${round.roundName} of "${command.eventName}"`,
    );
  }
  const changes: EntryChange[] = [{ ...command, fields: { checkedIn: command.checkedIn } }].map(
    ({ eventName, roundNumber, entryId, fields }) => ({ eventName, roundNumber, entryId, fields }),
  );
  if (state.settings.cascadeCheckin && round.scheduleIndex > 0) {
    for (const later of scheduledRounds(state.events)) {
      if (later.scheduleIndex <= round.scheduleIndex || later.roundId === round.roundId) {
        continue;
      }
      const same = Object.values(later.entries).find(
        (other) => other.leadId === entry.leadId && other.followId === entry.followId,
      );
      if (same && same.checkedIn !== command.checkedIn) {
        changes.push({
          eventName: later.eventName,
          roundNumber: later.roundNumber,
          entryId: same.entryId,
          fields: { checkedIn: command.checkedIn },
        });
      }
    }
  }
  return accept({ type: 'EntriesUpdated', changes });
}
