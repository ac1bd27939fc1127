import { isScheduleItem, roundStates, type CompetitionState, type Round } from '@floorcraft/domain';

/** "Bronze Standard|2": how the judges' report's picker names a round. */
export const roundKey = (round: Pick<Round, 'eventName' | 'roundNumber'>) =>
  `${round.eventName}|${round.roundNumber}`;

/**
 * The posted rounds the judges' report can look back at, the latest posted
 * first (the one the chairman most likely wants), schedule items left out.
 */
export function postedRounds(state: CompetitionState): Round[] {
  const postedAt = (round: Round) =>
    state.results[round.eventName]?.rounds[round.roundNumber]?.postedAt ?? '';
  return Object.values(state.events)
    .filter((event) => !isScheduleItem(event))
    .flatMap((event) => Object.values(event.rounds))
    .filter((round) => round.roundState === roundStates.Posted)
    .sort(
      (a, b) => postedAt(b).localeCompare(postedAt(a)) || roundKey(a).localeCompare(roundKey(b)),
    );
}
