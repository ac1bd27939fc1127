import { FIRST_ROWS } from '@floorcraft/domain';
import { startTransition, useCallback, useState } from 'react';
import { useShownInChunks } from './use-shown-in-chunks';

/** Rows added per task after hydration: each task stays well under 50 ms on a slow phone. */
const CHUNK_ROWS = 20;
/**
 * Rows drawn without the reader asking: every list of a club's competition
 * (the demo's longest is under 200), where the 1,500-couple competition's
 * thousands wait for the reader to scroll on. Each row drawn is laid out
 * again on every frame that scrolls (content-visibility watches it), so
 * drawing thousands nobody reaches made every later task longer.
 */
const ROWS_BEFORE_ASKING = 300;
/** Rows a reader's "Show more" (or scrolling near the end) adds. */
export const MORE_ROWS = 100;

/** How many rows a long list draws, and how to draw more. */
export interface RowsInChunks {
  count: number;
  /** Set when the rows drawn so far are all that will be without asking, and more are left. */
  more: (() => void) | undefined;
  /** Changes with every "more": a new "Show more" element (so it is watched afresh) is keyed by it. */
  asked: number;
}

/**
 * How many of a long list's `total` rows to draw now (issue 27): the first
 * rows at once (server and hydration alike), then a chunk per task up to
 * `ROWS_BEFORE_ASKING`, then `MORE_ROWS` more each time the reader asks. A
 * list remounted (e.g. keyed by its search) starts again from its first rows.
 */
export function useRowsInChunks(total: number): RowsInChunks {
  const [limit, setLimit] = useState(ROWS_BEFORE_ASKING);
  const count = useShownInChunks(Math.min(total, limit), FIRST_ROWS, CHUNK_ROWS);
  const more = useCallback(() => startTransition(() => setLimit((now) => now + MORE_ROWS)), []);
  return { count, more: count >= limit && count < total ? more : undefined, asked: limit };
}
