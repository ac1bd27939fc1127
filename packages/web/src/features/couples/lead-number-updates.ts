import { PLACEHOLDER_NUMBER, type DanceEvent } from '@floorcraft/domain';

export interface LeadNumberUpdate {
  path: string;
  value: number;
}

/**
 * The spec §5 bulk update that gives a lead a new number in every entry
 * they lead: `events/{event}/entries/{entry}/leadNumber` for each event's
 * own list and `events/{event}/rounds/{round}/entries/{entry}/leadNumber`
 * for each round. Names are URI-encoded: the domain decodes them, and an
 * event name may hold a `%`.
 */
export function leadNumberUpdates(
  events: Record<string, DanceEvent>,
  leadId: string,
  value: number,
): LeadNumberUpdate[] {
  const updates: LeadNumberUpdate[] = [];
  for (const event of Object.values(events)) {
    const name = encodeURIComponent(event.name);
    for (const entry of Object.values(event.entries)) {
      if (entry.leadId === leadId) {
        const id = encodeURIComponent(entry.entryId);
        updates.push({ path: `events/${name}/entries/${id}/leadNumber`, value });
      }
    }
    for (const round of Object.values(event.rounds)) {
      for (const entry of Object.values(round.entries)) {
        if (entry.leadId === leadId) {
          const id = encodeURIComponent(entry.entryId);
          updates.push({
            path: `events/${name}/rounds/${round.roundNumber}/entries/${id}/leadNumber`,
            value,
          });
        }
      }
    }
  }
  return updates;
}

/**
 * A typed competitor number, or why it is not one: the domain's range is 1
 * to 99999, and 9999 is what placeholder couples wear (spec §3, §9).
 */
export function parseLeadNumber(text: string): number | string {
  const trimmed = text.trim();
  const number = /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  if (!Number.isInteger(number) || number < 1 || number > 99_999) {
    return 'Enter a whole number from 1 to 99999.';
  }
  return number === PLACEHOLDER_NUMBER
    ? `${PLACEHOLDER_NUMBER} is kept for placeholder couples.`
    : number;
}
