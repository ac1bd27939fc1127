import { InvalidMarksError, type CoupleId, type JudgeId, type Place } from '../types';
import { validateRecallMarks, type RecallMarks } from './validate-recall-marks';

export interface RecallInput {
  judges: readonly JudgeId[];
  dances: readonly string[];
  couples: readonly CoupleId[];
  marks: RecallMarks;
  /** N, the number the Chairman asked each judge to recall per dance (and the number to advance). */
  recall?: number;
}

/** Where the cut falls when a tie straddles it: the Chairman recalls fewer or more (§2.1). */
export interface TieAtCut {
  total: number;
  couples: CoupleId[];
  /** Recall only the couples above the tie. */
  fewer: number;
  /** Recall the whole tie. */
  more: number;
}

export interface RecallResult {
  /** Recall marks per couple over all judges and dances (the couple's score). */
  totals: Record<CoupleId, number>;
  perDanceTotals: Record<string, Record<CoupleId, number>>;
  /** Couples by total, most marks first; equal totals keep couple-number order. */
  ranking: { couple: CoupleId; total: number }[];
  /** Couples certainly through (above any tie at the cut). */
  certain: CoupleId[];
  /** Set when `recall` is given and the cut is unambiguous. */
  recalled?: CoupleId[];
  /** Set when a tie straddles the cut: the Chairman decides. */
  tie?: TieAtCut;
  /** The marks needed to be recalled, when the cut is unambiguous. */
  marksNeeded?: number;
}

/**
 * Rule 1: tallies recall marks per couple per dance and in total, and finds
 * the cut for `recall` couples. A tie on the cut is never split by the
 * system: the tied couples and both natural breaks go to the Chairman.
 */
export function tallyRecalls(input: RecallInput): RecallResult {
  const problems = validateRecallMarks(
    input.judges,
    input.dances,
    input.couples,
    input.marks,
    input.recall,
  );
  if (problems.length > 0) {
    throw new InvalidMarksError(problems);
  }
  const perDanceTotals: Record<string, Record<CoupleId, number>> = {};
  const totals: Record<CoupleId, number> = Object.fromEntries(
    input.couples.map((couple) => [couple, 0]),
  );
  for (const dance of input.dances) {
    const danceTotals: Record<CoupleId, number> = Object.fromEntries(
      input.couples.map((couple) => [couple, 0]),
    );
    for (const judge of input.judges) {
      for (const couple of input.marks[dance]?.[judge] ?? []) {
        danceTotals[couple] = (danceTotals[couple] ?? 0) + 1;
        totals[couple] = (totals[couple] ?? 0) + 1;
      }
    }
    perDanceTotals[dance] = danceTotals;
  }
  const ranking = input.couples
    .map((couple, index) => ({ couple, total: totals[couple] ?? 0, index }))
    .sort((a, b) => b.total - a.total || a.index - b.index)
    .map(({ couple, total }) => ({ couple, total }));
  const result: RecallResult = {
    totals,
    perDanceTotals,
    ranking,
    certain: ranking.map((r) => r.couple),
  };
  const wanted = input.recall;
  if (wanted === undefined) {
    return result;
  }
  if (wanted >= ranking.length) {
    return {
      ...result,
      recalled: ranking.map((r) => r.couple),
      marksNeeded: ranking.at(-1)?.total ?? 0,
    };
  }
  const cutTotal = ranking[wanted - 1]?.total ?? 0;
  const firstBelow = ranking[wanted]?.total;
  const certain = ranking.filter((r) => r.total > cutTotal).map((r) => r.couple);
  if (firstBelow !== cutTotal) {
    return {
      ...result,
      certain,
      recalled: ranking.slice(0, wanted).map((r) => r.couple),
      marksNeeded: cutTotal,
    };
  }
  const tied = ranking.filter((r) => r.total === cutTotal).map((r) => r.couple);
  return {
    ...result,
    certain,
    tie: {
      total: cutTotal,
      couples: tied,
      fewer: certain.length,
      more: certain.length + tied.length,
    },
  };
}

/**
 * Places of couples eliminated in a round (§2.2): below every couple that
 * dances the next round, by their total here; equal totals share the mean of
 * the places they cover (three couples for 7th–9th each get 8).
 */
export function eliminatedPlaces(
  result: RecallResult,
  advancing: readonly CoupleId[],
  /** Couples in the next round, seeded couples included (pitfall P15). */
  nextRoundSize = advancing.length,
): Record<CoupleId, Place> {
  const through = new Set(advancing);
  const out = result.ranking.filter((r) => !through.has(r.couple));
  const places: Record<CoupleId, Place> = {};
  for (const { couple, total } of out) {
    const higher = out.filter((r) => r.total > total).length;
    const same = out.filter((r) => r.total === total).length;
    places[couple] = nextRoundSize + 1 + higher + (same - 1) / 2;
  }
  return places;
}
