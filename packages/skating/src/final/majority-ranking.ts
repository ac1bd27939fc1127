import type { CoupleId, Place } from '../types';
import type { Comparison, DecidingRule } from './explanation';
import type { MarkCounts } from './mark-counts';

/** A placed couple with the facts that decided it; sentences are added by the caller. */
export interface RankedCouple {
  couple: CoupleId;
  place: Place;
  rule: Extract<DecidingRule, 'rule-5' | 'rule-6' | 'rule-7a' | 'rule-7b' | 'rule-7-tie'>;
  column: number;
  count: number;
  sum: number;
  lowerPlacesIncluded: boolean;
  /** The couples it was compared with at `column`; see `comparisonsAt`. */
  rivals: CoupleId[];
}

/** The rivals' counts and sums at the deciding column, for explanations (built only when read). */
export function comparisonsAt(entry: RankedCouple, counts: MarkCounts): Comparison[] {
  return entry.rivals.map((couple) => ({
    couple,
    count: counts.count(couple, entry.column),
    sum: counts.sum(couple, entry.column),
  }));
}

export interface MajorityRankingInput {
  couples: readonly CoupleId[];
  counts: MarkCounts;
  majority: number;
  /** The last column there is ("1–n"): ties still equal there share places. */
  lastColumn: number;
  /** Column and place to start from: 1 for a dance, the place under review for Rule 11. */
  firstColumn: number;
  firstPlace: Place;
}

/**
 * Rules 5–8 (§4.2 of our skating notes): place couples by majority at the
 * current column; several majorities by count, then sum; couples equal on
 * both go to the next column among themselves only (7b, pitfall P4); no
 * majority → include the next place (Rule 8). After placing a column's
 * majorities the search stays at that column (pitfall P1).
 * Works on row indices internally: it is the inner loop of every final.
 */
export function rankByMajority(input: MajorityRankingInput): RankedCouple[] {
  const { counts, majority, lastColumn, couples } = input;
  const size = couples.length;
  const rows: number[] = new Array<number>(size);
  for (let i = 0; i < size; i++) {
    rows[i] = counts.row(couples[i] ?? '');
  }
  const ranked: RankedCouple[] = [];
  const placed = new Uint8Array(size);
  let place = input.firstPlace;
  let column = input.firstColumn;

  const countOf = (i: number, k: number) => counts.countAt(rows[i] ?? -1, k);
  const sumOf = (i: number, k: number) => counts.sumAt(rows[i] ?? -1, k);
  /** Best first: more marks at k, then a lower sum (Rules 6, 7a). */
  const better = (a: number, b: number, k: number) =>
    countOf(b, k) - countOf(a, k) || sumOf(a, k) - sumOf(b, k);

  /** Splits positions into groups equal on count and sum at column k, best first (insertion sort: n ≤ 8 or so). */
  const groupsAt = (group: number[], k: number): number[][] => {
    const sorted = group.slice();
    for (let i = 1; i < sorted.length; i++) {
      const value = sorted[i] ?? 0;
      let j = i - 1;
      while (j >= 0 && better(sorted[j] ?? 0, value, k) > 0) {
        sorted[j + 1] = sorted[j] ?? 0;
        j--;
      }
      sorted[j + 1] = value;
    }
    const groups: number[][] = [];
    let current: number[] = [];
    for (const i of sorted) {
      const first = current[0];
      if (first !== undefined && better(first, i, k) !== 0) {
        groups.push(current);
        current = [];
      }
      current.push(i);
    }
    if (current.length > 0) {
      groups.push(current);
    }
    return groups;
  };

  const push = (
    i: number,
    rule: RankedCouple['rule'],
    k: number,
    at: Place,
    lowerPlacesIncluded: boolean,
    rivals: readonly number[],
  ) => {
    placed[i] = 1;
    const names: CoupleId[] = [];
    for (const rival of rivals) {
      names.push(couples[rival] ?? '');
    }
    ranked.push({
      couple: couples[i] ?? '',
      place: at,
      rule,
      column: k,
      count: countOf(i, k),
      sum: sumOf(i, k),
      lowerPlacesIncluded,
      rivals: names,
    });
  };

  /** Rule 7b: the tied couples only, compared at the next column; still equal after the last → shared. */
  const resolveTie = (group: number[], k: number, lowerPlacesIncluded: boolean): void => {
    if (k > lastColumn) {
      const shared = place + (group.length - 1) / 2;
      for (const i of group) {
        push(
          i,
          'rule-7-tie',
          lastColumn,
          shared,
          lowerPlacesIncluded,
          group.filter((other) => other !== i),
        );
      }
      place += group.length;
      return;
    }
    for (const subgroup of groupsAt(group, k)) {
      const only = subgroup[0] ?? -1;
      if (subgroup.length === 1) {
        push(
          only,
          'rule-7b',
          k,
          place,
          lowerPlacesIncluded,
          group.filter((other) => other !== only),
        );
        place += 1;
      } else {
        resolveTie(subgroup, k + 1, lowerPlacesIncluded);
      }
    }
  };

  let remaining = size;
  const withMajority: number[] = [];
  while (remaining > 0) {
    const k = column;
    withMajority.length = 0;
    for (let i = 0; i < size; i++) {
      if (placed[i] === 0 && countOf(i, k) >= majority) {
        withMajority.push(i);
      }
    }
    if (withMajority.length === 0) {
      column += 1; // Rule 8
      continue;
    }
    remaining -= withMajority.length;
    const groups = withMajority.length === 1 ? [[withMajority[0] ?? 0]] : groupsAt(withMajority, k);
    for (let index = 0; index < groups.length; index++) {
      const group = groups[index] ?? [];
      const neighbour = groups[index + 1] ?? groups[index - 1];
      const first = group[0] ?? -1;
      const other = neighbour?.[0];
      let rule: RankedCouple['rule'] = 'rule-5';
      if (other !== undefined) {
        rule = countOf(first, k) === countOf(other, k) ? 'rule-7a' : 'rule-6';
      }
      // Rule 8 was needed for this place if its majority is only found below it.
      const lowerPlacesIncluded = k > place;
      if (group.length > 1) {
        resolveTie(group, k + 1, lowerPlacesIncluded);
        continue;
      }
      push(first, rule, k, place, lowerPlacesIncluded, neighbour ?? []);
      place += 1;
    }
  }
  return ranked;
}
