import { majority } from '../majority';
import { ordinal } from '../ordinal';
import {
  InvalidMarksError,
  type CoupleId,
  type FinalDanceMarks,
  type JudgeId,
  type MarkError,
  type Place,
} from '../types';
import type { Comparison, PlaceExplanation } from './explanation';
import { rankByMajority } from './majority-ranking';
import { FinalCounts } from './final-counts';
import { cardKeys, type CumulativeCounts } from './mark-counts';
import { scoreDance, type DanceResult } from './place-dance';
import { validateFinalDance } from './validate-final-marks';

export interface FinalInput {
  judges: readonly JudgeId[];
  dances: readonly string[];
  couples: readonly CoupleId[];
  /** marks[dance][judge][couple] = place. */
  marks: Record<string, FinalDanceMarks>;
}

export interface FinalResult {
  perDance: Record<string, DanceResult>;
  /** Rule 9: each couple's sum of dance places. */
  totals: Record<CoupleId, number>;
  overall: Record<CoupleId, Place>;
  /** One per couple, in the order the overall places were given. Built on first read. */
  readonly explanations: PlaceExplanation[];
  /** Rule 10 and Rule 11 comparisons, for the printed tables. */
  rule10: Rule10Step[];
  rule11: Rule11Step[];
}

/** One Rule 10 comparison: the tied couples at the place under review. */
export interface Rule10Step {
  place: Place;
  couples: Comparison[];
}

/** One Rule 11 comparison: the couples' pooled marks from the place under review on. */
export interface Rule11Step {
  place: Place;
  majority: number;
  marksPerCouple: number;
  couples: CoupleId[];
  /** count/sum per couple per column, from `place` to the last place. */
  columns: { column: number; couples: Comparison[] }[];
}

/**
 * Rules 9–11 over per-dance places. `marks` (all judges' marks per dance)
 * is needed only for Rule 11; without it, couples Rule 10 cannot separate
 * share their places and the explanation says why.
 */
export function placeByDancePlaces(
  dancePlaces: Record<string, Record<CoupleId, Place>>,
  couples: readonly CoupleId[],
  /** The judges' marks (or, from `placeFinal`, the dances' prefix counts), needed only for Rule 11. */
  marks?:
    | { judges: readonly JudgeId[]; byDance: Record<string, FinalDanceMarks> }
    | { pooled: CumulativeCounts },
): Omit<FinalResult, 'perDance'> {
  const dances = Object.keys(dancePlaces);
  // Each couple's dance places, read once into rows: Rules 9–10 ask for them repeatedly.
  const rows = new Array<number>(couples.length * dances.length).fill(0);
  for (let row = 0; row < couples.length; row++) {
    for (let d = 0; d < dances.length; d++) {
      rows[row * dances.length + d] =
        dancePlaces[dances[d] ?? '']?.[couples[row] ?? ''] ?? Number.NaN;
    }
  }
  return new FinalSummary(rows, dances, couples, marks).place();
}

/** Where Rule 11 finds the judges' marks: given as cards, as counts, or a final's own columns. */
type MarksSource =
  | { judges: readonly JudgeId[]; byDance: Record<string, FinalDanceMarks> }
  | { pooled: CumulativeCounts }
  | FinalCounts;

type Facts = Omit<PlaceExplanation, 'couple' | 'place' | 'sentence'>;

/**
 * Rules 9–11 as one object per final: a class rather than closures, because
 * every final creates one and methods on a prototype cost nothing per call.
 */
class FinalSummary implements Omit<FinalResult, 'perDance'> {
  readonly totals: Record<CoupleId, number> = {};
  readonly overall: Record<CoupleId, Place> = {};
  readonly rule10: Rule10Step[] = [];
  readonly rule11: Rule11Step[] = [];
  // Sentences cost more than the placing: each is written only when explanations are read.
  // A missing sentence is the common Rule 9 case, written from the facts alone.
  // A number is a couple's row placed alone by Rule 9 (the common case): its facts are
  // its total and its place, so nothing more is kept until the explanations are read.
  private readonly pending: (
    number | { explanation: Omit<PlaceExplanation, 'sentence'>; sentence: () => string }
  )[] = [];
  /** Each couple's total of dance places, by row. */
  private readonly totalOf: Float64Array;
  private rowIndex: Map<CoupleId, number> | undefined;
  private pooledCache: CumulativeCounts | undefined;
  private written: PlaceExplanation[] | undefined;

