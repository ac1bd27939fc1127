import { describe, expect, it } from 'vitest';
import { commandSchema } from '../composition/command';
import { defaultSettings } from '../competition/settings';
import { scheduledRounds } from '../competition/schedule';
import { attempt, competitionWithCouples, run } from '../../testing/setup-competition';

const EVENT = 'Bronze Standard';

/** The event, a 45-minute lunch (or one of the global length), then a short break. */
function dayWithBreaks(lunchMinutes?: number) {
  return run(
    competitionWithCouples(8),
    { type: 'generateRounds', eventName: EVENT },
    {
      type: 'saveEvent',
      event: {
        name: 'Lunch',
        eventDances: ['Break'],
        ...(lunchMinutes !== undefined && { breakMinutes: lunchMinutes }),
      },
    },
    { type: 'generateRounds', eventName: 'Lunch' },
    { type: 'saveEvent', event: { name: 'Coffee Break', eventDances: ['Break'] } },
    { type: 'generateRounds', eventName: 'Coffee Break' },
    { type: 'assignStartTimes' },
  );
}

const starts = (state: ReturnType<typeof dayWithBreaks>) =>
  scheduledRounds(state.events).map((round) => `${round.roundStartTime} ${round.eventName}`);

describe('each break has its own length (issue 25 item 12)', () => {
  it('times the day with a break’s own minutes, and the global length for a break without', () => {
    // Semi-Final and Final: 1 heat × 2 dances × 90 s + 60 s = 4 min each.
    expect(starts(dayWithBreaks(45))).toEqual([
      '2027-02-09T09:00 Bronze Standard',
      '2027-02-09T09:04 Bronze Standard',
      '2027-02-09T09:08 Lunch',
      '2027-02-09T09:53 Coffee Break', // 45 minutes of lunch
    ]);
    expect(defaultSettings.timing.breakMinutes).toBe(15);
    expect(starts(dayWithBreaks()).at(-1)).toBe('2027-02-09T09:23 Coffee Break');
  });

  it('keeps a break’s length when the event is saved without it, and null removes it', () => {
    const state = dayWithBreaks(45);
    const kept = run(state, { type: 'saveEvent', event: { name: 'Lunch' } });
    expect(kept.events['Lunch']!.breakMinutes).toBe(45);
    const removed = run(state, { type: 'saveEvent', event: { name: 'Lunch', breakMinutes: null } });
    expect(removed.events['Lunch']!.breakMinutes).toBeUndefined();
  });

  it('refuses a length on an event that is not a break, and a negative one, naming the field', () => {
    const state = dayWithBreaks();
    expect(attempt(state, { type: 'saveEvent', event: { name: EVENT, breakMinutes: 10 } })).toEqual(
      {
        ok: false,
        error:
          'event.breakMinutes: only a break (an event whose dance is Break) has its own length',
      },
    );
    const negative = commandSchema.safeParse({
      type: 'saveEvent',
      event: { name: 'Lunch', breakMinutes: -5 },
    });
    expect(negative.error?.issues[0]).toMatchObject({
      path: ['event', 'breakMinutes'],
      message: 'must not be negative',
    });
  });
});
