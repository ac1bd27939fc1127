import type { CoupleId, JudgeId } from '../types';
import type { RecallMarks } from './validate-recall-marks';

/** Recalls per dance and couple: `counts[d * couples.length + c]`, d and c positions in the input. */
export interface RecallCounts {
  counts: Int32Array;
  /** A couple's position (its first, if listed twice). */
  position: Map<CoupleId, number>;
}

// Scoring is synchronous, so one buffer finds repeats on every card: each card gets a new stamp.
let seen = new Int32Array(64);
let stamp = 0;

/**
 * Reads every card once, counting recalls and checking what
 * `validateRecallMarks` checks. Returns undefined at the first problem: the
 * caller then asks `validateRecallMarks` to name them all. The fast path of
 * a whole competition's rescoring, so no Set per card.
 */
export function countRecalls(
  judges: readonly JudgeId[],
  dances: readonly string[],
  couples: readonly CoupleId[],
  marks: RecallMarks,
  requested: number | undefined,
): RecallCounts | undefined {
  const n = couples.length;
  const position = new Map<CoupleId, number>();
  for (let c = 0; c < n; c++) {
    const couple = couples[c] ?? '';
    if (!position.has(couple)) {
      position.set(couple, c);
    }
  }
  if (seen.length < n || stamp > 0x7fff0000) {
    seen = new Int32Array(Math.max(n, 64));
    stamp = 0;
  }
  const counts = new Int32Array(dances.length * n);
  for (let d = 0; d < dances.length; d++) {
    const cards = marks[dances[d] ?? ''];
    if (!cards) {
      return undefined;
    }
    for (const judge of Object.keys(cards)) {
      if (!judges.includes(judge)) {
        return undefined;
      }
    }
    for (const judge of judges) {
      const card = cards[judge];
      if (!Array.isArray(card) || (requested !== undefined && card.length !== requested)) {
        return undefined;
      }
      stamp += 1;
      for (const couple of card) {
        const c = position.get(couple);
        if (c === undefined || seen[c] === stamp) {
          return undefined;
        }
        seen[c] = stamp;
        counts[d * n + c] = (counts[d * n + c] ?? 0) + 1;
      }
    }
  }
  for (const dance of Object.keys(marks)) {
    if (!dances.includes(dance)) {
      return undefined;
    }
  }
  return { counts, position };
}