  constructor(
    /** Dance places by row: rows[row * dances.length + d]. */
    private readonly rows: readonly number[],
    private readonly dances: readonly string[],
    private readonly couples: readonly CoupleId[],
    private readonly marks?: MarksSource,
  ) {
    const width = dances.length;
    this.totalOf = new Float64Array(couples.length);
    for (let row = 0; row < couples.length; row++) {
      let total = 0;
      for (let d = 0; d < width; d++) {
        total += rows[row * width + d] ?? 0;
      }
      this.totalOf[row] = total;
      this.totals[couples[row] ?? ''] = total;
    }
  }

  get explanations(): PlaceExplanation[] {
    this.written ??= this.pending.map((entry) =>
      typeof entry === 'number'
        ? this.rule9Explanation(entry)
        : { ...entry.explanation, sentence: entry.sentence() },
    );
    return this.written;
  }

  private rule9Explanation(row: number): PlaceExplanation {
    const couple = this.couples[row] ?? '';
    const place = this.overall[couple] ?? 0;
    const total = this.totalOf[row] ?? 0;
    return {
      couple,
      place,
      rule: 'rule-9',
      column: place,
      count: total,
      sum: total,
      against: [],
      sentence: `Couple ${couple}'s dance places add up to ${fmt(total)}, the lowest of the couples still to be placed, so ${couple} is ${ordinal(place)} (Rule 9).`,
    };
  }

  /** Plain data for JSON.stringify, with `perDance` when `placeFinal` has attached it. */
  toJSON(): Omit<FinalResult, 'perDance'> & { perDance?: FinalResult['perDance'] } {
    const { perDance } = this as { perDance?: FinalResult['perDance'] };
    return {
      ...(perDance ? { perDance } : {}),
      totals: this.totals,
      overall: this.overall,
      rule10: this.rule10,
      rule11: this.rule11,
      explanations: this.explanations,
    };
  }

  /** Rule 9, then Rule 10 for each group of equal totals, lowest first (one sort, then a scan). */
  place(): this {
    const { totalOf, couples } = this;
    const byTotal: number[] = [];
    for (let row = 0; row < couples.length; row++) {
      byTotal.push(row);
    }
    byTotal.sort((a, b) => (totalOf[a] ?? 0) - (totalOf[b] ?? 0));
    let place = 1;
    for (let start = 0; start < byTotal.length;) {
      const total = totalOf[byTotal[start] ?? 0] ?? 0;
      let end = start + 1;
      while (end < byTotal.length && totalOf[byTotal[end] ?? 0] === total) {
        end++;
      }
      if (end - start === 1) {
        // Rule 9: the only couple on its total.
        const row = byTotal[start] ?? 0;
        this.overall[couples[row] ?? ''] = place;
        this.pending.push(row);
        place += 1;
      } else {
        const group = byTotal.slice(start, end).map((row) => couples[row] ?? '');
        place = this.rule10Group(group, place, total);
      }
      start = end;
    }
    return this;
  }

  private give(couple: CoupleId, place: Place, facts: Facts, sentence: () => string): void {
    this.overall[couple] = place;
    this.pending.push({ explanation: { couple, place, ...facts }, sentence });
  }

  private atOrBetter(couple: CoupleId, place: Place): Comparison {
    if (!this.rowIndex) {
      this.rowIndex = new Map();
      this.couples.forEach((name, row) => this.rowIndex?.set(name, row));
    }
    const row = this.rowIndex.get(couple);
    let count = 0;
    let sum = 0;
    const width = this.dances.length;
    for (let d = 0; row !== undefined && d < width; d++) {
      const p = this.rows[row * width + d] ?? 0;
      if (p <= place) {
        count += 1;
        sum += p;
      }
    }
    return { couple, count, sum };
  }

  private pooledCounts(): CumulativeCounts | undefined {
    const { marks } = this;
    this.pooledCache ??= !marks
      ? undefined
      : marks instanceof FinalCounts
        ? marks.pooled()
        : 'pooled' in marks
          ? marks.pooled
          : pooledMarks(marks.judges, this.dances, this.couples, marks.byDance);
    return this.pooledCache;
  }

