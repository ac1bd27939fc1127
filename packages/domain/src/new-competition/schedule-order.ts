import type { Command } from '../composition/command';
import { decide } from '../composition/decide';
import { applyAll } from '../composition/apply';
import type { CompetitionState } from '../competition/state';
import { scheduledRounds } from '../competition/schedule';

/**
 * The shiftRound commands that put one-round events, scheduled by
 * `commands`, into `wanted` order. generateRounds puts a new round before
 * the day's closing awards, so an awards ceremony in the middle of an
 * earlier day's schedule would drift to its end; the domain's own decide
 * says where each round went, and adjacent swaps put it back.
 */
export function shiftsIntoOrder(
  commands: readonly Command[],
  wanted: readonly string[],
): Command[] {
  let state: CompetitionState | undefined;
  let keys = 0;
  const context = { newKey: () => `order-${++keys}`, now: () => '1970-01-01T00:00:00Z' };
  for (const command of commands) {
    const decision = decide(state, command, context);
    if (decision.ok) {
      state = applyAll(state, decision.events);
    }
  }
  const order = state ? scheduledRounds(state.events).map((round) => round.eventName) : [];
  const shifts: Command[] = [];
  wanted.forEach((eventName, position) => {
    // Bubble the wanted event up to its place, one neighbour at a time.
    for (let at = order.indexOf(eventName); at > position; at -= 1) {
      shifts.push({ type: 'shiftRound', eventName, roundNumber: 1, direction: 'earlier' });
      [order[at - 1], order[at]] = [order[at]!, order[at - 1]!];
    }
  });
  return shifts;
}
