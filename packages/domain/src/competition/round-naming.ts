/**
 * Default recall sizes for later rounds by index (spec §9): round 2 (the
 * Semi-Final) recalls 6 to the Final, round 3 recalls 12, and so on.
 */
export const DEFAULT_RECALL_SIZES = [6, 12, 24, 38, 60, 80] as const;

/** How many couples a Final places by default. */
export const FINAL_SIZE = DEFAULT_RECALL_SIZES[0];

/**
 * The default recall size of round `roundNumber` (1 is the Final, which
 * places `FINAL_SIZE`). Beyond the table each earlier round doubles.
 */
export function defaultRecallSize(roundNumber: number): number {
  if (roundNumber <= 1) {
    return FINAL_SIZE;
  }
  const index = roundNumber - 2;
  const last = DEFAULT_RECALL_SIZES.length - 1;
  return index <= last
    ? DEFAULT_RECALL_SIZES[index]!
    : DEFAULT_RECALL_SIZES[last]! * 2 ** (index - last);
}

/**
 * How many rounds an event of `entryCount` couples needs: a Final alone
 * holds up to `largestStraightFinal` couples (the competition's setting, 6
 * by default); each earlier round can hold what the next round's recall
 * size would be in the table (Semi-Final up to 12, then 24, 38, …).
 */
export function roundCountFor(
  entryCount: number,
  largestStraightFinal: number = FINAL_SIZE,
): number {
  if (entryCount <= largestStraightFinal) {
    return 1;
  }
  let rounds = 2;
  while (entryCount > defaultRecallSize(rounds + 1)) {
    rounds += 1;
  }
  return rounds;
}

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) {
    return `${n}th`;
  }
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/**
 * Spec §3 round names: Final, Semi-Final, Quarter-Final, then 1st, 2nd,
 * 3rd, nth Round counted from the first round danced.
 */
export function roundName(roundNumber: number, roundCount: number): string {
  switch (roundNumber) {
    case 1:
      return 'Final';
    case 2:
      return 'Semi-Final';
    case 3:
      return 'Quarter-Final';
    default:
      return `${ordinal(roundCount - roundNumber + 1)} Round`;
  }
}

/** Spec §3 round id: `{event}-R{n}`. */
export function roundId(eventName: string, roundNumber: number): string {
  return `${eventName}-R${roundNumber}`;
}
