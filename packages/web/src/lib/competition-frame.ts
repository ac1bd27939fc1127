import { useEffect, useSyncExternalStore } from 'react';

/**
 * Whether the screen shown belongs to no competition (the index of several at `/`, the empty
 * server's note), so the root layout draws no competition's top bar or footer. The home route
 * says so itself: the index's code and request then stay out of every other page's download
 * (`/register` has a JavaScript budget, e2e/registration.spec.ts).
 */
let hidden = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (hidden !== next) {
    hidden = next;
    listeners.forEach((listener) => listener());
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** For the root layout: true while a screen of no competition is shown. */
export function useCompetitionFrameHidden(): boolean {
  return useSyncExternalStore(subscribe, () => hidden);
}

/** For a screen of no competition: hides the competition's frame while `hide` holds. */
export function useHideCompetitionFrame(hide: boolean): void {
  useEffect(() => {
    set(hide);
    return () => set(false);
  }, [hide]);
}
