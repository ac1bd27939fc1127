import { describe, expect, it } from 'vitest';
import { run } from '../../test-support/run-commands';
import { EVENT, scoringCompetition } from '../../test-support/scoring-competition';
import { deckRounds } from './deck-rounds';

/** Bronze Standard with 12 couples: a Semi-Final danced in two heats, then the Final. */
function competition() {
  return run(scoringCompetition(12), {
    type: 'updateRound',
    eventName: EVENT,
    roundNumber: 2,
    numHeats: 2,
  });
}

const numbers = (heat: { couples: { number: number }[] }) => heat.couples.map((c) => c.number);

describe('what the deck captain lines up', () => {
  it('lists the rounds still to dance in schedule order, each heat in number order', () => {
    const rounds = deckRounds(competition());
    expect(rounds.map((round) => [round.label, round.onFloor])).toEqual([
      ['Bronze Standard Semi-Final', false],
      ['Bronze Standard Final', false],
    ]);
    const [semi] = rounds;
    expect(semi!.heats).toHaveLength(2);
    for (const heat of semi!.heats) {
      expect(numbers(heat)).toEqual(numbers(heat).toSorted((a, b) => a - b));
      expect(heat.couples).toHaveLength(6);
      expect(heat.checkedIn).toBe(0);
    }
    expect(semi!.heats[0]!.couples[0]!.names).toMatch(/^Lead \d+ & Follow \d+$/);
  });

  it('puts the round on the floor first, with the heat called, and counts couples checked in and heats ready', () => {
    let state = competition();
    const first = deckRounds(state)[0]!.heats[0]!.couples[0]!;
    state = run(
      state,
      { type: 'callHeat', eventName: EVENT, roundNumber: 2, heat: 2 },
      {
        type: 'checkIn',
        eventName: EVENT,
        roundNumber: 2,
        entryId: first.entryId,
        checkedIn: true,
      },
      { type: 'setHeatReady', eventName: EVENT, roundNumber: 2, heat: 1, ready: true },
    );
    const [semi, final] = deckRounds(state);
    expect(semi).toMatchObject({ label: 'Bronze Standard Semi-Final', onFloor: true });
    expect(semi!.heats.map((heat) => [heat.called, heat.ready, heat.checkedIn])).toEqual([
      [false, true, 1],
      [true, false, 0],
    ]);
    expect(semi!.heats[0]!.couples[0]).toMatchObject({ entryId: first.entryId, checkedIn: true });
    expect(final).toMatchObject({ label: 'Bronze Standard Final', onFloor: false });
  });

  it('shows a placeholder added late to heat 2 in heat 2, moving nobody', () => {
    const state = competition();
    const before = deckRounds(state)[0]!.heats.map(numbers);
    const after = deckRounds(
      run(state, { type: 'addPlaceholderEntry', eventName: EVENT, roundNumber: 2, heat: 2 }),
    )[0]!.heats.map(numbers);
    expect(after).toEqual([before[0], [...before[1]!, 9999]]);
  });

  it('shows a schedule item as an item with no heats', () => {
    const state = run(
      competition(),
      { type: 'saveEvent', event: { name: 'Lunch Break', eventDances: ['Break'] } },
      { type: 'generateRounds', eventName: 'Lunch Break' },
    );
    const lunch = deckRounds(state).find((round) => round.eventName === 'Lunch Break');
    expect(lunch).toMatchObject({ label: 'Lunch Break', item: true, heats: [] });
  });
});
