import { majority } from '../majority';
import { ordinal } from '../ordinal';
import {
  InvalidMarksError,
  type CoupleId,
  type FinalDanceMarks,
  type JudgeId,
  type Place,
} from '../types';
import type { PlaceExplanation } from './explanation';
import { comparisonsAt, rankByMajority, type RankedCouple } from './majority-ranking';
import type { Comparison } from './explanation';
import { placesByMajority } from './majority-places';
import { FinalCounts } from './final-counts';
import { cardKeys } from './mark-counts';
import { validateFinalDance } from './validate-final-marks';

export interface DanceResult {
  dance: string;
  places: Record<CoupleId, Place>;
  /** One per couple, in the order the places were given. Built on first read. */
  readonly explanations: PlaceExplanation[];
  majority: number;
}

/** Collects each couple's marks from every judge: the input of Rules 5–8. */
export function marksByCouple(
  judges: readonly JudgeId[],
  couples: readonly CoupleId[],
  marks: FinalDanceMarks,
): Map<CoupleId, number[]> {
  const cards = judges.map((judge) => marks[judge]);
  const byCouple = new Map<CoupleId, number[]>();
  for (const couple of couples) {
    const row: number[] = [];
    for (const card of cards) {
      row.push(card?.[couple] ?? Number.NaN);
    }
    byCouple.set(couple, row);
  }
  return byCouple;
}

/**
 * Rules 5–8: the places of one dance of a final, with the reason for each.
 * Throws `InvalidMarksError` naming every problem if a judge's card breaks
 * Rules 2–4 (each couple exactly one place 1..n).
 */
export function placeDance(
  dance: string,
  judges: readonly JudgeId[],
  couples: readonly CoupleId[],
  marks: FinalDanceMarks,
  /** `cardKeys(couples)`, computed once when scoring several dances. */
  keys: readonly (string | number)[] = cardKeys(couples),
): DanceResult {
  const counts = new FinalCounts(couples, 1, judges.length);
  if (!counts.readDance(0, judges, marks, keys)) {
    throw new InvalidMarksError(validateFinalDance(dance, judges, couples, marks));
  }
  return scoreDance(counts, 0, dance);
}

// Scoring is synchronous: one pair of buffers receives every dance's places before they are copied out.
let placesScratch = new Float64Array(16);
let orderScratch = new Int32Array(16);

/**
 * Rules 5–8 for dance d of counts already read (`FinalCounts.readDance`).
 * Writes the dance's places to `rows[row * stride + column]` when given:
 * Rules 9–11 read them there rather than from the record.
 */
export function scoreDance(
  counts: FinalCounts,
  d: number,
  dance: string,
  rows?: number[],
  stride = 0,
  column = 0,
): DanceResult {
  const { couples } = counts;
  const needed = majority(counts.judgeCount);
  const n = couples.length;
  if (placesScratch.length < n) {
    placesScratch = new Float64Array(n * 2);
    orderScratch = new Int32Array(n * 2);
  }
  placesByMajority(counts.dance(d), n, needed, placesScratch, orderScratch);
  // In the order the places were given, as the explanations list them.
  const places: Record<CoupleId, Place> = {};
  for (let given = 0; given < n; given++) {
    const row = orderScratch[given] ?? 0;
    places[couples[row] ?? ''] = placesScratch[row] ?? 0;
  }
  if (rows) {
    for (let row = 0; row < n; row++) {
      rows[row * stride + column] = placesScratch[row] ?? 0;
    }
  }
  return new LazyDanceResult(dance, places, needed, counts, d);
}

/** A dance's result whose explanations are written on first read (a getter on the prototype). */
class LazyDanceResult implements DanceResult {
  private written: PlaceExplanation[] | undefined;

  constructor(
    readonly dance: string,
    readonly places: Record<CoupleId, Place>,
    readonly majority: number,
    private readonly final: FinalCounts,
    private readonly d: number,
  ) {}

  get explanations(): PlaceExplanation[] {
    this.written ??= this.explain();
    return this.written;
  }

  /** The same procedure as scoring (`placesByMajority`), now keeping each place's facts. */
  private explain(): PlaceExplanation[] {
    const counts = this.final.dance(this.d);
    const { couples, judgeCount } = this.final;
    const ranked = rankByMajority({
      couples,
      counts,
      majority: this.majority,
      lastColumn: couples.length,
      firstColumn: 1,
      firstPlace: 1,
    });
    return ranked.map((entry) => {
      const { rivals: _rivals, ...rest } = entry;
      const against = comparisonsAt(entry, counts);
      return {
        ...rest,
        against,
        majority: this.majority,
        sentence: danceSentence({ ...rest, against }, judgeCount),
      };
    });
  }

  toJSON(): DanceResult {
    return {
      dance: this.dance,
      places: this.places,
      majority: this.majority,
      explanations: this.explanations,
    };
  }
}

/** One sentence a competitor understands, naming the rule, the column, the counts and the rival. */
export function danceSentence(
  entry: Omit<RankedCouple, 'rivals'> & { against: Comparison[] },
  judgeCount: number,
): string {
  const { couple, place, column, count, sum, against } = entry;
  const rival = against[0];
  const kth = `${ordinal(column)} or better`;
  const judgesSaid = `${count} of ${judgeCount} ${judgeCount === 1 ? 'judge' : 'judges'} placed couple ${couple} ${kth}`;
  const rule8 = entry.lowerPlacesIncluded
    ? `No couple left had a majority for ${ordinal(place)} place, so lower places were included (Rule 8). `
    : '';
  switch (entry.rule) {
    case 'rule-5':
      return `${rule8}${judgesSaid}, a majority, and no other couple left had one, so ${couple} is ${ordinal(place)} (Rule 5).`;
    case 'rule-6':
      return rival && rival.count < count
        ? `${rule8}${judgesSaid}, a larger majority than couple ${rival.couple}'s ${rival.count}, so ${couple} is ${ordinal(place)} (Rule 6).`
        : `${rule8}${judgesSaid}, a majority, but couple ${rival?.couple ?? '?'} had a larger one (${rival?.count ?? '?'}), so ${couple} is ${ordinal(place)} (Rule 6).`;
    case 'rule-7a':
      return rival && sum < rival.sum
        ? `${rule8}${judgesSaid}, a majority; couple ${rival.couple} had the same count, but ${couple}'s marks sum to ${sum} against ${rival.sum}, so ${couple} is ${ordinal(place)} (Rule 7).`
        : `${rule8}${judgesSaid}, a majority; couple ${rival?.couple ?? '?'} had the same count and a lower sum (${rival?.sum ?? '?'} against ${sum}), so ${couple} is ${ordinal(place)} (Rule 7).`;
    case 'rule-7b': {
      const others = against
        .map((other) => `couple ${other.couple} ${other.count} (sum ${other.sum})`)
        .join(', ');
      return `${rule8}Couple ${couple} was level with ${against.map((other) => other.couple).join(', ')} on majority and sum, so the next place was counted for the tied couples only (Rule 7): at ${ordinal(column)} or better ${couple} has ${count} (sum ${sum}) against ${others}, so ${couple} is ${ordinal(place)}.`;
    }
    case 'rule-7-tie': {
      const size = against.length + 1;
      const first = place - (size - 1) / 2;
      return `${rule8}Couple ${couple} and ${against.map((other) => `couple ${other.couple}`).join(' and ')} could not be separated even with every mark counted, so they share places ${ordinal(first)} to ${ordinal(first + size - 1)}: each gets ${place} (Rule 7).`;
    }
  }
}
