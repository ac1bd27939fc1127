import type { CoupleId, Place } from '../types';

/**
 * The cumulative columns of a result sheet: for a couple, how many of its
 * marks are k or better (`count`) and what those marks add up to (`sum`).
 */
export class MarkCounts {
  private readonly marks: Map<CoupleId, number[]>;

  constructor(marksByCouple: Map<CoupleId, number[]>) {
    this.marks = marksByCouple;
  }

  /** C(c, k): the number of marks of `couple` that are `k` or better. */
  count(couple: CoupleId, k: Place): number {
    let total = 0;
    for (const mark of this.marks.get(couple) ?? []) {
      if (mark <= k) {
        total += 1;
      }
    }
    return total;
  }

  /** S(c, k): the sum of those marks only. */
  sum(couple: CoupleId, k: Place): number {
    let total = 0;
    for (const mark of this.marks.get(couple) ?? []) {
      if (mark <= k) {
        total += mark;
      }
    }
    return total;
  }

  markCount(couple: CoupleId): number {
    return this.marks.get(couple)?.length ?? 0;
  }
}

/** Couples ordered by count (more first), then sum (lower first), split where either differs. */
export function groupByCountThenSum(couples: readonly CoupleId[], counts: MarkCounts, k: Place): CoupleId[][] {
  const sorted = [...couples].sort(
    (a, b) => counts.count(b, k) - counts.count(a, k) || counts.sum(a, k) - counts.sum(b, k),
  );
  const groups: CoupleId[][] = [];
  for (const couple of sorted) {
    const group = groups.at(-1);
    const first = group?.[0];
    if (group && first !== undefined && counts.count(first, k) === counts.count(couple, k) && counts.sum(first, k) === counts.sum(couple, k)) {
      group.push(couple);
    } else {
      groups.push([couple]);
    }
  }
  return groups;
}
