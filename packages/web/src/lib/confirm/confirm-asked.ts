import { useSyncExternalStore } from 'react';

/**
 * Whether the tab has asked any question yet, apart from the question store itself: the root
 * layout reads only this, so the store and the dialog load with the first screen that asks.
 */
let everAsked = false;
const listeners = new Set<() => void>();

/** Called by the question store when a question opens. */
export function markAsked(): void {
  if (!everAsked) {
    everAsked = true;
    listeners.forEach((listener) => listener());
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once the tab has asked anything: mount the dialog from then on (and keep it). */
export function useHasAskedToConfirm(): boolean {
  return useSyncExternalStore(subscribe, () => everAsked);
}
