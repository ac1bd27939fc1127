import { describe, expect, it } from 'vitest';
import { clockTime } from '../../lib/format-dates';
import { roundsOnTheFloor, roundsToStart, roundTitle } from './floor-rounds';
import { run } from '../../test-support/run-commands';
import { EVENT, scoringCompetition } from '../../test-support/scoring-competition';

describe('which rounds the chairman sees', () => {
  it('watches running and marked rounds, and offers the next ones to start in schedule order', () => {
    const state = scoringCompetition(8);
    expect(roundsOnTheFloor(state)).toEqual([]);
    expect(roundsToStart(state).map(roundTitle)).toEqual([
      'Bronze Standard — Semi-Final',
      'Bronze Standard — Final',
    ]);
    const started = run(state, { type: 'startRound', eventName: EVENT, roundNumber: 2 });
    expect(roundsOnTheFloor(started).map(roundTitle)).toEqual(['Bronze Standard — Semi-Final']);
    expect(roundsToStart(started).map(roundTitle)).toEqual(['Bronze Standard — Final']);
  });

  it('never watches a schedule item, even one set running on the schedule', () => {
    const state = run(
      scoringCompetition(8),
      { type: 'saveEvent', event: { name: 'Lunch', eventDances: ['Break'] } },
      { type: 'generateRounds', eventName: 'Lunch' },
      { type: 'setRoundState', eventName: 'Lunch', roundNumber: 1, roundState: 2 },
    );
    expect(roundsOnTheFloor(state)).toEqual([]);
    expect(roundsToStart(state, 5).map(roundTitle)).toEqual([
      'Bronze Standard — Semi-Final',
      'Bronze Standard — Final',
    ]);
  });

  it('prints times as a clock', () => {
    expect(clockTime('2027-02-09T12:03:27.000Z', 'UTC')).toBe('12:03:27');
  });
});
