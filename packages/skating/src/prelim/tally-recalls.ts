import { InvalidMarksError, type CoupleId, type JudgeId, type Place } from '../types';
import { countRecalls, type RecallCounts } from './recall-counts';
import { validateRecallMarks, type RecallMarks } from './validate-recall-marks';

export interface RecallInput {
  judges: readonly JudgeId[];
  dances: readonly string[];
  couples: readonly CoupleId[];
  marks: RecallMarks;
  /**
   * The crosses each judge must give per dance; every card is checked against
   * it. When omitted, `recall` (one number for both, as before issue 15).
   */
  marksPerJudge?: number;
  /**
   * The couples the Chairman recalls, decided after the totals are in (often a
   * natural break above `marksPerJudge`, §2.2). When omitted, `marksPerJudge`.
   */
  recall?: number;
  /**
   * Couples in the next round, seeded couples included (pitfall P15); places
   * the eliminated. When omitted, the number recalled.
   */
  nextRoundSize?: number;
}

/** A recall the round cannot take, e.g. a next round smaller than the couples recalled into it. */
export class InvalidRecallError extends RangeError {
  override name = 'InvalidRecallError';
}

/** A natural break in the sorted totals: recalling `recall` couples takes everyone with `minTotal` or more. */
export interface RecallBreak {
  recall: number;
  minTotal: number;
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
  /**
   * Every cut that falls between two different totals, fewest couples first:
   * the choices a Chairman has (recalling everyone is not a break).
   */
  breaks: RecallBreak[];
  /** Places of the couples not recalled, when the cut is unambiguous (§2.2). */
  eliminatedPlaces?: Record<CoupleId, Place>;
}

/**
 * Rule 1: tallies recall marks per couple per dance and in total, and finds
 * the cut for `recall` couples. A tie on the cut is never split by the
 * system: the tied couples and both natural breaks go to the Chairman.
 */
export function tallyRecalls(input: RecallInput): RecallResult {
  const requested = input.marksPerJudge ?? input.recall;
  const read = countRecalls(input.judges, input.dances, input.couples, input.marks, requested);
  if (!read) {
    const problems = validateRecallMarks(
      input.judges,
      input.dances,
      input.couples,
      input.marks,
      requested,
    );
    if (problems.length > 0) {
      throw new InvalidMarksError(problems);
    }
  }
  const { totals, perDanceTotals } = read
    ? recordsOf(read, input.dances, input.couples)
    : tallyByName(input);
  const ranking = input.couples
    .map((couple, index) => ({ couple, total: totals[couple] ?? 0, index }))
    .sort((a, b) => b.total - a.total || a.index - b.index)
    .map(({ couple, total }) => ({ couple, total }));
  const result: RecallResult = {
    totals,
    perDanceTotals,
    ranking,
    certain: ranking.map((r) => r.couple),
    breaks: naturalBreaks(ranking),
  };
  const wanted = input.recall ?? input.marksPerJudge;
  if (wanted === undefined) {
    return result;
  }
  if (wanted >= ranking.length) {
    return decided(result, ranking.length, input.nextRoundSize);
  }
  const cutTotal = ranking[wanted - 1]?.total ?? 0;
  const firstBelow = ranking[wanted]?.total;
  const certain = ranking.filter((r) => r.total > cutTotal).map((r) => r.couple);
  if (firstBelow !== cutTotal) {
    return { ...decided(result, wanted, input.nextRoundSize), certain };
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

/** The counted recalls as the result's records, keys in the couples' order. */
function recordsOf(
  { counts, position }: RecallCounts,
  dances: readonly string[],
  couples: readonly CoupleId[],
): Pick<RecallResult, 'totals' | 'perDanceTotals'> {
  const n = couples.length;
  const totals: Record<CoupleId, number> = {};
  const perDanceTotals: Record<string, Record<CoupleId, number>> = {};
  for (const couple of couples) {
    totals[couple] = 0;
  }
  for (let d = 0; d < dances.length; d++) {
    const danceTotals: Record<CoupleId, number> = {};
    for (let c = 0; c < n; c++) {
      const couple = couples[c] ?? '';
      const first = position.get(couple) ?? c;
      const count = counts[d * n + first] ?? 0;
      danceTotals[couple] = count;
      if (first === c) {
        totals[couple] = (totals[couple] ?? 0) + count; // a couple listed twice counts once
      }
    }
    perDanceTotals[dances[d] ?? ''] = danceTotals;
  }
  return { totals, perDanceTotals };
}

/**
 * The same tally by name, for input `countRecalls` turned away but the
 * validation passed (a judge listed twice on the panel, say).
 */
function tallyByName(input: RecallInput): Pick<RecallResult, 'totals' | 'perDanceTotals'> {
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
  return { totals, perDanceTotals };
}

/** Cuts between two different totals; `ranking` is sorted, most marks first. */
function naturalBreaks(ranking: RecallResult['ranking']): RecallBreak[] {
  const breaks: RecallBreak[] = [];
  for (let i = 1; i < ranking.length; i++) {
    const above = ranking[i - 1]?.total ?? 0;
    if (above > (ranking[i]?.total ?? 0)) {
      breaks.push({ recall: i, minTotal: above });
    }
  }
  return breaks;
}

/** The result once the cut is clear: the top `count` couples go through. */
function decided(
  result: RecallResult,
  count: number,
  nextRoundSize: number | undefined,
): RecallResult {
  const recalled = result.ranking.slice(0, count).map((r) => r.couple);
  // Seeded couples only add to the next round; fewer than recalled is a mistake, not a choice.
  if (nextRoundSize !== undefined && nextRoundSize < recalled.length) {
    throw new InvalidRecallError(
      `the next round cannot hold ${nextRoundSize} couples when ${recalled.length} are recalled`,
    );
  }
  return {
    ...result,
    recalled,
    marksNeeded: result.ranking[count - 1]?.total ?? 0,
    eliminatedPlaces: eliminatedPlaces(result, recalled, nextRoundSize),
  };
}

/**
 * Places of couples eliminated in a round (§2.2): below every couple that
 * dances the next round, by their total here; equal totals share the mean of
 * the places they cover (three couples for 7th–9th each get 8).
 */
export function eliminatedPlaces(
  result: Pick<RecallResult, 'ranking'>,
  advancing: readonly CoupleId[],
  /** Couples in the next round, seeded couples included (pitfall P15). */
  nextRoundSize = advancing.length,
): Record<CoupleId, Place> {
  const through = new Set(advancing);
  const out = result.ranking.filter((r) => !through.has(r.couple));
  const places: Record<CoupleId, Place> = {};
  // `out` keeps the ranking's order (most marks first), so equal totals are adjacent.
  for (let start = 0; start < out.length;) {
    const total = out[start]?.total;
    let end = start;
    while (end < out.length && out[end]?.total === total) {
      end++;
    }
    const place = nextRoundSize + 1 + start + (end - start - 1) / 2;
    for (const { couple } of out.slice(start, end)) {
      places[couple] = place;
    }
    start = end;
  }
  return places;
}
