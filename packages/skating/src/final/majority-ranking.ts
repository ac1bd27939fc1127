import type { CoupleId, Place } from '../types';
import type { Comparison, DecidingRule } from './explanation';
import type { CumulativeCounts } from './mark-counts';

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
export function comparisonsAt(entry: RankedCouple, counts: CumulativeCounts): Comparison[] {
  return entry.rivals.map((couple) => ({
    couple,
    count: counts.count(couple, entry.column),
    sum: counts.sum(couple, entry.column),
  }));
}

export interface MajorityRankingInput {
  couples: readonly CoupleId[];
  counts: CumulativeCounts;
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
 */
export function rankByMajority(input: MajorityRankingInput): RankedCouple[] {
  return new MajorityRanker(input).rank();
}

/**
 * The procedure behind `rankByMajority`, on row indices. A class rather than
 * closures: it is the inner loop of every final, and methods on a prototype
 * cost nothing to create per call.
 */
class MajorityRanker {
  private readonly rows: number[];
  private readonly placed: Uint8Array;
  private readonly ranked: RankedCouple[] = [];
  private place: Place;

  constructor(private readonly input: MajorityRankingInput) {
    const size = input.couples.length;
    this.rows = new Array<number>(size);
    const direct = input.counts.inOrderOf(input.couples);
    for (let i = 0; i < size; i++) {
      this.rows[i] = direct ? i : input.counts.row(input.couples[i] ?? '');
    }
    this.placed = new Uint8Array(size);
    this.place = input.firstPlace;
  }

  rank(): RankedCouple[] {
    const { majority, couples } = this.input;
    const size = couples.length;
    let column = this.input.firstColumn;
    let remaining = size;
    const withMajority: number[] = [];
    while (remaining > 0) {
      const k = column;
      withMajority.length = 0;
      for (let i = 0; i < size; i++) {
        if (this.placed[i] === 0 && this.countOf(i, k) >= majority) {
          withMajority.push(i);
        }
      }
      if (withMajority.length === 0) {
        column += 1; // Rule 8
        continue;
      }
      remaining -= withMajority.length;
      const groups =
        withMajority.length === 1 ? [[withMajority[0] ?? 0]] : this.groupsAt(withMajority, k);
      for (let index = 0; index < groups.length; index++) {
        const group = groups[index] ?? [];
        const neighbour = groups[index + 1] ?? groups[index - 1];
        const first = group[0] ?? -1;
        const other = neighbour?.[0];
        let rule: RankedCouple['rule'] = 'rule-5';
        if (other !== undefined) {
          rule = this.countOf(first, k) === this.countOf(other, k) ? 'rule-7a' : 'rule-6';
        }
        // Rule 8 was needed for this place if its majority is only found below it.
        const lowerPlacesIncluded = k > this.place;
        if (group.length > 1) {
          this.resolveTie(group, k + 1, lowerPlacesIncluded);
          continue;
        }
        this.push(first, rule, k, this.place, lowerPlacesIncluded, neighbour ?? []);
        this.place += 1;
      }
    }
    return this.ranked;
  }

  private countOf(i: number, k: number): number {
    return this.input.counts.countAt(this.rows[i] ?? -1, k);
  }

  private sumOf(i: number, k: number): number {
    return this.input.counts.sumAt(this.rows[i] ?? -1, k);
  }

  /** Best first: more marks at k, then a lower sum (Rules 6, 7a). */
  private better(a: number, b: number, k: number): number {
    return this.countOf(b, k) - this.countOf(a, k) || this.sumOf(a, k) - this.sumOf(b, k);
  }

  /** Splits positions into groups equal on count and sum at column k, best first (insertion sort: n is small). */
  private groupsAt(group: readonly number[], k: number): number[][] {
    const sorted = group.slice();
    for (let i = 1; i < sorted.length; i++) {
      const value = sorted[i] ?? 0;
      let j = i - 1;
      while (j >= 0 && this.better(sorted[j] ?? 0, value, k) > 0) {
        sorted[j + 1] = sorted[j] ?? 0;
        j--;
      }
      sorted[j + 1] = value;
    }
    const groups: number[][] = [];
    let current: number[] = [];
    for (const i of sorted) {
      const first = current[0];
      if (first !== undefined && this.better(first, i, k) !== 0) {
        groups.push(current);
        current = [];
      }
      current.push(i);
    }
    if (current.length > 0) {
      groups.push(current);
    }
    return groups;
  }

  private push(
    i: number,
    rule: RankedCouple['rule'],
    k: number,
    at: Place,
    lowerPlacesIncluded: boolean,
    rivals: readonly number[],
  ): void {
    const { couples } = this.input;
    this.placed[i] = 1;
    const names: CoupleId[] = [];
    for (const rival of rivals) {
      names.push(couples[rival] ?? '');
    }
    this.ranked.push({
      couple: couples[i] ?? '',
      place: at,
      rule,
      column: k,
      count: this.countOf(i, k),
      sum: this.sumOf(i, k),
      lowerPlacesIncluded,
      rivals: names,
    });
  }

  /** Rule 7b: the tied couples only, compared at the next column; still equal after the last → shared. */
  private resolveTie(group: readonly number[], k: number, lowerPlacesIncluded: boolean): void {
    const { lastColumn } = this.input;
    if (k > lastColumn) {
      const shared = this.place + (group.length - 1) / 2;
      for (const i of group) {
        this.push(
          i,
          'rule-7-tie',
          lastColumn,
          shared,
          lowerPlacesIncluded,
          group.filter((other) => other !== i),
        );
      }
      this.place += group.length;
      return;
    }
    for (const subgroup of this.groupsAt(group, k)) {
      const only = subgroup[0] ?? -1;
      if (subgroup.length === 1) {
        this.push(
          only,
          'rule-7b',
          k,
          this.place,
          lowerPlacesIncluded,
          group.filter((other) => other !== only),
        );
        this.place += 1;
      } else {
        this.resolveTie(subgroup, k + 1, lowerPlacesIncluded);
      }
    }
  }
}
