import { useSyncExternalStore } from 'react';
import type { OutboxSnapshot } from './outbox-sync';
import { tabletOutbox } from './tablet-outbox';

/** The tablet outbox as the screen shows it, live. Opens it on first use. */
export function useTabletOutbox(): OutboxSnapshot {
  return useSyncExternalStore(tabletOutbox.subscribe, tabletOutbox.getSnapshot);
}
