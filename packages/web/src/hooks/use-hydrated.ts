import { useSyncExternalStore } from 'react';

/** Nothing to follow: whether the page is hydrated changes once, at hydration. */
const subscribe = () => () => undefined;

/**
 * False on the server and while React takes over a server-drawn page (ADR
 * 044), true from the render right after: a form drawn before its script
 * ran is shown at once but usable only once its handlers are there, so a
 * tap before them neither submits the page's fields natively nor is lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
