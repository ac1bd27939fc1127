import { roundOutcome, type FinalOutcome } from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import { finalPlaces } from './final-places';
import { run } from '../../test-support/run-commands';
import {
  cards,
  EVENT,
  numbersIn,
  scoringCompetition,
} from '../../test-support/scoring-competition';

describe("a final's places", () => {
  it('are unknown until every card is in, then listed best first with dance places and totals', () => {
    let state = run(scoringCompetition(4), {
      type: 'startRound',
      eventName: EVENT,
      roundNumber: 1,
    });
    const n = numbersIn(state, 1);
    state = run(state, ...cards(1, () => n, ['judge-a']));
    expect(finalPlaces(roundOutcome(state, EVENT, 1) as FinalOutcome)).toBeUndefined();

    state = run(state, ...cards(1, () => n, ['judge-b', 'judge-c', 'judge-d', 'judge-e']));
    const rows = finalPlaces(roundOutcome(state, EVENT, 1) as FinalOutcome)!;
    expect(rows.map((row) => [row.place, row.couple, row.total])).toEqual(
      n.map((number, index) => [index + 1, String(number), 2 * (index + 1)]),
    );
    expect(rows[0]!.dancePlaces).toEqual([1, 1]);
    expect(rows[0]!.names).toBe('Lead 1 & Follow 1');
  });
});
