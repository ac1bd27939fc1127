import { roundOutcome } from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import { approval } from './approval';
import { run } from '../../test-support/run-commands';
import {
  cards,
  EVENT,
  numbersIn,
  scoringCompetition,
} from '../../test-support/scoring-competition';

function semi() {
  return run(scoringCompetition(8), { type: 'startRound', eventName: EVENT, roundNumber: 2 });
}

describe('approving a round: disabled with the reason until it can be', () => {
  it('names the judges and dances still missing', () => {
    let state = semi();
    state = run(state, ...cards(2, () => numbersIn(state, 2).slice(0, 6), ['judge-a']));
    expect(approval(roundOutcome(state, EVENT, 2)!, true)).toEqual({
      kind: 'blocked',
      reason:
        'Waiting for cards from Bob Brown (Waltz, Tango); Cy Clark (Waltz, Tango); Di Dunn (Waltz, Tango); Eve Evans (Waltz, Tango).',
    });
  });

  it('asks for the cut first when a tie straddles it', () => {
    let state = semi();
    const n = numbersIn(state, 2);
    state = run(
      state,
      ...cards(2, (judge, dance) => [
        ...n.slice(0, 5),
        (judge % 2 === 0) === (dance === 'Waltz') ? n[5]! : n[6]!,
      ]),
    );
    expect(approval(roundOutcome(state, EVENT, 2)!, true)).toEqual({
      kind: 'blocked',
      reason: '2 couples are tied on 5 marks at the cut: choose to recall 5 or 7 first.',
    });
    state = run(state, { type: 'setRecallCut', eventName: EVENT, roundNumber: 2, recall: 5 });
    expect(approval(roundOutcome(state, EVENT, 2)!, true)).toEqual({ kind: 'ready' });
  });

  it('says who may approve, and when it was approved', () => {
    let state = semi();
    state = run(state, ...cards(2, () => numbersIn(state, 2).slice(0, 6)));
    expect(approval(roundOutcome(state, EVENT, 2)!, false)).toMatchObject({ kind: 'blocked' });
    state = run(state, { type: 'approveRound', eventName: EVENT, roundNumber: 2 });
    expect(approval(roundOutcome(state, EVENT, 2)!, true)).toEqual({
      kind: 'approved',
      at: '2027-02-09T12:00:00.000Z',
      by: 'system',
    });
  });
});
