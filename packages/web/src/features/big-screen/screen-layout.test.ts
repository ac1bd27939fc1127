import { describe, expect, it } from 'vitest';
import { NUMBERS_SHOWN, numberGrid, placeRowSize } from './screen-layout';

/** The share of the screen's height a grid of numbers takes (line height 1.2, 1cqh row gap). */
const heightOf = (count: number) => {
  const { columns, size } = numberGrid(count);
  const rows = Math.ceil(count / columns);
  return rows * size * 1.2 + (rows - 1);
};

describe('the big screen fits every list without scrolling', () => {
  it('keeps any number of couples up to the cap within the space under the title', () => {
    for (let count = 1; count <= NUMBERS_SHOWN; count += 1) {
      expect(heightOf(count), `${count} couples`).toBeLessThanOrEqual(65);
    }
  });

  it('shows few couples large, and many smaller', () => {
    expect(numberGrid(6).size).toBeGreaterThan(numberGrid(48).size);
    expect(numberGrid(48).size * 10.8).toBeGreaterThanOrEqual(64); // px at 1080 lines
  });

  it('keeps a final of up to six couples at body size (65 px)', () => {
    expect(placeRowSize(6) * 10.8).toBeGreaterThanOrEqual(64);
    expect(placeRowSize(8)).toBeLessThan(placeRowSize(6));
    // Ten rows of the smallest size still fit under the title.
    expect(10 * placeRowSize(10) * 1.2 + 9 * 1.2).toBeLessThanOrEqual(65);
  });
});
