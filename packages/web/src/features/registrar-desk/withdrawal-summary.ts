import type { DeskView, Entry } from '@floorcraft/domain';

/** What withdrawing a dancer takes away, to name it before the registrar confirms. */
export interface WithdrawalSummary {
  /** Each event where the dancer dances with a partner, and the partner's name. */
  entries: { eventName: string; partner: string }[];
  /** Each event where the dancer is on the TBA list. */
  seeking: string[];
}

/**
 * What `withdrawDancer` removes (issue 13 item 8): every entry of the dancer
 * (a couple's entry leaves for both dancers, so the partner is named) and
 * every TBA place; the domain decides, this only words it beforehand.
 */
export function withdrawalSummary(
  state: Pick<DeskView, 'events' | 'registration'>,
  competitorId: string,
): WithdrawalSummary {
  const dances = (entry: Pick<Entry, 'leadId' | 'followId'>) =>
    entry.leadId === competitorId || entry.followId === competitorId;
  const entries = Object.keys(state.events)
    .sort((a, b) => a.localeCompare(b))
    .flatMap((eventName) => {
      // The desk's entries hold those added late to a round too.
      const entry = Object.values(state.events[eventName]!.entries).find(dances);
      if (!entry) {
        return [];
      }
      const partner = entry.leadId === competitorId ? entry.followName : entry.leadName;
      return [{ eventName, partner }];
    });
  const seeking = Object.values(state.registration.seeking)
    .filter((record) => record.competitorId === competitorId)
    .map((record) => record.eventName)
    .sort((a, b) => a.localeCompare(b));
  return { entries, seeking };
}

/** The confirmation's words: what goes, and that what they owe stays. */
export function withdrawalWords(name: string, summary: WithdrawalSummary): string[] {
  const lines = [
    ...summary.entries.map(
      ({ eventName, partner }) => `${eventName}: the entry with ${partner} (for both dancers)`,
    ),
    ...summary.seeking.map((eventName) => `${eventName}: ${name}’s place on the TBA list`),
  ];
  return lines.length > 0 ? lines : [`${name} holds no entry.`];
}
