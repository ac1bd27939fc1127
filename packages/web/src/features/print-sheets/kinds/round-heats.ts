import { splitIntoHeats, type Entry, type Round } from '@floorcraft/domain';

/**
 * A round's couples by heat, exactly as the deck captain lines them up and
 * the MC calls them (`splitIntoHeats`: late couples stay in their chosen
 * heat), so paper and screens never disagree about who dances when. Empty
 * heats (more heats asked than couples) are left out.
 */
export function roundHeats(round: Round): Entry[][] {
  return splitIntoHeats(Object.values(round.entries), round.numHeats).filter(
    (heat) => heat.length > 0,
  );
}
