import {
  publicView,
  type Command,
  type CompetitionState,
  type PublicView,
} from '@floorcraft/domain';
import { run } from '../../test-support/run-commands';
import {
  DANCES,
  EVENT,
  JUDGES,
  numbersIn,
  scoringCompetition,
} from '../../test-support/scoring-competition';

export { DANCES, EVENT, JUDGES, numbersIn, run };

/** Eight couples in Bronze Standard (Waltz, Tango), judges A–E and an MC: a Semi-Final recalling 6, a Final. */
export function eventOfEight(): CompetitionState {
  return scoringCompetition(8, {
    judgeNames: ['Judge A', 'Judge B', 'Judge C', 'Judge D', 'Judge E'],
    others: [{ key: 'mc', name: 'Aaron MC', role: 'MC', bio: '' }],
  });
}

/** Starts a round, submits every judge's card for every dance, and posts it. */
export function markAndPost(
  state: CompetitionState,
  roundNumber: number,
  card: (judgeIndex: number, dance: string, dancing: number[]) => number[],
): CompetitionState {
  const started = run(state, { type: 'startRound', eventName: EVENT, roundNumber });
  const dancing = numbersIn(started, roundNumber);
  const cards = JUDGES.flatMap((judgeKey, index) =>
    DANCES.map((dance): Command => ({
      type: 'submitMarks',
      eventName: EVENT,
      roundNumber,
      judgeKey,
      dance,
      couples: card(index, dance, dancing),
    })),
  );
  return run(
    started,
    ...cards,
    { type: 'approveRound', eventName: EVENT, roundNumber },
    { type: 'postRound', eventName: EVENT, roundNumber },
  );
}

/**
 * The Semi-Final posted: judges A–D recall the six lowest numbers, judge E
 * the five lowest and the seventh, so the sixth couple goes through on 8
 * marks and the seventh, on 2, is eliminated with the eighth.
 */
export function semiPosted(): CompetitionState {
  return markAndPost(eventOfEight(), 2, (judge, _dance, dancing) =>
    judge < 4 ? dancing.slice(0, 6) : [...dancing.slice(0, 5), dancing[6]!],
  );
}

/** Everybody's view of a state. */
export const spectators = (state: CompetitionState): PublicView => publicView(state);
