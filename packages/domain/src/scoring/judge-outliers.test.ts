import { describe, expect, it } from 'vitest';
import { median, outlierIndexes } from './judge-outliers';

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBe(0);
  });
});

describe('outlierIndexes: past the median by more than max(2.5 scaled MADs, floor)', () => {
  it('names a judge a whole place past an agreeing panel, not one a hair past it', () => {
    expect(outlierIndexes([0, 0, 0, 0, 2.4], 1)).toEqual([4]);
    expect(outlierIndexes([0, 0, 0, 0, 0.9], 1)).toEqual([]);
  });

  it('a panel that disagrees widely names only the judge far past the spread', () => {
    // Median 1.25, MAD 0.5: the margin is 2.5 × 1.4826 × 0.5 ≈ 1.85 places.
    expect(outlierIndexes([0.5, 1, 1.5, 1, 2.5, 4], 1)).toEqual([5]);
    expect(outlierIndexes([0.5, 1, 1.5, 1, 2.5, 2.8], 1)).toEqual([]);
  });

  it('a judge closer to the result than the panel is not an outlier', () => {
    expect(outlierIndexes([3, 3, 3, 3, 0], 1)).toEqual([]);
  });

  it('a panel of one or two judges names nobody', () => {
    expect(outlierIndexes([0, 3], 1)).toEqual([]);
    expect(outlierIndexes([3], 1)).toEqual([]);
  });
});