  /** Rule 10 for a group on equal totals, from `startPlace`; returns the next place to give. */
  private rule10Group(group: CoupleId[], startPlace: Place, total: number): Place {
    let place = startPlace;
    let remaining = group;
    while (remaining.length > 0) {
      const only = remaining[0];
      if (remaining.length === 1 && only !== undefined) {
        const at = place;
        this.give(
          only,
          at,
          { rule: 'rule-10', column: at, count: total, sum: total, against: [] },
          () =>
            `Couple ${only} is the last of the couples on ${fmt(total)} still to be placed, so ${only} is ${ordinal(at)} (Rule 10).`,
        );
        return place + 1;
      }
      const compared = remaining.map((couple) => this.atOrBetter(couple, place));
      this.rule10.push({ place, couples: compared });
      let bestCount = 0;
      for (const c of compared) {
        bestCount = Math.max(bestCount, c.count);
      }
      let best = compared.filter((c) => c.count === bestCount);
      const bySum = best.length > 1;
      if (bySum) {
        let lowestSum = Number.POSITIVE_INFINITY;
        for (const c of best) {
          lowestSum = Math.min(lowestSum, c.sum);
        }
        best = best.filter((c) => c.sum === lowestSum);
      }
      const winner = best[0];
      if (best.length === 1 && winner) {
        const others = compared.filter((c) => c.couple !== winner.couple);
        const at = place;
        this.give(
          winner.couple,
          at,
          { rule: 'rule-10', column: at, count: winner.count, sum: winner.sum, against: others },
          () => rule10Sentence(winner, others, at, total, bySum),
        );
        place += 1;
        remaining = remaining.filter((couple) => couple !== winner.couple); // 10(c): all the rest again
        continue;
      }
      const tied = best.map((c) => c.couple);
      place = this.rule11Block(tied, place, total);
      remaining = remaining.filter((couple) => !tied.includes(couple));
    }
    return place;
  }

  /** Rule 11 for couples Rule 10 cannot separate; they are placed as a block (TSO N, pitfall P8). */
  private rule11Block(tied: CoupleId[], place: Place, total: number): Place {
    const pooled = this.pooledCounts();
    if (!pooled) {
      return this.share(
        tied,
        place,
        'the judges\u2019 marks were not given, so Rule 11 could not be applied',
      );
    }
    const rule11Majority = majority(pooled.markCount(tied[0] ?? ''));
    const n = this.couples.length;
    const columns = [];
    for (let column = place; column <= n; column++) {
      columns.push({
        column,
        couples: tied.map((couple) => ({
          couple,
          count: pooled.count(couple, column),
          sum: pooled.sum(couple, column),
        })),
      });
    }
    this.rule11.push({
      place,
      majority: rule11Majority,
      marksPerCouple: pooled.markCount(tied[0] ?? ''),
      couples: tied,
      columns,
    });
    const ranked = rankByMajority({
      couples: tied,
      counts: pooled,
      majority: rule11Majority,
      lastColumn: n,
      firstColumn: place,
      firstPlace: place,
    });
    const top = ranked.filter((entry) => entry.place === ranked[0]?.place);
    const winner = top[0];
    if (top.length !== 1 || !winner) {
      return this.share(
        top.map((entry) => entry.couple),
        place,
        'Rule 11 could not separate them either',
        tied.filter((c) => !top.some((t) => t.couple === c)),
        total,
      );
    }
    const rivals = tied
      .filter((couple) => couple !== winner.couple)
      .map((couple) => ({
        couple,
        count: pooled.count(couple, winner.column),
        sum: pooled.sum(couple, winner.column),
      }));
    this.give(
      winner.couple,
      place,
      {
        rule: 'rule-11',
        column: winner.column,
        count: winner.count,
        sum: winner.sum,
        majority: rule11Majority,
        against: rivals,
      },
      () =>
        rule11Sentence(
          winner.couple,
          winner.count,
          winner.sum,
          winner.column,
          rivals,
          place,
          rule11Majority,
          pooled.markCount(winner.couple),
        ),
    );
    const rest = tied.filter((couple) => couple !== winner.couple);
    const other = rest[0];
    if (rest.length === 1 && other !== undefined) {
      this.give(
        other,
        place + 1,
        {
          rule: 'rule-11',
          column: winner.column,
          count: pooled.count(other, winner.column),
          sum: pooled.sum(other, winner.column),
          majority: rule11Majority,
          against: [{ couple: winner.couple, count: winner.count, sum: winner.sum }],
        },
        () =>
          `Couple ${other} lost the Rule 11 comparison for ${ordinal(place)} to couple ${winner.couple}, so ${other} is ${ordinal(place + 1)} (Rule 11).`,
      );
      return place + 2;
    }
    return this.rule10Group(rest, place + 1, total); // three or more: back to Rule 10 among themselves
  }

  /** Places nobody could separate: each couple gets the mean of the places they cover. */
  private share(
    group: CoupleId[],
    place: Place,
    why: string,
    after: CoupleId[] = [],
    total = 0,
  ): Place {
    const shared = place + (group.length - 1) / 2;
    for (const couple of group) {
      const others = group.filter((other) => other !== couple);
      this.give(
        couple,
        shared,
        {
          rule: 'rule-11-tie',
          column: place,
          count: 0,
          sum: 0,
          against: others.map((other) => ({ couple: other, count: 0, sum: 0 })),
        },
        () =>
          `Couple ${couple} and ${others.map((other) => `couple ${other}`).join(' and ')} could not be separated (${why}), so they share places ${ordinal(place)} to ${ordinal(place + group.length - 1)}: each gets ${shared}.`,
      );
    }
    const next = place + group.length;
    return after.length > 0 ? this.rule10Group(after, next, total) : next;
  }
}

