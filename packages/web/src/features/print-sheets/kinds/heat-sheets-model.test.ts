import { scheduledRounds, type CompetitionState } from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import { run } from '../../../test-support/run-commands';
import { EVENT, numbersIn, scoringCompetition } from '../../../test-support/scoring-competition';
import { heatSheets } from './heat-sheets-model';

/** Bronze Standard with 12 couples: a Semi-Final in three heats, then the Final. */
function competition(): CompetitionState {
  return run(scoringCompetition(12), {
    type: 'updateRound',
    eventName: EVENT,
    roundNumber: 2,
    numHeats: 3,
  });
}

describe('heat sheets', () => {
  it("lists each round's heats with numbers, names and both dancers' schools, in number order", () => {
    const state = competition();
    const [semi, final] = heatSheets(state, scheduledRounds(state.events));
    expect(semi).toMatchObject({
      title: 'Bronze Standard Semi-Final',
      dances: ['Waltz', 'Tango'],
      item: false,
    });
    expect(semi!.heats.map((heat) => [heat.heat, heat.couples.length])).toEqual([
      [1, 4],
      [2, 4],
      [3, 4],
    ]);
    const all = semi!.heats.flatMap((heat) => heat.couples.map((couple) => couple.number));
    expect(all.toSorted((a, b) => a - b)).toEqual(numbersIn(state, 2));
    for (const heat of semi!.heats) {
      const numbers = heat.couples.map((couple) => couple.number);
      expect(numbers).toEqual(numbers.toSorted((a, b) => a - b));
    }
    const couple = semi!.heats[0]!.couples[0]!;
    expect(couple.lead).toMatch(/^Lead \d+$/);
    expect(couple.follow).toMatch(/^Follow \d+$/);
    expect(couple.schools).toBe('Harbor City University / Riverside University');
    expect(final).toMatchObject({ title: 'Bronze Standard Final', heats: [] });
  });

  it('prints the planned time of each round, with its day on a competition of several days', () => {
    const state = run(competition(), { type: 'assignStartTimes' });
    expect(state.metadata.startDate).not.toBe(state.metadata.endDate);
    const [semi] = heatSheets(state, scheduledRounds(state.events));
    const planned = state.events[EVENT]!.rounds[2]!.roundStartTime;
    expect(planned.slice(0, 10)).toBe('2027-02-09');
    expect(semi!.plannedTime).toBe(`Tue 9 Feb ${planned.slice(11, 16)}`);
  });

  it('keeps a late couple in the heat the deck captain chose, as the floor has it', () => {
    const state = run(competition(), {
      type: 'addPlaceholderEntry',
      eventName: EVENT,
      roundNumber: 2,
      heat: 3,
    });
    const [semi] = heatSheets(state, scheduledRounds(state.events));
    expect(semi!.heats[2]!.couples.map((couple) => couple.number)).toContain(9999);
  });

  it('prints an awards item or a break as a line with no heats', () => {
    const state = run(
      competition(),
      { type: 'saveEvent', event: { name: 'Lunch Break', eventDances: ['Break'] } },
      { type: 'generateRounds', eventName: 'Lunch Break' },
    );
    const rounds = scheduledRounds(state.events);
    const lunch = heatSheets(state, rounds).find((round) => round.title === 'Lunch Break');
    expect(lunch).toMatchObject({ item: true, heats: [], dances: [] });
  });
});
