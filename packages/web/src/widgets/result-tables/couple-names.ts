import type { DanceEvent, Round } from '@floorcraft/domain';

/**
 * Competitor number → "Lead & Follow", from the round's entries (who danced
 * it), else the event's entries. A placeholder couple shows its dummy names.
 */
export function coupleNames(event: DanceEvent, round: Round): Map<number, string> {
  const names = new Map<number, string>();
  for (const entry of [...Object.values(event.entries), ...Object.values(round.entries)]) {
    names.set(entry.leadNumber, `${entry.leadName} & ${entry.followName}`);
  }
  return names;
}
