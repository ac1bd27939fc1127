import { scheduleEstimate, type Command, type CompetitionState } from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import { run } from '../../test-support/run-commands';
import { EVENT, scoringCompetition } from '../../test-support/scoring-competition';
import { driftText, driftTone } from './drift';
import { clockText, timelineSummary, todaysTimeline } from './timeline';

const clock = (date: string, time: string) => ({
  now: `${date}T${time}:00Z`,
  utcOffsetMinutes: 0,
});
const plan = (roundNumber: number, at: string): Command => ({
  type: 'updateRound',
  eventName: EVENT,
  roundNumber,
  roundStartTime: at,
});

/** The Semi-Final planned 11:40 on 9 February, started 12:00 (the runner's clock); the Final on the 10th. */
function day(): CompetitionState {
  return run(
    scoringCompetition(8),
    { type: 'updateSettings', patch: { autoAssignTimes: false } },
    plan(2, '2027-02-09T11:40'),
    plan(1, '2027-02-10T10:00'),
    { type: 'startRound', eventName: EVENT, roundNumber: 2 },
  );
}

describe("today's timeline", () => {
  it("draws today's rounds only, planned against actual, over whole hours that include now", () => {
    const state = day();
    const at = clock('2027-02-09', '12:10');
    const timeline = todaysTimeline(state, scheduleEstimate(state, at), at)!;
    expect(timeline.items.map((item) => item.label)).toEqual([`${EVENT} Semi-Final`]);
    const [semi] = timeline.items;
    expect(semi!.actualStart! - semi!.plannedStart).toBe(20);
    expect(semi!.plannedEnd).toBeGreaterThan(semi!.plannedStart);
    expect([clockText(timeline.from), clockText(timeline.to)]).toEqual(['11:00', '13:00']);
    expect(timeline.ticks.map(clockText)).toEqual(['11:00', '12:00', '13:00']);
    expect(timelineSummary(timeline)).toBe(
      `Today's rounds: 1 planned from 11:40 to ${clockText(semi!.plannedEnd)}; 1 started; the last, ${EVENT} Semi-Final, started 20 min late.`,
    );
  });

  it('is empty on a day with nothing planned', () => {
    const state = day();
    const at = clock('2027-02-11', '09:00');
    expect(todaysTimeline(state, scheduleEstimate(state, at), at)).toBeUndefined();
  });

  it('says nothing started on a day still to come', () => {
    const state = day();
    const at = clock('2027-02-10', '08:00');
    const timeline = todaysTimeline(state, scheduleEstimate(state, at), at)!;
    expect(timelineSummary(timeline)).toMatch(/; 0 started\.$/);
    expect([clockText(timeline.from), clockText(timeline.now)]).toEqual(['08:00', '08:00']);
  });
});

describe('the drift in words', () => {
  it('says behind, ahead or on schedule, and warns as the day falls behind', () => {
    expect(driftText(12)).toBe('12 min behind schedule');
    expect(driftText(-3)).toBe('3 min ahead of schedule');
    expect(driftText(0)).toBe('On schedule');
    expect([driftTone(-5), driftTone(10), driftTone(11), driftTone(31)]).toEqual([
      'good',
      'good',
      'warning',
      'alert',
    ]);
  });
});
