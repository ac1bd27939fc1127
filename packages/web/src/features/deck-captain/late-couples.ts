import { PLACEHOLDER_NUMBER, type CompetitionState, type Round } from '@floorcraft/domain';

/** A couple the deck captain may add late to a heat. */
export interface LateCouple {
  /** `leadId|followId`: one pair, whatever events it is entered in. */
  key: string;
  leadId: string;
  followId: string;
  number: number;
  /** "134 Ann Lee & Bo Park, Harbor City University". */
  label: string;
  /** Entered in this round's event already (shown first: the usual late couple). */
  inEvent: boolean;
}

/**
 * The couples that could join a round late: every pair entered anywhere in
 * the competition that does not dance this round yet, the event's own
 * couples first, each group in number order. Placeholders (9999) are left
 * out: a new placeholder is its own button.
 */
export function lateCouples(view: Pick<CompetitionState, 'events'>, round: Round): LateCouple[] {
  const pairKey = (entry: { leadId: string; followId: string }) =>
    `${entry.leadId}|${entry.followId}`;
  const dancing = new Set(Object.values(round.entries).map(pairKey));
  const found = new Map<string, LateCouple>();
  for (const event of Object.values(view.events)) {
    const own = event.name === round.eventName;
    for (const entry of Object.values(event.entries)) {
      const key = pairKey(entry);
      if (dancing.has(key) || entry.leadNumber === PLACEHOLDER_NUMBER) {
        continue;
      }
      const known = found.get(key);
      if (known) {
        known.inEvent ||= own;
        continue;
      }
      found.set(key, {
        key,
        leadId: entry.leadId,
        followId: entry.followId,
        label: `${entry.leadNumber} ${entry.leadName} & ${entry.followName}, ${entry.affiliation}`,
        inEvent: own,
        number: entry.leadNumber,
      });
    }
  }
  return [...found.values()].sort(
    (a, b) => Number(b.inEvent) - Number(a.inEvent) || a.number - b.number,
  );
}
