import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a long list's `total` items to draw: `first` on the server and
 * in the first client render (so hydration matches), then `step` more per
 * macrotask until all are drawn, so no render blocks a phone's main thread
 * for long (issue 27: under 50 ms on the 1,500-couple competition).
 */
export function useShownInChunks(total: number, first: number, step: number): number {
  const [shown, setShown] = useState(first);
  useEffect(() => {
    if (shown >= total) {
      return undefined;
    }
    // A timeout, not an idle callback: Safari has none, and each batch is small.
    // A transition, so React draws the chunk in slices and yields to a tap or a scroll between.
    const timer = setTimeout(() => startTransition(() => setShown((count) => count + step)), 0);
    return () => clearTimeout(timer);
  }, [shown, total, step]);
  return Math.min(shown, total);
}
