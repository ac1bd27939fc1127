import { roundOutcome } from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import { postPreview } from './post-preview';
import { run } from '../../test-support/run-commands';
import {
  cards,
  EVENT,
  numbersIn,
  scoringCompetition,
} from '../../test-support/scoring-competition';

function markedSemi(tied: boolean) {
  let state = run(scoringCompetition(8), { type: 'startRound', eventName: EVENT, roundNumber: 2 });
  const n = numbersIn(state, 2);
  const sixth = (judge: number, dance: string) =>
    !tied || (judge % 2 === 0) === (dance === 'Waltz');
  state = run(
    state,
    ...cards(2, (judge, dance) => [...n.slice(0, 5), sixth(judge, dance) ? n[5]! : n[6]!]),
  );
  return state;
}

describe('posting a round: what it does, and why not yet', () => {
  const effects = [
    'Saves the recall totals and the places of the 2 couples not recalled.',
    'Builds the Final from the 6 recalled couples, in 1 heat.',
  ];

  it('says what posting saves and builds, and waits for the chairman’s approval', () => {
    const state = markedSemi(false);
    expect(postPreview(state, roundOutcome(state, EVENT, 2)!)).toEqual({
      effects,
      blocked: `The chairman has not approved the Semi-Final of "${EVENT}": approve it on the chairman’s screen, or turn off approval before posting in the settings.`,
    });
    const approved = run(state, { type: 'approveRound', eventName: EVENT, roundNumber: 2 });
    expect(postPreview(approved, roundOutcome(approved, EVENT, 2)!)).toEqual({ effects });
  });

  it('with approval before posting off, only warns when the chairman has not approved', () => {
    const state = run(markedSemi(false), {
      type: 'updateSettings',
      patch: { approvalBeforePosting: false },
    });
    expect(postPreview(state, roundOutcome(state, EVENT, 2)!)).toEqual({
      effects,
      warning: 'The chairman has not approved this round yet.',
    });
  });

  it('waits for the chairman at a tie, and for missing cards', () => {
    const tied = markedSemi(true);
    expect(postPreview(tied, roundOutcome(tied, EVENT, 2)!).blocked).toBe(
      '2 couples are tied at the cut: the chairman chooses to recall 5 or 7 first.',
    );
    const started = run(scoringCompetition(8), {
      type: 'startRound',
      eventName: EVENT,
      roundNumber: 2,
    });
    expect(postPreview(started, roundOutcome(started, EVENT, 2)!).blocked).toMatch(
      /^Waiting for cards from Ann Adams \(Waltz, Tango\); Bob Brown/,
    );
  });

  it('once posted, says when and what the next round holds', () => {
    let state = markedSemi(true);
    state = run(
      state,
      { type: 'setRecallCut', eventName: EVENT, roundNumber: 2, recall: 7 },
      { type: 'approveRound', eventName: EVENT, roundNumber: 2 },
      { type: 'postRound', eventName: EVENT, roundNumber: 2 },
    );
    expect(postPreview(state, roundOutcome(state, EVENT, 2)!)).toMatchObject({
      blocked: 'Already posted.',
      postedAt: '2027-02-09T12:00:00.000Z',
      nextRound: { name: 'Final', couples: 7, heats: 1 },
    });
  });
});
