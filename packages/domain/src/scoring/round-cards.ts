import type { DanceEvent, Round, RoundMarks, RoundScoring } from '../competition/dance-event';
import { takesCards } from '../competition/round-lifecycle-states';
import type { CompetitionState } from '../competition/state';
import type { PanelJudge } from './panel';

/** Dances judged in an event: Awards and Break items are not danced. */
export function judgedDances(event: DanceEvent): string[] {
  return event.eventDances.filter((dance) => dance !== 'Awards' && dance !== 'Break');
}

/** The competitor numbers dancing in a round, ascending. */
export function dancingNumbers(round: Round): number[] {
  return [...new Set(Object.values(round.entries).map((entry) => entry.leadNumber))].sort(
    (a, b) => a - b,
  );
}

/** How many couples each judge marks per dance in a preliminary round: the recall, at most all. */
export function requestedRecall(round: Round): number {
  return Math.min(round.recallSize, dancingNumbers(round).length);
}

export const isFinal = (round: Round) => round.roundNumber === 1;

/**
 * What is wrong with one judge's card for one dance, or undefined when it is
 * valid: a preliminary card recalls exactly the requested number of couples
 * dancing in the round; a final card places every couple once.
 */
export function cardProblem(
  round: Round,
  dance: string,
  couples: readonly number[],
): string | undefined {
  const dancing = new Set(dancingNumbers(round));
  const stranger = couples.find((number) => !dancing.has(number));
  if (stranger !== undefined) {
    return `${dance}: couple ${stranger} is not dancing in the ${round.roundName}`;
  }
  const twice = couples.find((number, index) => couples.indexOf(number) !== index);
  if (twice !== undefined) {
    return `${dance}: couple ${twice} is marked twice`;
  }
  if (isFinal(round)) {
    return couples.length === dancing.size
      ? undefined
      : `${dance}: place all ${dancing.size} couples (${couples.length} placed)`;
  }
  const wanted = requestedRecall(round);
  return couples.length === wanted
    ? undefined
    : `${dance}: recall exactly ${wanted} couples (${couples.length} marked)`;
}

export const emptyScoring: RoundScoring = { history: [], reopened: {} };

export function roundMarksOf(
  state: Pick<CompetitionState, 'marks'>,
  eventName: string,
  roundNumber: number,
): RoundMarks {
  return state.marks[eventName]?.rounds[roundNumber] ?? {};
}

export function roundScoringOf(
  state: Pick<CompetitionState, 'marks'>,
  eventName: string,
  roundNumber: number,
): RoundScoring {
  return state.marks[eventName]?.scoring?.[roundNumber] ?? emptyScoring;
}

/** The cards still to come: judge × dance pairs with no card, or a reopened card. */
export function missingCards(
  panel: readonly PanelJudge[],
  dances: readonly string[],
  marks: RoundMarks,
  scoring: RoundScoring,
): { judgeKey: string; dance: string }[] {
  const missing: { judgeKey: string; dance: string }[] = [];
  for (const judge of panel) {
    for (const dance of dances) {
      if (!marks[judge.key]?.[dance] || scoring.reopened[judge.key]) {
        missing.push({ judgeKey: judge.key, dance });
      }
    }
  }
  return missing;
}

/** Whether the round takes cards now: on the floor or marked, never once posted. */
export function roundTakesMarks(round: Round): boolean {
  return takesCards(round.roundState);
}
