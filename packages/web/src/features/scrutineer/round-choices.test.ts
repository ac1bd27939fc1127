import { describe, expect, it } from 'vitest';
import { pickRound, roundChoices } from './round-choices';
import { run } from '../../test-support/run-commands';
import { EVENT, scoringCompetition } from '../../test-support/scoring-competition';

describe('the round picker', () => {
  it('lists the rounds in schedule order with their state, and opens the round a link names', () => {
    const state = scoringCompetition(8);
    const choices = roundChoices(state);
    expect(choices.map((choice) => choice.label)).toEqual([
      'Bronze Standard — Semi-Final (Initialized)',
      'Bronze Standard — Final (Initialized)',
    ]);
    expect(pickRound(choices, 'Bronze Standard-R1')?.round.roundName).toBe('Final');
  });

  it('leaves out schedule items: nobody marks a Lunch', () => {
    const state = run(
      scoringCompetition(8),
      { type: 'saveEvent', event: { name: 'Lunch', eventDances: ['Break'] } },
      { type: 'generateRounds', eventName: 'Lunch' },
    );
    expect(roundChoices(state).map((choice) => choice.round.eventName)).not.toContain('Lunch');
  });

  it('otherwise opens the round on the floor, else the first not yet posted', () => {
    const state = scoringCompetition(8);
    expect(pickRound(roundChoices(state), null)?.round.roundName).toBe('Semi-Final');
    const semiRunning = run(state, { type: 'startRound', eventName: EVENT, roundNumber: 2 });
    expect(pickRound(roundChoices(semiRunning), 'no-such-round')?.roundId).toBe(
      'Bronze Standard-R2',
    );
    expect(pickRound([], null)).toBeUndefined();
  });
});
