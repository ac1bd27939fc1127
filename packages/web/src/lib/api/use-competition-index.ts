import { useEffect, useSyncExternalStore } from 'react';
import { pageCompetitionIndex, type CompetitionIndex } from './competitions';

type IndexState =
  | { status: 'idle' | 'loading' }
  | { status: 'loaded'; index: CompetitionIndex }
  | { status: 'failed'; error: string };

let state: IndexState = { status: 'idle' };
const listeners = new Set<() => void>();

function set(next: IndexState): void {
  state = next;
  for (const listener of listeners) {
    listener();
  }
}

/** Asks the server once per page load; a failure is asked again by the next screen that needs it. */
function load(fresh = false): void {
  if (state.status === 'loading' || state.status === 'loaded') {
    return;
  }
  set({ status: 'loading' });
  pageCompetitionIndex({ fresh }).then(
    (index) => set({ status: 'loaded', index }),
    (error: unknown) =>
      set({ status: 'failed', error: error instanceof Error ? error.message : String(error) }),
  );
}

/** Asks again (a competition was created): the switcher and `/` then list it. */
export function reloadCompetitionIndex(): void {
  if (state.status !== 'loading') {
    set({ status: 'idle' });
  }
  load(true);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The server's competitions (GET /api/competitions): the index at `/`, the
 * empty server's home page and the admin switcher's names and dates.
 */
export function useCompetitionIndex(enabled = true): IndexState {
  useEffect(() => {
    if (enabled) {
      load();
    }
  }, [enabled]);
  return useSyncExternalStore(subscribe, () => state);
}

/** What `/` shows: one competition's home page, the index of several, or the empty server's note. */
export type ServerHome = 'loading' | 'competition' | 'index' | 'empty';

/**
 * What the server's root page is, for the root routes only (`onRoot`):
 * `/c/:slug/` is always its competition's home.
 */
export function useServerHome(onRoot: boolean): ServerHome {
  const index = useCompetitionIndex(onRoot);
  if (!onRoot) {
    return 'competition';
  }
  if (index.status !== 'loaded') {
    // A server that cannot be asked shows the competition's page, which says why it waits.
    return index.status === 'failed' ? 'competition' : 'loading';
  }
  if (index.index.competitions.length === 0) {
    return 'empty';
  }
  return index.index.showIndex ? 'index' : 'competition';
}
