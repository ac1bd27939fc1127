import { describe, expect, it } from 'vitest';
import { registrationView } from '../../../testing/registration-view';
import { demoCompetition } from '../../demo/demo-competition';
import { run as runAsStaff } from '../../../testing/setup-competition';
import { publicView } from '../public-view';
import { entriesByEvent, entryRowKey } from './entries-page';

const view = registrationView();

describe('entriesByEvent', () => {
  it('lists each event in the order of the day with its count, never Awards or Break', () => {
    const events = entriesByEvent(view);
    expect(events.map((event) => [event.eventName, event.couples, event.seeking])).toEqual([
      ['Bronze Smooth', 2, 1],
      ['Silver Latin', 3, 0],
    ]);
  });

  it('shows a couple with its number, both names and both schools once each', () => {
    const latin = entriesByEvent(view).find((event) => event.eventName === 'Silver Latin')!;
    const weber = latin.rows.find((row) => row.lead.name === 'Tobias Weber')!;
    expect(weber.number).toBeGreaterThanOrEqual(100);
    expect(weber.follow.name).toBe('Inès Moreno');
    expect(weber.schools).toEqual(['Lakeside State University', 'Riverside University']);
    expect(latin.rows.find((row) => row.lead.name === 'Caleb Osei')!.schools).toEqual([
      'Riverside University',
    ]);
    expect(latin.rows.map((row) => row.number)).toEqual(
      [...latin.rows.map((row) => row.number)].sort((a, b) => a! - b!),
    );
  });

  it('shows a TBA place as its dancer with TBA, last and without the 9999', () => {
    const smooth = entriesByEvent(view)[0]!;
    const last = smooth.rows.at(-1)!;
    expect(last).toMatchObject({
      number: undefined,
      lead: { name: 'TBA' },
      follow: { id: 'lucia', name: 'Lucia Ferraro' },
      schools: ['Eastport University'],
      seekingRole: 'follow',
    });
  });

  it('tells every row of an event apart by its key, TBA places too', () => {
    for (const source of [
      view,
      publicView(runAsStaff(undefined, ...demoCompetition('2027-01-10'))),
    ]) {
      for (const event of entriesByEvent(source)) {
        const keys = event.rows.map(entryRowKey);
        expect(new Set(keys).size, event.eventName).toBe(keys.length);
      }
    }
  });

  it('leaves out a placeholder nobody holds', () => {
    const withoutSeekers = { ...view, registration: { ...view.registration, seeking: {} } };
    const smooth = entriesByEvent(withoutSeekers)[0]!;
    expect(smooth.rows.map((row) => row.lead.name)).toEqual(['Aaron Bishop', 'Jonas Lindgren']);
    expect(smooth.seeking).toBe(0);
  });

  it('gives the same list while it reads the same', () => {
    const events = entriesByEvent(view);
    expect(entriesByEvent({ ...view, events: { ...view.events } })).toBe(events);
  });
});
