import { useSyncExternalStore } from 'react';

/** The clock read to the minute, shared by every component that shows times relative to now. */
const TICK_MS = 15_000;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;
let minute = currentMinute();

function currentMinute(): number {
  return Math.floor(Date.now() / 60_000) * 60_000;
}

function tick(): void {
  const next = currentMinute();
  if (next !== minute) {
    minute = next;
    for (const listener of listeners) {
      listener();
    }
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // A page opened long after the last tick reads the clock now, not a stale minute.
  tick();
  timer ??= setInterval(tick, TICK_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/**
 * The current time (epoch milliseconds, at the start of its minute) that
 * changes once a minute: live estimates re-render on the minute, not on
 * every frame. An external store, so no effect sets state by hand.
 *
 * A page drawn on the server (ADR 044) passes the minute the server drew it
 * at: hydration reads that, so the browser draws what the server drew, and
 * React moves on to the browser's clock right after.
 */
export function useMinuteClock(serverMinute?: number): number {
  return useSyncExternalStore(
    subscribe,
    () => minute,
    () => serverMinute ?? minute,
  );
}
