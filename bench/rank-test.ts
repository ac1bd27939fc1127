/**
 * The Mann–Whitney rank-sum test's z-score (normal approximation, ties given
 * their mean rank): how many standard deviations the ranks of `a` sit from
 * where they would be if `a` and `b` came from one distribution. Positive when
 * `a` tends to be larger. Ranks, not means: one stall of the loaded machine
 * moves a mean a lot and a rank by one.
 */
export function rankSumZ(a: readonly number[], b: readonly number[]): number {
  const all = [
    ...a.map((value) => ({ value, inA: true })),
    ...b.map((value) => ({ value, inA: false })),
  ];
  all.sort((x, y) => x.value - y.value);
  let rankSumA = 0;
  for (let start = 0; start < all.length;) {
    let end = start;
    while (end + 1 < all.length && all[end + 1]!.value === all[start]!.value) {
      end += 1;
    }
    const meanRank = (start + end) / 2 + 1;
    for (let i = start; i <= end; i += 1) {
      if (all[i]!.inA) {
        rankSumA += meanRank;
      }
    }
    start = end + 1;
  }
  const n1 = a.length;
  const n2 = b.length;
  const u = rankSumA - (n1 * (n1 + 1)) / 2;
  const mean = (n1 * n2) / 2;
  const sd = Math.sqrt((n1 * n2 * (n1 + n2 + 1)) / 12);
  return (u - mean) / sd;
}

/** The median of `values`. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
