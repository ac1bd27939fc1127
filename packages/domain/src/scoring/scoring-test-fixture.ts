import type { Command } from '../composition/command';
import type { CompetitionState } from '../competition/state';
import { competitionWithCouples, run } from '../setup/test-fixture';

export const EVENT = 'Bronze Standard';
export const JUDGES = ['judge-a', 'judge-b', 'judge-c', 'judge-d', 'judge-e'];
export const DANCES = ['Waltz', 'Quickstep'];

/** `couples` couples in Bronze Standard (Waltz, Quickstep), five judges, rounds generated. */
export function markedCompetition(couples: number): CompetitionState {
  const judges: Command[] = JUDGES.map((key, index) => ({
    type: 'saveOfficial',
    official: { key, name: `Judge ${'ABCDE'[index]!}`, role: 'Judge', bio: '' },
  }));
  return run(competitionWithCouples(couples, EVENT), ...judges, {
    type: 'generateRounds',
    eventName: EVENT,
  });
}

/** The competitor numbers dancing in a round, ascending. */
export function numbersIn(state: CompetitionState, roundNumber: number): number[] {
  return Object.values(state.events[EVENT]!.rounds[roundNumber]!.entries)
    .map((entry) => entry.leadNumber)
    .sort((a, b) => a - b);
}

/** Every judge's card for every dance: `card(judgeIndex, dance)` gives the numbers. */
export function allCards(
  roundNumber: number,
  card: (judgeIndex: number, dance: string) => number[],
): Command[] {
  return JUDGES.flatMap((judgeKey, index) =>
    DANCES.map((dance): Command => ({
      type: 'submitMarks',
      eventName: EVENT,
      roundNumber,
      judgeKey,
      dance,
      couples: card(index, dance),
    })),
  );
}
