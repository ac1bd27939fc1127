import type { CoupleId, Place } from '../types';

/** Which rule decided a place. */
export type DecidingRule =
  | 'rule-5' // the only couple with a majority
  | 'rule-6' // a larger majority than the others
  | 'rule-7a' // equal majority, lower sum of the majority's marks
  | 'rule-7b' // equal majority and sum: the next place decided, among the tied couples only
  | 'rule-7-tie' // nothing separated them: shared place
  | 'rule-9' // lowest total of dance places
  | 'rule-10' // equal totals: more dances at or better than the place, then lower sum
  | 'rule-11' // still equal: all marks of the tied couples as one dance
  | 'rule-11-tie'; // still equal after Rule 11: shared place

/** What a couple was compared with at the deciding column. */
export interface Comparison {
  couple: CoupleId;
  count: number;
  sum: number;
}

/** Why a couple got its place, as data and as one plain sentence. */
export interface PlaceExplanation {
  couple: CoupleId;
  place: Place;
  rule: DecidingRule;
  /** The column "1–k" (or the place under review for Rules 10–11) at which it was decided. */
  column: number;
  count: number;
  sum: number;
  /** The majority needed at that stage (Rules 5–8, 11). */
  majority?: number;
  /** Rule 8: no couple had a majority for the place under review, so lower places were included. */
  lowerPlacesIncluded?: boolean;
  against: Comparison[];
  sentence: string;
}
