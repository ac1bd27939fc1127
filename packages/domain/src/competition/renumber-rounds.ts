import type { Round } from './dance-event';
import { defaultRecallSize, roundId, roundName } from './round-naming';

/**
 * Numbers an event's rounds from the Final (given in dance order, first
 * round first), names them, writes their ids and fills zero recall sizes
 * with the default for their new number (spec §4). Returns the rounds by
 * number and the map from each round's old number to its new one.
 */
export function renumberRounds(
  eventName: string,
  inDanceOrder: readonly Round[],
): { rounds: Record<number, Round>; renumber: Record<number, number> } {
  const total = inDanceOrder.length;
  const rounds: Record<number, Round> = {};
  const renumber: Record<number, number> = {};
  inDanceOrder.forEach((round, position) => {
    const roundNumber = total - position;
    if (round.roundNumber > 0) {
      renumber[round.roundNumber] = roundNumber;
    }
    rounds[roundNumber] = {
      ...round,
      eventName,
      roundNumber,
      roundId: roundId(eventName, roundNumber),
      roundName: roundName(roundNumber, total),
      recallSize: round.recallSize === 0 ? defaultRecallSize(roundNumber) : round.recallSize,
    };
  });
  return { rounds, renumber };
}

/** Heats a round of `couples` needs on one floor of 12 couples. */
export function heatsFor(couples: number): number {
  return Math.max(1, Math.ceil(couples / FLOOR_CAPACITY));
}

/** How many couples dance at once on one floor (ADR 007). */
export const FLOOR_CAPACITY = 12;
