import { applyAll, STATE_FORMAT, type CompetitionState } from '@floorcraft/domain';
import type { EventStore } from './event-store';

export interface LoadedState {
  state: CompetitionState | undefined;
  /** The version the state reflects. */
  seq: number;
  /** How many events were folded after the snapshot (all of them without one). */
  eventsReplayed: number;
}

/** Events are read in pages of this size so a long log does not sit in memory at once. */
const PAGE_SIZE = 10_000;

/**
 * Rebuilds a competition's state: the newest snapshot in the current
 * `STATE_FORMAT`, then the events after it. Snapshots in other formats are
 * ignored, so a release that changes `apply` folds the whole log again.
 */
export async function loadCompetitionState(
  store: EventStore,
  competitionId: string,
): Promise<LoadedState> {
  const snapshot = await store.loadSnapshot(competitionId, STATE_FORMAT);
  let state = snapshot?.state as CompetitionState | undefined;
  let seq = snapshot?.seq ?? 0;
  let eventsReplayed = 0;
  for (;;) {
    const page = await store.readEvents(competitionId, seq, PAGE_SIZE);
    if (page.length === 0) {
      return { state, seq, eventsReplayed };
    }
    state = applyAll(
      state,
      page.map((stored) => stored.event),
    );
    seq = page.at(-1)?.seq ?? seq;
    eventsReplayed += page.length;
  }
}

/** Whether to snapshot now: after every `every` events since the last snapshot. */
export function shouldSnapshot(seqNow: number, lastSnapshotSeq: number, every = 1000): boolean {
  return seqNow - lastSnapshotSeq >= every;
}
