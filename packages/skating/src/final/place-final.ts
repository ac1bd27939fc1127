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
import { MarkCounts } from './mark-counts';
import { marksByCouple, placeDance, type DanceResult } from './place-dance';

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
  marks?: { judges: readonly JudgeId[]; byDance: Record<string, FinalDanceMarks> },
): Omit<FinalResult, 'perDance'> {
  const dances = Object.keys(dancePlaces);
  // Each couple's dance places, read once: Rule 10 asks for them repeatedly.
  const placeRows = new Map<CoupleId, number[]>();
  const totals: Record<CoupleId, number> = {};
  for (const couple of couples) {
    const row: number[] = [];
    let total = 0;
    for (const dance of dances) {
      const place = dancePlaces[dance]?.[couple] ?? Number.NaN;
      row.push(place);
      total += place;
    }
    placeRows.set(couple, row);
    totals[couple] = total;
  }
  const placesOf = (couple: CoupleId): number[] => placeRows.get(couple) ?? [];
  const overall: Record<CoupleId, Place> = {};
  // Sentences cost more than the placing: each is written only when explanations are read.
  // A missing sentence is the common Rule 9 case, written from the facts alone.
  const pending: { explanation: Omit<PlaceExplanation, 'sentence'>; sentence?: () => string }[] =
    [];
  const rule10: Rule10Step[] = [];
  const rule11: Rule11Step[] = [];
  const n = couples.length;
  // Pooled only if Rule 11 is needed, which is rare.
  let pooledCache: MarkCounts | undefined;
  const pooledCounts = () =>
    (pooledCache ??= marks ? pooledMarks(marks.judges, dances, couples, marks.byDance) : undefined);
  const rule11Majority = marks ? majority(marks.judges.length * dances.length) : 0;

  const give = (
    couple: CoupleId,
    place: Place,
    {
      sentence,
      ...facts
    }: Omit<PlaceExplanation, 'couple' | 'place' | 'sentence'> & { sentence?: () => string },
  ) => {
    overall[couple] = place;
    pending.push(
      sentence
        ? { explanation: { couple, place, ...facts }, sentence }
        : { explanation: { couple, place, ...facts } },
    );
  };
  const atOrBetter = (couple: CoupleId, place: Place): Comparison => {
    const good = placesOf(couple).filter((p) => p <= place);
    return { couple, count: good.length, sum: good.reduce((a, b) => a + b, 0) };
  };

  /** Rule 10 for a group on equal totals, from `place`; returns the next place to give. */
  const rule10Group = (
    group: CoupleId[],
    startPlace: Place,
    total: number,
    tiedBefore = false,
  ): Place => {
    let place = startPlace;
    let remaining = [...group];
    while (remaining.length > 0) {
      const [only] = remaining;
      if (remaining.length === 1 && only !== undefined) {
        const lone = group.length === 1 && !tiedBefore;
        if (lone) {
          give(only, place, {
            rule: 'rule-9',
            column: place,
            count: total,
            sum: total,
            against: [],
          });
          return place + 1;
        }
        give(only, place, {
          rule: 'rule-10',
          column: place,
          count: total,
          sum: total,
          against: [],
          sentence: () =>
            `Couple ${only} is the last of the couples on ${fmt(total)} still to be placed, so ${only} is ${ordinal(place)} (Rule 10).`,
        });
        return place + 1;
      }
      const compared = remaining.map((couple) => atOrBetter(couple, place));
      rule10.push({ place, couples: compared });
      const bestCount = Math.max(...compared.map((c) => c.count));
      let best = compared.filter((c) => c.count === bestCount);
      const bySum = best.length > 1;
      if (bySum) {
        const lowestSum = Math.min(...best.map((c) => c.sum));
        best = best.filter((c) => c.sum === lowestSum);
      }
      const [winner] = best;
      if (best.length === 1 && winner) {
        const others = compared.filter((c) => c.couple !== winner.couple);
        give(winner.couple, place, {
          rule: 'rule-10',
          column: place,
          count: winner.count,
          sum: winner.sum,
          against: others,
          sentence: () => rule10Sentence(winner, others, place, total, bySum),
        });
        place += 1;
        remaining = remaining.filter((couple) => couple !== winner.couple); // 10(c): all the rest again
        continue;
      }
      const tied = best.map((c) => c.couple);
      place = rule11Block(tied, place, total);
      remaining = remaining.filter((couple) => !tied.includes(couple));
    }
    return place;
  };

  /** Rule 11 for couples Rule 10 cannot separate; they are placed as a block (TSO N, pitfall P8). */
  const rule11Block = (tied: CoupleId[], place: Place, total: number): Place => {
    const pooled = pooledCounts();
    if (!pooled) {
      return share(
        tied,
        place,
        'rule-11-tie',
        'the judges\u2019 marks were not given, so Rule 11 could not be applied',
      );
    }
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
    rule11.push({
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
    const [winner] = top;
    if (top.length !== 1 || !winner) {
      return share(
        top.map((entry) => entry.couple),
        place,
        'rule-11-tie',
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
    give(winner.couple, place, {
      rule: 'rule-11',
      column: winner.column,
      count: winner.count,
      sum: winner.sum,
      majority: rule11Majority,
      against: rivals,
      sentence: () =>
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
    });
    const rest = tied.filter((couple) => couple !== winner.couple);
    const [other] = rest;
    if (rest.length === 1 && other !== undefined) {
      give(other, place + 1, {
        rule: 'rule-11',
        column: winner.column,
        count: pooled.count(other, winner.column),
        sum: pooled.sum(other, winner.column),
        majority: rule11Majority,
        against: [{ couple: winner.couple, count: winner.count, sum: winner.sum }],
        sentence: () =>
          `Couple ${other} lost the Rule 11 comparison for ${ordinal(place)} to couple ${winner.couple}, so ${other} is ${ordinal(place + 1)} (Rule 11).`,
      });
      return place + 2;
    }
    return rule10Group(rest, place + 1, total, true); // three or more: back to Rule 10 among themselves
  };

  /** Places nobody could separate: each couple gets the mean of the places they cover. */
  const share = (
    group: CoupleId[],
    place: Place,
    rule: 'rule-11-tie',
    why: string,
    after: CoupleId[] = [],
    total = 0,
  ): Place => {
    const shared = place + (group.length - 1) / 2;
    for (const couple of group) {
      const others = group.filter((other) => other !== couple);
      give(couple, shared, {
        rule,
        column: place,
        count: 0,
        sum: 0,
        against: others.map((other) => ({ couple: other, count: 0, sum: 0 })),
        sentence: () =>
          `Couple ${couple} and ${others.map((other) => `couple ${other}`).join(' and ')} could not be separated (${why}), so they share places ${ordinal(place)} to ${ordinal(place + group.length - 1)}: each gets ${shared}.`,
      });
    }
    const next = place + group.length;
    return after.length > 0 ? rule10Group(after, next, total, true) : next;
  };

  // Groups of equal totals, lowest first: one sort, then a scan.
  const byTotal = [...couples].sort((a, b) => (totals[a] ?? 0) - (totals[b] ?? 0));
  let place = 1;
  for (let start = 0; start < byTotal.length;) {
    const total = totals[byTotal[start] ?? ''] ?? 0;
    let end = start + 1;
    while (end < byTotal.length && totals[byTotal[end] ?? ''] === total) {
      end++;
    }
    place = rule10Group(byTotal.slice(start, end), place, total);
    start = end;
  }
  let explanations: PlaceExplanation[] | undefined;
  return {
    totals,
    overall,
    rule10,
    rule11,
    get explanations() {
      explanations ??= pending.map(({ explanation, sentence }) => ({
        ...explanation,
        sentence: sentence
          ? sentence()
          : `Couple ${explanation.couple}'s dance places add up to ${fmt(explanation.count)}, the lowest of the couples still to be placed, so ${explanation.couple} is ${ordinal(explanation.place)} (Rule 9).`,
      }));
      return explanations;
    },
  };
}

/**
 * A whole final (Rules 5–11): each dance by Rules 5–8, then the overall
 * result by Rules 9–11. Every judge's card in every dance is validated
 * first; all problems are reported together.
 */
export function placeFinal(input: FinalInput): FinalResult {
  const problems: MarkError[] = [];
  const perDance: Record<string, DanceResult> = {};
  if (input.dances.length === 0) {
    problems.push({ message: 'at least one dance is needed' });
  }
  for (const dance of input.dances) {
    try {
      perDance[dance] = placeDance(dance, input.judges, input.couples, input.marks[dance] ?? {});
    } catch (error) {
      if (!(error instanceof InvalidMarksError)) {
        throw error;
      }
      problems.push(...error.problems);
    }
  }
  if (problems.length > 0) {
    throw new InvalidMarksError(problems);
  }
  const dancePlaces = Object.fromEntries(
    input.dances.map((dance) => [dance, perDance[dance]?.places ?? {}]),
  );
  // Object.assign onto the summary keeps its lazy `explanations` getter (a spread would run it).
  return Object.assign(
    placeByDancePlaces(dancePlaces, input.couples, { judges: input.judges, byDance: input.marks }),
    { perDance },
  );
}

function pooledMarks(
  judges: readonly JudgeId[],
  dances: readonly string[],
  couples: readonly CoupleId[],
  byDance: Record<string, FinalDanceMarks>,
): MarkCounts {
  const pooled = new Map<CoupleId, number[]>(couples.map((couple) => [couple, []]));
  for (const dance of dances) {
    for (const [couple, marks] of marksByCouple(judges, couples, byDance[dance] ?? {})) {
      pooled.get(couple)?.push(...marks);
    }
  }
  return MarkCounts.fromMarks(pooled);
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
