import type { CompetitionMetadata } from './metadata';

/**
 * Everything known about one competition: the fold of its event log.
 * Later issues add events, rounds, marks and results beside `metadata`.
 */
export interface CompetitionState {
  slug: string;
  metadata: CompetitionMetadata;
}

/**
 * Bumped whenever `apply` or the state shape changes, so that snapshots
 * written by an older server are ignored and the log is folded again.
 */
export const STATE_FORMAT = 1;
