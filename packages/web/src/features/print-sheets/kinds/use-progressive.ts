import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` items to render now: `first` at once, then `step`
 * more after each paint, so a long print (a day's judges' sheets: a
 * thousand pages) never holds the tab for seconds in one task; each step
 * is a transition, so a click in between is served first.
 */
export function useProgressive(total: number, first = 20, step = 40): number {
  const [shown, setShown] = useState(first);
  useEffect(() => {
    if (shown >= total) {
      return undefined;
    }
    const timer = setTimeout(() => {
      startTransition(() => setShown((count) => count + step));
    }, 0);
    return () => clearTimeout(timer);
  }, [shown, total, step]);
  return Math.min(shown, total);
}
