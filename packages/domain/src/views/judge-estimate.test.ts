import { describe, expect, it } from 'vitest';
import { scheduleEstimate } from '../schedule-estimate/schedule-estimate';
import { statePanel } from '../scoring/panel';
import { localMinutes } from '../setup/start-times';
import { judgeEstimate } from './judge-estimate';
import { judgeView } from './judge-view';
import { publicView } from './public-view';
import { populatedDemoState } from '../../testing/view-states';

const state = populatedDemoState();

describe("a judge's coming-up times", () => {
  it('are the public estimate of the same rounds, from the pace alone', () => {
    const judge = statePanel(state)[0]!;
    const view = judgeView(state, judge.key);
    const [date, day] = Object.entries(view.pace).find(([, each]) => each.lastStarted)!;
    const last = day.lastStarted!;
    // A venue whose clock read the last start 20 minutes after its plan, and now 5 minutes later.
    const startedAt = Date.parse(last.startedAt) / 60_000;
    const utcOffsetMinutes = localMinutes(last.planned) + 20 - startedAt;
    const clock = { now: new Date((startedAt + 5) * 60_000).toISOString(), utcOffsetMinutes };
    const tablet = judgeEstimate(view, clock);
    const everyone = scheduleEstimate(publicView(state), clock);
    const sameDay = view.upcoming.filter((round) => round.roundStartTime.startsWith(date));
    expect(sameDay.length).toBeGreaterThan(0);
    expect(tablet.delayMinutes).toBe(everyone.delayMinutes);
    for (const round of view.upcoming) {
      expect(tablet.rounds[round.roundId], round.roundId).toEqual(everyone.rounds[round.roundId]);
    }
    expect(tablet.rounds[sameDay[0]!.roundId]!.estimated).toBeDefined();
  });

  it('carry no pace to a key that is not a judge, and a saved view without one estimates nothing', () => {
    expect(judgeView(state, 'nobody').pace).toEqual({});
    const { pace: _, ...saved } = judgeView(state, statePanel(state)[0]!.key);
    const estimate = judgeEstimate(saved, { now: '2027-01-10T10:00:00Z', utcOffsetMinutes: 0 });
    expect(estimate.delayMinutes).toBeUndefined();
    expect(Object.values(estimate.rounds).every((round) => !round.estimated)).toBe(true);
  });
});
