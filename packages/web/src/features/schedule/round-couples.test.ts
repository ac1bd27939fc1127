import { describe, expect, it } from 'vitest';
import { roundCouples } from './round-couples';
import { competition, eventWithCouples, run } from './test-competition';

/** Bronze Standard with 14 couples (a Quarter-Final first, then empty Semi-Final and Final) and Silver Latin with 2. */
function twoEvents() {
  return competition(
    ...eventWithCouples('Bronze Standard', 14),
    ...eventWithCouples('Silver Latin', 2, { eventLevel: 'Silver', style: 'Latin' }),
    { type: 'generateRounds', eventName: 'Bronze Standard' },
  );
}

describe('roundCouples', () => {
  it('splits the round into its heats, sizes differing by one at most', () => {
    const state = run(twoEvents(), {
      type: 'updateRound',
      eventName: 'Bronze Standard',
      roundNumber: 3,
      numHeats: 3,
    });
    const couples = roundCouples(state, { eventName: 'Bronze Standard', roundNumber: 3 })!;
    expect(couples.label).toBe('Bronze Standard Quarter-Final');
    expect(couples.isLastRound).toBe(true);
    expect(couples.heats.map((heat) => heat.length)).toEqual([5, 5, 4]);
    const numbers = couples.heats.flat().map((couple) => couple.leadNumber);
    expect(new Set(numbers).size).toBe(14);
  });

  it('offers every couple not yet in the round, by number', () => {
    const state = twoEvents();
    const first = roundCouples(state, { eventName: 'Bronze Standard', roundNumber: 3 })!;
    expect(first.choices.map((choice) => choice.label)).toEqual([
      expect.stringMatching(/^\d+ Silver Latin Lead 1 & Silver Latin Follow 1$/),
      expect.stringMatching(/^\d+ Silver Latin Lead 2 & Silver Latin Follow 2$/),
    ]);
    // The Final is empty until the recall: all 16 couples could be put in it.
    const final = roundCouples(state, { eventName: 'Bronze Standard', roundNumber: 1 })!;
    expect(final.isLastRound).toBe(false);
    expect(final.heats).toEqual([[]]);
    expect(final.choices).toHaveLength(16);
  });

  it('lists a placeholder couple in the round but never offers it elsewhere', () => {
    const state = run(twoEvents(), {
      type: 'addPlaceholderEntry',
      eventName: 'Bronze Standard',
      roundNumber: 3,
    });
    const first = roundCouples(state, { eventName: 'Bronze Standard', roundNumber: 3 })!;
    expect(first.heats.flat()).toContainEqual(
      expect.objectContaining({ leadNumber: 9999, names: 'TBA Lead & TBA Follow' }),
    );
    const final = roundCouples(state, { eventName: 'Bronze Standard', roundNumber: 1 })!;
    expect(final.choices.some((choice) => choice.label.startsWith('9999'))).toBe(false);
  });

  it('is undefined once the round is gone', () => {
    const state = run(twoEvents(), { type: 'clearRounds', eventName: 'Bronze Standard' });
    expect(roundCouples(state, { eventName: 'Bronze Standard', roundNumber: 3 })).toBeUndefined();
  });
});
