/** The middle value (the mean of the two middle values for an even count); 0 for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) {
    return 0;
  }
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Scales the median absolute deviation to estimate a standard deviation for
 * normally spread values (1 / Φ⁻¹(0.75)), so the cut below reads in "σ".
 */
const MAD_TO_SIGMA = 1.4826;

/**
 * How far past the panel's median a judge must sit to be named, in scaled
 * MADs: 2.5 is the moderately conservative cut Leys et al. (2013, "Detecting
 * outliers: do not use standard deviation around the mean, use absolute
 * deviation around the median") recommend. The median and MAD are used, not
 * the mean and standard deviation, because one judge far away would pull
 * the mean towards them and widen the deviation that is meant to catch them.
 */
const MADS = 2.5;

/** Fewer judges than this name nobody: with one or two there is no panel to sit away from. */
const SMALLEST_PANEL = 3;

/**
 * The judges sitting clearly away from their panel: a value more than
 * `max(2.5 scaled MADs, floor)` above the panel's median. The floor is what
 * a chairman would call a real difference (a whole place in a final), so a
 * panel in near agreement (MAD 0) does not name a judge for a hair's
 * difference; the MAD part keeps a panel that disagrees widely from naming
 * half its judges. Only distances above the median count: a judge closer to
 * the result than the rest is not an outlier.
 */
export function outlierIndexes(values: readonly number[], floor: number): number[] {
  if (values.length < SMALLEST_PANEL) {
    return [];
  }
  const middle = median(values);
  const mad = median(values.map((value) => Math.abs(value - middle)));
  const margin = Math.max(MADS * MAD_TO_SIGMA * mad, floor);
  return values.flatMap((value, index) => (value - middle > margin ? [index] : []));
}
