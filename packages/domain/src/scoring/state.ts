import type { EventMarks, EventResults } from '../competition/dance-event';

/** The fields of the competition's state that scoring owns. */
export interface ScoringState {
  /** Marks by event name (spec §3); private until posted. */
  marks: Record<string, EventMarks>;
  /** Saved results by event name (spec §3 "resultsSaved"). */
  results: Record<string, EventResults>;
}

/** A new competition's scoring: no marks, no results. */
export const emptyScoring: ScoringState = { marks: {}, results: {} };