/**
 * A whole final (Rules 5–11): each dance by Rules 5–8, then the overall
 * result by Rules 9–11. Every judge's card in every dance is validated
 * first; all problems are reported together.
 */
export function placeFinal(input: FinalInput): FinalResult {
  const { judges, dances, couples } = input;
  const problems: MarkError[] = [];
  if (dances.length === 0) {
    problems.push({ message: 'at least one dance is needed' });
  }
  // Every dance's columns in one pair of buffers, read straight from the cards.
  const counts = new FinalCounts(couples, dances.length, judges.length);
  const keys = cardKeys(couples);
  for (let d = 0; d < dances.length; d++) {
    const dance = dances[d] ?? '';
    const marks = input.marks[dance] ?? {};
    if (!counts.readDance(d, judges, marks, keys)) {
      problems.push(...validateFinalDance(dance, judges, couples, marks));
    }
  }
  if (problems.length > 0) {
    throw new InvalidMarksError(problems);
  }
  // A dance named twice is one dance to Rules 9–10 (its marks still count twice in Rule 11).
  const named: string[] = [];
  for (const dance of dances) {
    if (!named.includes(dance)) {
      named.push(dance);
    }
  }
  const perDance: Record<string, DanceResult> = {};
  // A plain array: small typed arrays cost more to allocate than they save here.
  const rows = new Array<number>(couples.length * named.length).fill(0);
  for (let d = 0; d < dances.length; d++) {
    const dance = dances[d] ?? '';
    perDance[dance] = scoreDance(counts, d, dance, rows, named.length, named.indexOf(dance));
  }
  // Object.assign onto the summary keeps its lazy `explanations` getter (a spread would run it).
  return Object.assign(new FinalSummary(rows, named, couples, counts).place(), { perDance });
}

/** Rule 11's counts from the judges' cards, when `placeByDancePlaces` is given them. */
function pooledMarks(
  judges: readonly JudgeId[],
  dances: readonly string[],
  couples: readonly CoupleId[],
  byDance: Record<string, FinalDanceMarks>,
): CumulativeCounts {
  const counts = new FinalCounts(couples, dances.length, judges.length);
  const keys = cardKeys(couples);
  dances.forEach((dance, d) => {
    const marks = byDance[dance] ?? {};
    if (!counts.readDance(d, judges, marks, keys)) {
      throw new InvalidMarksError(validateFinalDance(dance, judges, couples, marks));
    }
  });
  return counts.pooled();
}

function fmt(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

function rule10Sentence(
  winner: Comparison,
  others: Comparison[],
  place: Place,
  total: number,
  bySum: boolean,
): string {
  const names = others.map((other) => `couple ${other.couple}`).join(' and ');
  const rival = others.find((other) => other.count === winner.count) ?? others[0];
  if (!bySum) {
    return `Couple ${winner.couple} and ${names} all have ${fmt(total)}. ${winner.couple} was placed ${ordinal(place)} or better in ${winner.count} ${winner.count === 1 ? 'dance' : 'dances'}, more than ${rival ? `couple ${rival.couple}'s ${rival.count}` : 'anyone else'}, so ${winner.couple} is ${ordinal(place)} (Rule 10).`;
  }
  return `Couple ${winner.couple} and ${names} all have ${fmt(total)}, and ${winner.couple} and couple ${rival?.couple ?? '?'} were both placed ${ordinal(place)} or better in ${winner.count} dances; those places add up to ${fmt(winner.sum)} for ${winner.couple} against ${fmt(rival?.sum ?? 0)}, so ${winner.couple} is ${ordinal(place)} (Rule 10).`;
}

function rule11Sentence(
  couple: CoupleId,
  count: number,
  sum: number,
  column: number,
  rivals: Comparison[],
  place: Place,
  needed: number,
  marks: number,
): string {
  const rivalText = rivals
    .map((rival) => `couple ${rival.couple}'s ${rival.count} (sum ${rival.sum})`)
    .join(' and ');
  return `Rule 10 could not separate couple ${couple} from ${rivals.map((rival) => `couple ${rival.couple}`).join(' and ')}, so all ${marks} of each couple's marks were counted as one dance (Rule 11, majority ${needed}): ${count} marks of ${ordinal(column)} or better (sum ${sum}) for ${couple} against ${rivalText}, so ${couple} is ${ordinal(place)}.`;
}
