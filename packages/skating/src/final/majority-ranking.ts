import type { CoupleId, Place } from '../types';
import type { Comparison, DecidingRule } from './explanation';
import { groupByCountThenSum, type MarkCounts } from './mark-counts';

/** A placed couple with the facts that decided it; sentences are added by the caller. */
export interface RankedCouple {
  couple: CoupleId;
  place: Place;
  rule: Extract<DecidingRule, 'rule-5' | 'rule-6' | 'rule-7a' | 'rule-7b' | 'rule-7-tie'>;
  column: number;
  count: number;
  sum: number;
  lowerPlacesIncluded: boolean;
  against: Comparison[];
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
 */
export function rankByMajority(input: MajorityRankingInput): RankedCouple[] {
  const { counts, majority, lastColumn } = input;
  const ranked: RankedCouple[] = [];
  let unplaced = [...input.couples];
  let place = input.firstPlace;
  let column = input.firstColumn;
  const comparison = (couple: CoupleId, k: number): Comparison => ({ couple, count: counts.count(couple, k), sum: counts.sum(couple, k) });

  /** Rule 7b: the tied couples only, compared at the next column; still equal after the last → shared. */
  const resolveTie = (group: CoupleId[], k: number, lowerPlacesIncluded: boolean): void => {
    if (k > lastColumn) {
      const shared = place + (group.length - 1) / 2;
      for (const couple of group) {
        const others = group.filter((other) => other !== couple);
        ranked.push({ couple, place: shared, rule: 'rule-7-tie', column: lastColumn, ...pick(comparison(couple, lastColumn)), lowerPlacesIncluded, against: others.map((other) => comparison(other, lastColumn)) });
      }
      place += group.length;
      return;
    }
    for (const subgroup of groupByCountThenSum(group, counts, k)) {
      const [couple] = subgroup;
      if (subgroup.length === 1 && couple !== undefined) {
        const others = group.filter((other) => other !== couple);
        ranked.push({ couple, place, rule: 'rule-7b', column: k, ...pick(comparison(couple, k)), lowerPlacesIncluded, against: others.map((other) => comparison(other, k)) });
        place += 1;
      } else {
        resolveTie(subgroup, k + 1, lowerPlacesIncluded);
      }
    }
  };

  while (unplaced.length > 0) {
    const withMajority = unplaced.filter((couple) => counts.count(couple, column) >= majority);
    if (withMajority.length === 0) {
      column += 1; // Rule 8
      continue;
    }
    const groups = groupByCountThenSum(withMajority, counts, column);
    groups.forEach((group, index) => {
      const neighbour = groups[index + 1] ?? groups[index - 1];
      const first = group[0] ?? '';
      const other = neighbour?.[0];
      let rule: RankedCouple['rule'] = 'rule-5';
      if (other !== undefined) {
        rule = counts.count(first, column) === counts.count(other, column) ? 'rule-7a' : 'rule-6';
      }
      // Rule 8 was needed for this place if its majority is only found below it.
      const lowerPlacesIncluded = column > place;
      if (group.length > 1) {
        resolveTie(group, column + 1, lowerPlacesIncluded);
        return;
      }
      ranked.push({ couple: first, place, rule, column, ...pick(comparison(first, column)), lowerPlacesIncluded, against: (neighbour ?? []).map((couple) => comparison(couple, column)) });
      place += 1;
    });
    const placed = new Set(ranked.map((entry) => entry.couple));
    unplaced = unplaced.filter((couple) => !placed.has(couple));
  }
  return ranked;
}

function pick({ count, sum }: Comparison): { count: number; sum: number } {
  return { count, sum };
}
