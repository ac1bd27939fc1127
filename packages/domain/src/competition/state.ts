/**
 * Everything known about one competition: the fold of its event log. The kernel names only the
 * slug; the composition root (`composition/state.ts`) adds every area's fields by declaration
 * merging, so the kernel names no area and the root stays the one list of them.
 */
export interface CompetitionState {
  slug: string;
}

/**
 * Bumped whenever `apply` or the state shape changes, so that snapshots
 * written by an older server are ignored and the log is folded again.
 */
export const STATE_FORMAT = 13;
