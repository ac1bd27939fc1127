import { FIRST_ROWS } from '@floorcraft/domain';
import { useShownInChunks } from './use-shown-in-chunks';

/** Rows added per task after hydration: each task stays well under 50 ms on a slow phone. */
const CHUNK_ROWS = 20;

/**
 * How many of a long list's `total` rows to draw now (issue 27): the first
 * rows at once, then the rest a chunk per task. A list remounted (e.g. keyed
 * by its search) starts again from the first rows.
 */
export function useRowsInChunks(total: number): number {
  return useShownInChunks(total, FIRST_ROWS, CHUNK_ROWS);
}
