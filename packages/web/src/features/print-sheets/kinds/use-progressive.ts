import { startTransition, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * How many of `total` items to render now: `first` at once, then `step`
 * more after each paint, so a long print (a day's judges' sheets: a
 * thousand pages) never holds the tab for seconds in one task; each step
 * is a transition, so a click in between is served first. Printing before
 * the last step renders everything at once (`beforeprint` runs before the
 * browser lays out the pages), so a print never stops short.
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
  useEffect(() => {
    const renderAll = () => flushSync(() => setShown(total));
    window.addEventListener('beforeprint', renderAll);
    return () => window.removeEventListener('beforeprint', renderAll);
  }, [total]);
  return Math.min(shown, total);
}
