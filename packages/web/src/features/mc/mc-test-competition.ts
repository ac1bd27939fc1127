import { type CompetitionState } from '@floorcraft/domain';
import { commandRunner } from '../../test-support/run-commands';
import {
  cards,
  EVENT,
  numbersIn,
  scoringCompetition,
} from '../../test-support/scoring-competition';

/** Each command a second later than the last, so posting times order the announcements. */
export const run = commandRunner({ ticking: true });

/** Bronze Standard (Waltz, Tango) with 12 couples: a Semi-Final of two heats recalling 6, a Final. */
export function competition(): CompetitionState {
  return run(scoringCompetition(12), {
    type: 'updateRound',
    eventName: EVENT,
    roundNumber: 2,
    numHeats: 2,
  });
}

/** The Semi-Final danced, every card in (the first six numbers recalled) and posted. */
export function postedSemi(): CompetitionState {
  let state = run(competition(), { type: 'startRound', eventName: EVENT, roundNumber: 2 });
  const semi = numbersIn(state, 2);
  state = run(state, ...cards(2, () => semi.slice(0, 6).reverse()));
  return run(
    state,
    { type: 'approveRound', eventName: EVENT, roundNumber: 2 },
    { type: 'postRound', eventName: EVENT, roundNumber: 2 },
  );
}

/** The Final danced and every card in, placing the finalists by number; posted only when asked. */
export function markedFinal(post: boolean): CompetitionState {
  let state = run(postedSemi(), { type: 'startRound', eventName: EVENT, roundNumber: 1 });
  const finalists = numbersIn(state, 1);
  state = run(state, ...cards(1, () => finalists));
  return post
    ? run(
        state,
        { type: 'approveRound', eventName: EVENT, roundNumber: 1 },
        { type: 'postRound', eventName: EVENT, roundNumber: 1 },
      )
    : state;
}
