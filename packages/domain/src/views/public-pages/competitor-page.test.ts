import { describe, expect, it } from 'vitest';
import { competitorId, registrationView } from '../../../testing/registration-view';
import { roundStates } from '../../competition/enumerations';
import { estimateFromPace, scheduleEstimate } from '../../schedule-estimate/schedule-estimate';
import type { PublicView } from '../public-view';
import { competitorDay } from './competitor-day';
import { competitorPage } from './competitor-page';

const view = registrationView();
const aaron = competitorId(view, 'Aaron Bishop');

/** The view with Bronze Smooth's final started `late` minutes after its plan (the venue on UTC). */
function startedLate(late: number): PublicView {
  const event = view.events['Bronze Smooth']!;
  const round = event.rounds[1]!;
  const startedAt = Date.parse(`${round.roundStartTime}:00Z`) + late * 60_000;
  return {
    ...view,
    events: {
      ...view.events,
      'Bronze Smooth': {
        ...event,
        rounds: {
          1: {
            ...round,
            roundState: roundStates.Running,
            roundActualStartTime: new Date(startedAt).toISOString(),
          },
        },
      },
    },
  };
}

describe('competitorPage', () => {
  it('is undefined for an id nobody registered', () => {
    expect(competitorPage(view, 'no-such-dancer')).toBeUndefined();
  });

  it('gives the dancer’s day, and the pace and their own scheduled rounds', () => {
    const page = competitorPage(view, aaron)!;
    expect(page.day).toEqual(competitorDay(view, aaron));
    const own = page.day.events.flatMap((event) => event.rounds.map((round) => round.roundId));
    expect(page.schedule.rounds.map((round) => round.roundId)).toEqual(own);
    expect(own.length).toBe(2);
  });

  it('estimates the same times with the page’s clock as the whole view does', () => {
    const late = startedLate(15);
    const started = Date.parse(`${view.events['Bronze Smooth']!.rounds[1]!.roundStartTime}:00Z`);
    const clock = {
      now: new Date(started + 16 * 60_000).toISOString(),
      utcOffsetMinutes: 0,
    };
    const { schedule } = competitorPage(late, aaron)!;
    const fromPage = estimateFromPace(schedule.pace, schedule.rounds, clock);
    const whole = scheduleEstimate(late, clock);
    expect(fromPage.delayMinutes).toBe(15);
    expect(fromPage.delayMinutes).toBe(whole.delayMinutes);
    for (const round of schedule.rounds) {
      expect(fromPage.rounds[round.roundId]).toEqual(whole.rounds[round.roundId]);
    }
    const latin = late.events['Silver Latin']!.rounds[1]!.roundId;
    expect(fromPage.rounds[latin]?.estimated).toBeDefined();
  });

  it('is the same object while what it shows reads the same, a new one once it changes', () => {
    const page = competitorPage(view, aaron)!;
    // A new events object reading the same: the page's watchers are sent nothing.
    expect(competitorPage({ ...view, events: { ...view.events } }, aaron)).toBe(page);
    const late = competitorPage(startedLate(15), aaron)!;
    expect(late).not.toBe(page);
    expect(late.day.heats[0]?.status).toBe('onFloor');
  });
});
