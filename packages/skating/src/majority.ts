/**
 * The absolute majority of a panel: more than half, `floor(J/2) + 1`
 * (3 → 2, 5 → 3, 7 → 4, 10 → 6). Rule 11 uses it on all J × D marks
 * (5 judges × 4 dances = 20 marks → 11, not 10: pitfall P12).
 */
export function majority(markCount: number): number {
  return Math.floor(markCount / 2) + 1;
}
