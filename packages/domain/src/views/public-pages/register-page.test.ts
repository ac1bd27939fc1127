import { describe, expect, it } from 'vitest';
import { isScheduleItem } from '../../competition/schedule-items';
import { populatedDemoState } from '../../../testing/view-states';
import { run } from '../../../testing/setup-competition';
import { frameView } from '../frame-view';
import { publicView } from '../public-view';
import { publicPageView } from './page-view';

const state = populatedDemoState();

describe('the /register page’s view', () => {
  const view = publicPageView(state, '/register');
  const shown = publicView(state);

  it('holds what the form reads, from the public view', () => {
    expect(view).toMatchObject({
      page: 'register',
      frame: frameView(state),
      affiliations: shown.affiliations,
      fees: shown.registration.fees,
      waiver: shown.pages.waiver,
    });
  });

  it('offers the events couples enter, never a schedule item, with what eligibility reads', () => {
    const events = view.page === 'register' ? view.events : [];
    const entered = Object.values(shown.events).filter((event) => !isScheduleItem(event));
    expect(events.map((event) => event.name)).toEqual(entered.map((event) => event.name));
    expect(Object.keys(events[0] ?? {}).sort()).toEqual([
      'ageGroup',
      'eventLevel',
      'name',
      'style',
    ]);
  });

  it('lists the registered dancers by public fields and the TBA list without its ids', () => {
    if (view.page !== 'register') {
      throw new Error('not the register page');
    }
    expect(view.dancers).toHaveLength(Object.keys(shown.competitors).length);
    for (const dancer of view.dancers) {
      expect(Object.keys(dancer).sort()).toEqual(['affiliation', 'id', 'levels', 'name']);
    }
    expect(view.seeking).toHaveLength(Object.keys(shown.registration.seeking).length);
    expect(view.seeking.length).toBeGreaterThan(0);
    for (const record of view.seeking) {
      expect(Object.keys(record).sort()).toEqual(['competitorId', 'eventName', 'role']);
    }
  });

  it('keeps its lists while what they hold reads the same', () => {
    const after = run(state, { type: 'savePageText', page: 'rules', text: 'Smooth soles.' });
    const again = publicPageView(after, '/register');
    if (view.page !== 'register' || again.page !== 'register') {
      throw new Error('not the register page');
    }
    expect(again.events).toBe(view.events);
    expect(again.dancers).toBe(view.dancers);
    expect(again.seeking).toBe(view.seeking);
  });
});
