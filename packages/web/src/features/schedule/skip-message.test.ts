import { describe, expect, it } from 'vitest';
import { scheduleRows, type RowContext } from './schedule-rows';
import { skipMessage } from './skip-message';
import { competition, eventWithCouples } from './test-competition';

const context: RowContext = { timeLabel: (local) => local, dancersByRound: new Map() };

describe('skipMessage', () => {
  it('names the round skipped, its couples and the round they moved to', () => {
    const state = competition(...eventWithCouples('Gold Standard', 14), {
      type: 'generateRounds',
      eventName: 'Gold Standard',
    });
    const [quarter, semi] = scheduleRows(state.events, context);
    expect(skipMessage(quarter!)).toBe(
      'Skipped the Quarter-Final of Gold Standard: its 14 couples moved to the Semi-Final',
    );
    expect(skipMessage(semi!)).toBe(
      'Skipped the Semi-Final of Gold Standard: it had no couples yet, so none moved to the Final',
    );
  });

  it('counts one couple as one', () => {
    expect(
      skipMessage({ roundName: '1st Round', eventName: 'E', couples: 1, nextRoundName: 'Final' }),
    ).toBe('Skipped the 1st Round of E: its 1 couple moved to the Final');
  });
});
