import { describe, expect, it } from 'vitest';
import { runAs } from '../../test-support/run-commands';
import { EVENT, scoringCompetition } from '../../test-support/scoring-competition';
import { actorName, readyRounds, readyText, shownFloorNotes } from './floor-notes';

describe('the floor notes panel', () => {
  const state = runAs(
    'user:dora',
    scoringCompetition(8),
    { type: 'updateRound', eventName: EVENT, roundNumber: 2, numHeats: 2 },
    { type: 'sendFloorNote', text: 'Judges to the floor' },
    { type: 'sendFloorNote', text: '134 missing', eventName: EVENT, roundNumber: 2 },
    { type: 'setHeatReady', eventName: EVENT, roundNumber: 2, heat: 2, ready: true },
    { type: 'setHeatReady', eventName: EVENT, roundNumber: 1, heat: 1, ready: true },
  );

  it('lists notes newest first, with the round they are about and who sent them when known', () => {
    expect(shownFloorNotes(state, { dora: 'Dora Deck' })).toEqual([
      expect.objectContaining({
        text: '134 missing',
        about: 'Bronze Standard Semi-Final',
        from: 'Dora Deck',
      }),
      expect.objectContaining({ text: 'Judges to the floor', from: 'Dora Deck' }),
    ]);
    expect(shownFloorNotes(state)[0]).not.toHaveProperty('from');
    expect(actorName('judge-device:x', { x: 'Nobody' })).toBeUndefined();
  });

  it('says which heats are lined up, in schedule order, of the rounds asked for', () => {
    expect(readyRounds(state)).toEqual([
      { roundId: `${EVENT}-R2`, label: 'Bronze Standard Semi-Final', heats: [2] },
      { roundId: `${EVENT}-R1`, label: 'Bronze Standard Final', heats: [1] },
    ]);
    expect(readyRounds(state, [`${EVENT}-R1`]).map((round) => round.heats)).toEqual([[1]]);
    expect(readyText([2])).toBe('Heat 2 ready');
    expect(readyText([1, 2, 3])).toBe('Heats 1, 2 and 3 ready');
  });
});
