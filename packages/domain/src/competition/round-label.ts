import type { Round } from './dance-event';

/** "the Semi-Final of "Bronze Standard"": how refusals name a round. */
export const roundLabel = (round: Round) => `the ${round.roundName} of "${round.eventName}"`;
