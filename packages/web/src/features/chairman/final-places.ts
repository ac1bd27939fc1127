import type { FinalOutcome } from '@floorcraft/domain';
import { coupleNames } from './floor-rounds';

export interface FinalPlaceRow {
  place: number;
  couple: string;
  names: string;
  /** Rule 9: the sum of the couple's dance places. */
  total: number;
  /** Each dance's place, in the event's dance order. */
  dancePlaces: number[];
}

/** A final's places by the Skating System, best first; undefined until every card is in. */
export function finalPlaces(outcome: FinalOutcome): FinalPlaceRow[] | undefined {
  const { result } = outcome;
  if (!result) {
    return undefined;
  }
  const names = coupleNames(outcome.round);
  return Object.entries(result.overall)
    .map(([couple, place]) => ({
      place,
      couple,
      names: names[couple] ?? '',
      total: result.totals[couple] ?? Number.NaN,
      dancePlaces: outcome.dances.map(
        (dance) => result.perDance[dance]?.places[couple] ?? Number.NaN,
      ),
    }))
    .sort((a, b) => a.place - b.place || Number(a.couple) - Number(b.couple));
}
