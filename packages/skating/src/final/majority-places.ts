/**
 * Rules 5–8 for one dance, places only: the same procedure as
 * `rankByMajority` (majority at the column, then count, then sum, ties to
 * the next column among themselves, the column kept after placing), on the
 * dance's flat prefix arrays and without building the facts of each place.
 * Scoring runs this; the explanations run `rankByMajority` on the same
 * counts when first read, so both must give the same places (a property
 * test compares them on random dances).
 */
export interface DanceColumns {
  /** counts[offset + row * width + k]: marks of row k or better; sums likewise. */
  readonly counts: Int32Array;
  readonly sums: Int32Array;
  readonly width: number;
  /** Where the dance starts in the buffers (a final keeps every dance in one pair). */
  readonly offset: number;
}

// Scoring is synchronous, so one scratch buffer serves every dance: no allocation per call.
let scratch = new Int32Array(32);
let placedScratch = new Uint8Array(32);

/**
 * Places couples 0..size-1 (rows of `columns`). Writes each place to
 * `places[row]` and the rows in the order they were placed to `order`.
 */
export function placesByMajority(
  columns: DanceColumns,
  size: number,
  majority: number,
  places: Float64Array,
  order: Int32Array,
): void {
  if (scratch.length < size) {
    scratch = new Int32Array(size * 2);
    placedScratch = new Uint8Array(size * 2);
  }
  const ranker = new PlaceRanker(columns, size, order, places);
  ranker.rank(majority);
}

/** A class rather than closures: methods on a prototype cost nothing per call (tsx wraps closures). */
class PlaceRanker {
  private place = 1;
  private given = 0;
  private readonly last: number;

  constructor(
    private readonly columns: DanceColumns,
    private readonly size: number,
    private readonly order: Int32Array,
    private readonly places: Float64Array,
  ) {
    this.last = columns.width - 1;
    placedScratch.fill(0, 0, size);
  }

  rank(majority: number): void {
    const { size } = this;
    const { counts, width, offset } = this.columns;
    const found = scratch;
    const placed = placedScratch;
    let column = 1;
    let remaining = size;
    while (remaining > 0) {
      const k = column < this.last ? column : this.last;
      let m = 0;
      for (let i = 0; i < size; i++) {
        if (placed[i] === 0 && (counts[offset + i * width + k] ?? 0) >= majority) {
          found[m++] = i;
        }
      }
      if (m === 0) {
        column += 1; // Rule 8
        continue;
      }
      remaining -= m;
      if (m === 1) {
        this.give(found[0] ?? 0);
        continue;
      }
      this.sortAt(found, m, column);
      // Only a tie copies its rows out (it recurses); placing lone rows leaves `found` alone.
      this.giveGroups(found, m, column);
    }
  }

  /** Marks row i placed and gives it the next place. */
  private give(i: number): void {
    placedScratch[i] = 1;
    this.places[i] = this.place;
    this.order[this.given++] = i;
    this.place += 1;
  }

  private countOf(i: number, k: number): number {
    const { counts, width, offset } = this.columns;
    return k < 1 ? 0 : (counts[offset + i * width + Math.min(k, this.last)] ?? 0);
  }

  private sumOf(i: number, k: number): number {
    const { sums, width, offset } = this.columns;
    return k < 1 ? 0 : (sums[offset + i * width + Math.min(k, this.last)] ?? 0);
  }

  /** Best first: more marks at k, then a lower sum (Rules 6, 7a). */
  private better(a: number, b: number, k: number): number {
    return this.countOf(b, k) - this.countOf(a, k) || this.sumOf(a, k) - this.sumOf(b, k);
  }

  /** Insertion sort of rows[0..m) at column k, stable as `rankByMajority`'s. */
  private sortAt(rows: Int32Array | number[], m: number, k: number): void {
    for (let i = 1; i < m; i++) {
      const value = rows[i] ?? 0;
      let j = i - 1;
      while (j >= 0 && this.better(rows[j] ?? 0, value, k) > 0) {
        rows[j + 1] = rows[j] ?? 0;
        j--;
      }
      rows[j + 1] = value;
    }
  }

  /** Sorted rows at column k: lone rows are placed, equal runs go to Rule 7b. */
  private giveGroups(sorted: Int32Array | readonly number[], m: number, k: number): void {
    for (let start = 0; start < m;) {
      const first = sorted[start] ?? 0;
      let end = start + 1;
      while (end < m && this.better(first, sorted[end] ?? 0, k) === 0) {
        end++;
      }
      if (end - start === 1) {
        this.give(first);
      } else {
        this.resolveTie(Array.from(sorted.slice(start, end)), k + 1);
      }
      start = end;
    }
  }

  /** Rule 7b: the tied rows only, at the next column; still equal after the last → shared. */
  private resolveTie(group: number[], k: number): void {
    if (k > this.last) {
      const shared = this.place + (group.length - 1) / 2;
      for (const i of group) {
        placedScratch[i] = 1;
        this.places[i] = shared;
        this.order[this.given++] = i;
      }
      this.place += group.length;
      return;
    }
    this.sortAt(group, group.length, k);
    this.giveGroups(group, group.length, k);
  }
}
