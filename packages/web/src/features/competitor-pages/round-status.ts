import type { CoupleRound } from '@floorcraft/domain';

/** "Heat 2 of 3", or "One heat" when the whole round dances together. */
export function heatText(heat: CoupleRound['heat']): string | undefined {
  if (!heat) {
    return undefined;
  }
  return heat.of > 1 ? `Heat ${heat.number} of ${heat.of}` : 'One heat';
}

/** Where the couple stands in a round, in a few words. */
export function statusText(round: CoupleRound): string {
  switch (round.status) {
    case 'upcoming':
      return heatText(round.heat) ?? 'To come';
    case 'ifRecalled':
      return 'If recalled';
    case 'onFloor':
      return round.heat && round.heat.of > 1
        ? `On the floor now (heat ${round.heat.number} of ${round.heat.of})`
        : 'On the floor now';
    case 'scoring':
      return 'Danced, results coming';
    case 'recalled':
      return round.outcome ? `Recalled to the ${round.outcome}` : 'Recalled';
    case 'out':
      return round.outcome ? `Not recalled, placed ${round.outcome}` : 'Not recalled';
    case 'placed':
      return round.outcome ? `Placed ${round.outcome}` : 'Results posted';
    case 'atAwards':
      return 'Danced, places announced at the awards';
  }
}
