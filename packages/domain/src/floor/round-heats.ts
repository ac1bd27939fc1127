import type { Round } from '../competition/dance-event';
import { splitIntoHeats } from '../setup/heats';

/** How many heats a round is danced in, as the heat sheets split it. */
export function heatCount(round: Round): number {
  return splitIntoHeats(Object.values(round.entries), round.numHeats).length;
}
