import { roundStates } from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import { discardQuestion } from './discard-question';
import { competition, eventWithCouples, run } from './test-competition';

describe('stepping a round with marks back asks first, naming what is lost', () => {
  it('turns the refusal into a question', () => {
    expect(
      discardQuestion(
        'the Semi-Final of "Bronze Standard" has marks from 5 judges; setting it to Initialized discards them and it must be marked again; confirm to discard them',
      ),
    ).toEqual({
      title: 'Discard the marks?',
      message:
        'The Semi-Final of "Bronze Standard" has marks from 5 judges; setting it to Initialized discards them and it must be marked again. The event log keeps a record of them.',
      confirmLabel: 'Discard the marks',
    });
  });

  it('reads the domain refusal as it is written', () => {
    let state = competition(
      ...eventWithCouples('Bronze Standard', 4),
      { type: 'generateRounds', eventName: 'Bronze Standard' },
      {
        type: 'saveOfficial',
        official: { key: 'judge-a', name: 'Ann Lee', role: 'Judge', bio: '' },
      },
    );
    state = run(state, { type: 'startRound', eventName: 'Bronze Standard', roundNumber: 1 });
    const numbers = Object.values(state.events['Bronze Standard']!.rounds[1]!.entries).map(
      (entry) => entry.leadNumber,
    );
    state = run(state, {
      type: 'enterPaperMarks',
      eventName: 'Bronze Standard',
      roundNumber: 1,
      judgeKey: 'judge-a',
      dance: 'Waltz',
      couples: numbers,
      reason: 'tablet flat',
    });
    expect(() =>
      run(state, {
        type: 'setRoundState',
        eventName: 'Bronze Standard',
        roundNumber: 1,
        roundState: roundStates.Empty,
      }),
    ).toThrow(/has marks from 1 judge; setting it to Empty discards them/);
  });
});
