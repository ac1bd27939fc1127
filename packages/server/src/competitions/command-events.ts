import type { DomainEvent } from '@floorcraft/domain';
import type { EventStore } from '../store/event-store';

/** Events read first when looking back for one command's events. */
const FIRST_COMMAND_EVENTS_PAGE = 16;

/**
 * The events one command appended, found from the version it was applied
 * at (its last event): what a reply needs that the outcome does not carry,
 * such as the codes a registration made, also for a retried command.
 */
export async function commandEvents(
  store: EventStore,
  competitionId: string,
  commandId: string,
  version: number,
): Promise<DomainEvent[]> {
  const found: DomainEvent[] = [];
  // Small pages first (a command has a handful of events), doubling for a large one.
  for (let end = version, page = FIRST_COMMAND_EVENTS_PAGE; end > 0; end -= page, page *= 2) {
    const start = Math.max(0, end - page);
    const events = await store.readEvents(competitionId, start, end - start);
    const ours = events.filter((stored) => stored.commandId === commandId);
    found.unshift(...ours.map((stored) => stored.event));
    // The command's events are contiguous and end at `version`: done once a page has others.
    if (ours.length < events.length || events.length === 0) {
      break;
    }
  }
  return found;
}
