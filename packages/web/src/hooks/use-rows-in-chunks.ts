import { useEffect, useState } from 'react';

/** Rows the server draws and hydration takes over: a phone's screen and more. */
export const FIRST_ROWS = 60;
/** Rows added per task after hydration: each task stays well under 50 ms on a slow phone. */
const CHUNK_ROWS = 100;

/**
 * How many of a long list's `total` rows to draw now (issue 27): the first
 * rows at once, identical on the server and in hydration, then the rest a
 * chunk per task, so the main thread is never held long. A list remounted
 * (e.g. keyed by its search) starts again from the first rows.
 */
export function useRowsInChunks(total: number): number {
  const [count, setCount] = useState(FIRST_ROWS);
  useEffect(() => {
    if (count >= total) {
      return undefined;
    }
    const timer = setTimeout(() => setCount(count + CHUNK_ROWS), 0);
    return () => clearTimeout(timer);
  }, [count, total]);
  return Math.min(count, total);
}
