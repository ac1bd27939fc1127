import type { CoupleId, FinalDanceMarks, JudgeId, Place } from '../types';
import type { DanceColumns } from './majority-places';
import type { CumulativeCounts } from './mark-counts';

/**
 * Every dance's cumulative columns of a final in one pair of buffers: for
 * dance d, couple row i and column k, `counts[(d * n + i) * width + k]` is
 * how many of the row's marks are k or better, `sums` what they add up to.
 * One allocation per final instead of two typed arrays per dance (each
 * about 0.5 µs); Rules 5–8 read one dance's slice, Rule 11 adds the slices.
 * Places in a final are whole numbers, so the sums fit an Int32Array.
 */
export class FinalCounts {
  readonly width: number;
  readonly counts: Int32Array;
  readonly sums: Int32Array;
  private index: Map<CoupleId, number> | undefined;

  constructor(
    /** The couples in row order. */
    readonly couples: readonly CoupleId[],
    readonly danceCount: number,
    readonly judgeCount: number,
  ) {
    const n = couples.length;
    this.width = n + 1;
    // One allocation: a typed array's memory lives outside the heap and costs far more to
    // allocate and free than the views on it.
    const size = danceCount * n * this.width;
    const buffer = new Int32Array(size * 2);
    this.counts = buffer.subarray(0, size);
    this.sums = buffer.subarray(size);
  }

  /**
   * Reads dance d's cards straight into its columns, checking as it goes
   * that every judge's places for the couples are a permutation of 1..n.
   * Returns false at the first problem; `validateFinalDance` then names
   * them all. This is the hot loop of scoring a final: 440 marks for
   * 8 couples × 5 dances × 11 judges.
   */
  readDance(
    d: number,
    judges: readonly JudgeId[],
    marks: FinalDanceMarks,
    /** `cardKeys(couples)`: numbers read a card faster than their strings. */
    keys: readonly (string | number)[],
  ): boolean {
    const n = this.couples.length;
    if (n === 0 || judges.length === 0 || judges.length !== this.judgeCount) {
      return false;
    }
    const { counts, width } = this;
    const base = d * n * width;
    // n whole places in 1..n, each once, are exactly the places whose bits fill `all`; a
    // repeated place leaves another missing. Wider finals fall back to a stamp per place.
    const all = n < 31 ? (2 ** (n + 1) - 2) | 0 : -1;
    const seen = all === -1 ? new Int32Array(width) : undefined;
    for (let j = 0; j < judges.length; j++) {
      const card = marks[judges[j] ?? ''];
      if (!card) {
        return false;
      }
      let bits = 0;
      for (let i = 0; i < n; i++) {
        const place = card[keys[i] ?? ''] as number;
        // Not a whole number from 1 to n (undefined and NaN fail the comparisons).
        if (!(place >= 1 && place <= n) || (place | 0) !== place) {
          return false;
        }
        if (seen) {
          if (seen[place] === j + 1) {
            return false;
          }
          seen[place] = j + 1;
        } else {
          bits |= 1 << place;
        }
        counts[base + i * width + place] = (counts[base + i * width + place] ?? 0) + 1;
      }
      if (!seen && bits !== all) {
        return false;
      }
    }
    this.accumulate(base, n);
    return true;
  }

  /** Turns a dance's counts of each place into "k or better" columns, with their sums. */
  private accumulate(base: number, n: number): void {
    const { counts, sums, width } = this;
    for (let row = 0; row < n; row++) {
      const start = base + row * width;
      let count = 0;
      let sum = 0;
      for (let k = 1; k < width; k++) {
        const marks = counts[start + k] ?? 0;
        count += marks;
        sum += marks * k;
        counts[start + k] = count;
        sums[start + k] = sum;
      }
    }
  }

  /** A couple's row, for lookups by name (built on first use: the ranking reads rows). */
  row(couple: CoupleId): number {
    if (!this.index) {
      this.index = new Map();
      for (let row = 0; row < this.couples.length; row++) {
        this.index.set(this.couples[row] ?? '', row);
      }
    }
    return this.index.get(couple) ?? -1;
  }

  /** C(c, k) of dance d by row. */
  countAt(d: number, row: number, k: number): number {
    const { width } = this;
    return row < 0 || k < 1
      ? 0
      : (this.counts[(d * this.couples.length + row) * width + Math.min(k, width - 1)] ?? 0);
  }

  /** S(c, k) of dance d by row. */
  sumAt(d: number, row: number, k: number): number {
    const { width } = this;
    return row < 0 || k < 1
      ? 0
      : (this.sums[(d * this.couples.length + row) * width + Math.min(k, width - 1)] ?? 0);
  }

  /** One dance's columns, for Rules 5–8 and their explanations. */
  dance(d: number): DanceCounts {
    return new DanceCounts(this, d);
  }

  /** All dances' marks counted as one dance (Rule 11). */
  pooled(): CumulativeCounts {
    return new PooledFinalCounts(this);
  }
}

/** One dance of a `FinalCounts`: its slice of the buffers. */
export class DanceCounts implements CumulativeCounts, DanceColumns {
  readonly offset: number;

  constructor(
    private readonly final: FinalCounts,
    private readonly d: number,
  ) {
    this.offset = d * final.couples.length * final.width;
  }

  get counts(): Int32Array {
    return this.final.counts;
  }

  get sums(): Int32Array {
    return this.final.sums;
  }

  get width(): number {
    return this.final.width;
  }

  row(couple: CoupleId): number {
    return this.final.row(couple);
  }

  inOrderOf(couples: readonly CoupleId[]): boolean {
    return couples === this.final.couples;
  }

  countAt(row: number, k: number): number {
    return this.final.countAt(this.d, row, k);
  }

  sumAt(row: number, k: number): number {
    return this.final.sumAt(this.d, row, k);
  }

  count(couple: CoupleId, k: Place): number {
    return this.countAt(this.row(couple), Math.floor(k));
  }

  sum(couple: CoupleId, k: Place): number {
    return this.sumAt(this.row(couple), Math.floor(k));
  }

  markCount(couple: CoupleId): number {
    return this.row(couple) < 0 ? 0 : this.final.judgeCount;
  }
}

/**
 * Rule 11's "all marks of the tied couples as one dance": the count of marks
 * k or better over all dances is the sum of each dance's count, so the
 * dances' columns answer it without reading a mark again.
 */
class PooledFinalCounts implements CumulativeCounts {
  constructor(private readonly final: FinalCounts) {}

  row(couple: CoupleId): number {
    return this.final.row(couple);
  }

  inOrderOf(couples: readonly CoupleId[]): boolean {
    return couples === this.final.couples;
  }

  countAt(row: number, k: number): number {
    let total = 0;
    for (let d = 0; d < this.final.danceCount; d++) {
      total += this.final.countAt(d, row, k);
    }
    return total;
  }

  sumAt(row: number, k: number): number {
    let total = 0;
    for (let d = 0; d < this.final.danceCount; d++) {
      total += this.final.sumAt(d, row, k);
    }
    return total;
  }

  count(couple: CoupleId, k: Place): number {
    return this.countAt(this.row(couple), Math.floor(k));
  }

  sum(couple: CoupleId, k: Place): number {
    return this.sumAt(this.row(couple), Math.floor(k));
  }

  markCount(couple: CoupleId): number {
    return this.row(couple) < 0 ? 0 : this.final.judgeCount * this.final.danceCount;
  }
}
