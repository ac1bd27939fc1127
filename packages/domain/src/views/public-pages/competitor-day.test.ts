import { describe, expect, it } from 'vitest';
import { competitorId, registrationView } from '../../../testing/registration-view';
import { roundStates } from '../../competition/enumerations';
import type { PublicView } from '../public-view';
import { competitorDay } from './competitor-day';

const view = registrationView();

describe('competitorDay', () => {
  it('is undefined for an id nobody registered', () => {
    expect(competitorDay(view, 'no-such-dancer')).toBeUndefined();
  });

  it('gives the couples with their numbers and events, in the order of the day', () => {
    const day = competitorDay(view, competitorId(view, 'Beatrice Lam'))!;
    expect(day.couples).toHaveLength(1);
    expect(day.couples[0]).toMatchObject({
      partner: { name: 'Aaron Bishop' },
      role: 'follow',
      events: ['Bronze Smooth', 'Silver Latin'],
    });
    expect(day.events.map((event) => event.eventName)).toEqual(['Bronze Smooth', 'Silver Latin']);
    expect(day.events[0]!.rounds).toMatchObject([
      { roundName: 'Final', status: 'upcoming', heat: { number: 1, of: 1 } },
    ]);
  });

  it('lists the heats to come in schedule order with the couple number', () => {
    const day = competitorDay(view, competitorId(view, 'Aaron Bishop'))!;
    expect(day.heats.map((heat) => heat.eventName)).toEqual(['Bronze Smooth', 'Silver Latin']);
    expect(day.heats[0]!.number).toBe(day.couples[0]!.number);
  });

  it('shows a place on the TBA list as an event without a partner or rounds', () => {
    const day = competitorDay(view, 'lucia')!;
    expect(day.couples).toEqual([]);
    expect(day.events).toEqual([
      { eventName: 'Bronze Smooth', role: 'follow', rounds: [], hasResults: false },
    ]);
    expect(day.heats).toEqual([]);
  });

  it('drops a posted final from the heats to come and shows the place', () => {
    const bishop = competitorId(view, 'Aaron Bishop');
    const day = competitorDay(view, bishop)!;
    const number = day.couples[0]!.number;
    const latin = view.events['Silver Latin']!;
    const posted: PublicView = {
      ...view,
      events: {
        ...view.events,
        'Silver Latin': {
          ...latin,
          rounds: { 1: { ...latin.rounds[1]!, roundState: roundStates.Posted } },
        },
      },
      results: {
        'Silver Latin': {
          rounds: { 1: { placements: { [number]: 1 }, postedAt: '2027-04-10T12:00:00Z' } },
        },
      },
    };
    const after = competitorDay(posted, bishop)!;
    expect(after.heats.map((heat) => heat.eventName)).toEqual(['Bronze Smooth']);
    const event = after.events.find((each) => each.eventName === 'Silver Latin')!;
    expect(event.hasResults).toBe(true);
    expect(event.rounds[0]).toMatchObject({ status: 'placed', outcome: '1st' });
  });
});

describe('competitorDay: the lines a dancer waits in (issue 25 item 11)', () => {
  it('gives "waitlisted, position N" with the partner for each capped event the couple waits for', () => {
    const aaron = competitorId(view, 'Aaron Bishop');
    const beatrice = competitorId(view, 'Beatrice Lam');
    const spot = (id: string, leadId: string, followId: string) => ({
      id,
      eventName: 'Gold Standard',
      leadId,
      followId,
      at: '2027-01-05T10:00:00Z',
      phase: 'Normal' as const,
    });
    const waiting: PublicView = {
      ...view,
      registration: {
        ...view.registration,
        waitlist: [spot('w1', 'lucia', 'someone'), spot('w2', aaron, beatrice)],
      },
    };
    expect(competitorDay(waiting, beatrice)!.waitlisted).toEqual([
      {
        eventName: 'Gold Standard',
        position: 2,
        role: 'follow',
        partnerId: aaron,
        partnerName: 'Aaron Bishop',
      },
    ]);
    expect(competitorDay(view, beatrice)!.waitlisted).toEqual([]);
  });
});
