import type { CoupleId, Place } from '../types';

/**
 * The cumulative columns of a result sheet: for a couple, how many of its
 * marks are k or better (`count`) and what those marks add up to (`sum`).
 * Prefix sums are built once into flat arrays, so every lookup afterwards
 * is constant time: Rules 5–8 and 11 ask these questions many times.
 */
/** What the majority procedures ask of a set of marks: counts and sums at or better than k. */
export interface CumulativeCounts {
  /** A couple's row for the index-based lookups; -1 if unknown. */
  row(couple: CoupleId): number;
  /** Whether row i is couples[i] for this list, so no lookup by name is needed. */
  inOrderOf(couples: readonly CoupleId[]): boolean;
  countAt(row: number, k: number): number;
  sumAt(row: number, k: number): number;
  count(couple: CoupleId, k: Place): number;
  sum(couple: CoupleId, k: Place): number;
  markCount(couple: CoupleId): number;
}

/** Counts built from each couple's list of marks, for the printed sheets (a final's scoring reads cards into `FinalCounts`). */
export class MarkCounts implements CumulativeCounts {
  private index: Map<CoupleId, number> | undefined;

  private constructor(
    /** The couples in row order. */
    private readonly order: readonly CoupleId[],
    readonly width: number,
    readonly counts: Int32Array,
    readonly sums: Float64Array,
    private readonly totals: number[],
  ) {
    for (let row = 0; row < totals.length; row++) {
      const base = row * width;
      for (let k = 1; k < width; k++) {
        counts[base + k] = (counts[base + k] ?? 0) + (counts[base + k - 1] ?? 0);
        sums[base + k] = (sums[base + k] ?? 0) + (sums[base + k - 1] ?? 0);
      }
    }
  }

  /** From each couple's list of marks (Rule 11 pools all dances' marks this way). */
  static fromMarks(marksByCouple: Map<CoupleId, readonly number[]>): MarkCounts {
    let highest = 0;
    for (const marks of marksByCouple.values()) {
      for (const mark of marks) {
        highest = Math.max(highest, Math.ceil(mark));
      }
    }
    const width = highest + 1;
    const counts = new Int32Array(width * marksByCouple.size);
    const sums = new Float64Array(width * marksByCouple.size);
    const order: CoupleId[] = [];
    const totals: number[] = [];
    for (const [couple, marks] of marksByCouple) {
      const base = totals.length * width;
      order.push(couple);
      for (const mark of marks) {
        const slot = base + Math.ceil(mark);
        counts[slot] = (counts[slot] ?? 0) + 1;
        sums[slot] = (sums[slot] ?? 0) + mark;
      }
      totals.push(marks.length);
    }
    return new MarkCounts(order, width, counts, sums, totals);
  }

  /** The row of a couple, for the index-based lookups of the ranking loop. */
  row(couple: CoupleId): number {
    return this.rowIndex().get(couple) ?? -1;
  }

  inOrderOf(couples: readonly CoupleId[]): boolean {
    return couples === this.order;
  }

  /** Built on the first lookup by name; the ranking loop reads rows directly. */
  private rowIndex(): Map<CoupleId, number> {
    if (!this.index) {
      this.index = new Map();
      this.order.forEach((couple, row) => this.index?.set(couple, row));
    }
    return this.index;
  }

  /** C(c, k) by row. */
  countAt(row: number, k: number): number {
    return row < 0 || k < 1
      ? 0
      : (this.counts[row * this.width + Math.min(k, this.width - 1)] ?? 0);
  }

  /** S(c, k) by row. */
  sumAt(row: number, k: number): number {
    return row < 0 || k < 1 ? 0 : (this.sums[row * this.width + Math.min(k, this.width - 1)] ?? 0);
  }

  private slot(couple: CoupleId, k: Place): number {
    const row = this.rowIndex().get(couple);
    if (row === undefined || k < 1) {
      return -1;
    }
    return row * this.width + Math.min(Math.floor(k), this.width - 1);
  }

  /** C(c, k): the number of marks of `couple` that are `k` or better. */
  count(couple: CoupleId, k: Place): number {
    return this.counts[this.slot(couple, k)] ?? 0;
  }

  /** S(c, k): the sum of those marks only. */
  sum(couple: CoupleId, k: Place): number {
    return this.sums[this.slot(couple, k)] ?? 0;
  }

  markCount(couple: CoupleId): number {
    const row = this.rowIndex().get(couple);
    return row === undefined ? 0 : (this.totals[row] ?? 0);
  }
}

/**
 * The keys to read a card by: a couple number such as "104" becomes 104, which names the
 * same property (a property key is its number's string) but is read as an array index,
 * about a third faster than by the string; any other name stays a string.
 */
export function cardKeys(couples: readonly CoupleId[]): (string | number)[] {
  const keys: (string | number)[] = [];
  for (const couple of couples) {
    const number = Number(couple);
    keys.push(String(number) === couple ? number : couple);
  }
  return keys;
}
