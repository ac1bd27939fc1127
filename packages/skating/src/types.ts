/** A couple's competitor number as written on the back number, e.g. "104". */
export type CoupleId = string;
/** A judge's letter or code, e.g. "A". */
export type JudgeId = string;
/** A place: 1 is best; a shared place is the mean of the places it covers (2.5, 4). */
export type Place = number;

/** One dance of a final: every judge's place for every couple (Rules 2–4). */
export type FinalDanceMarks = Record<JudgeId, Record<CoupleId, Place>>;

/** A problem with the input, naming where it is. */
export interface MarkError {
  judge?: JudgeId;
  dance?: string;
  couple?: CoupleId;
  message: string;
}

/** Thrown when marks are invalid: the Skating System never repairs a card (§3.1, pitfall P13). */
export class InvalidMarksError extends Error {
  constructor(readonly problems: readonly MarkError[]) {
    super(problems.map((problem) => problem.message).join('; '));
    this.name = 'InvalidMarksError';
  }
}
