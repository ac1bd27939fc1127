import type { Competitor, DanceEvent } from '@floorcraft/domain';

/** Dancers who lead or follow in no entry of any event or round, by name. */
export function unenteredDancers(
  events: Record<string, DanceEvent>,
  competitors: Record<string, Competitor>,
): Competitor[] {
  const entered = new Set<string>();
  for (const event of Object.values(events)) {
    const lists = [event.entries, ...Object.values(event.rounds).map((round) => round.entries)];
    for (const entries of lists) {
      for (const entry of Object.values(entries)) {
        entered.add(entry.leadId);
        entered.add(entry.followId);
      }
    }
  }
  return Object.values(competitors)
    .filter((competitor) => !entered.has(competitor.id))
    .sort((a, b) => a.name.localeCompare(b.name));
}
