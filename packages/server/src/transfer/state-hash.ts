import { createHash } from 'node:crypto';
import { applyAll, type CompetitionState } from '@floorcraft/domain';
import type { EventStore, StoredEvent } from '../store/event-store';

/** Events are read in pages so a long log does not sit in memory twice. */
const PAGE_SIZE = 10_000;

/** A competition's whole log, in order, read page by page. */
export async function readWholeLog(
  store: EventStore,
  competitionId: string,
): Promise<StoredEvent[]> {
  const log: StoredEvent[] = [];
  for (;;) {
    const page = await store.readEvents(competitionId, log.at(-1)?.seq ?? 0, PAGE_SIZE);
    if (page.length === 0) {
      return log;
    }
    log.push(...page);
  }
}

/**
 * sha256 of the folded state's JSON: two stores holding the same log give
 * the same hash, whatever their snapshots. Folding the same events in the
 * same order builds objects with the same key order, so JSON.stringify is
 * stable without sorting.
 */
export function stateHash(state: CompetitionState | undefined): string {
  return createHash('sha256')
    .update(JSON.stringify(state ?? null))
    .digest('hex');
}

/** The hash of the state a log folds to, from the events themselves (never a snapshot). */
export function logStateHash(log: readonly Pick<StoredEvent, 'event'>[]): string {
  return stateHash(
    applyAll(
      undefined,
      log.map((stored) => stored.event),
    ),
  );
}
