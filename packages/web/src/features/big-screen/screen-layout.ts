/** Couple numbers the big screen shows at most; past that it says how many more (no scrolling). */
export const NUMBERS_SHOWN = 96;

/** How a list of couple numbers is laid out: columns and type size (in cqh, % of screen height). */
export interface NumberGrid {
  columns: number;
  size: number;
}

/**
 * Columns and size for `count` numbers, largest first: a final's six numbers
 * fill the screen, a 48-couple recall still fits below the title without
 * scrolling (rows × size × line height stays under the ~65% left free).
 */
export function numberGrid(count: number): NumberGrid {
  if (count <= 8) {
    return { columns: 4, size: 14 };
  }
  if (count <= 18) {
    return { columns: 6, size: 11 };
  }
  if (count <= 32) {
    return { columns: 8, size: 9 };
  }
  if (count <= 60) {
    return { columns: 10, size: 7 };
  }
  return { columns: 12, size: 5.5 };
}

/** A final's rows: 6cqh (65 px) while they fit, smaller for a final of more couples. */
export function placeRowSize(count: number): number {
  if (count <= 6) {
    return 6;
  }
  return count <= 8 ? 5 : 3.6;
}
