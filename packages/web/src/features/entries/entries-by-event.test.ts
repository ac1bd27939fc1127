import { describe, expect, it } from 'vitest';
import { registrationView } from '../../test-support/registration-view';
import { entriesByEvent, searchEntries } from './entries-by-event';

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

  it('leaves out a placeholder nobody holds', () => {
    const withoutSeekers = { ...view, registration: { ...view.registration, seeking: {} } };
    const smooth = entriesByEvent(withoutSeekers)[0]!;
    expect(smooth.rows.map((row) => row.lead.name)).toEqual(['Aaron Bishop', 'Jonas Lindgren']);
    expect(smooth.seeking).toBe(0);
  });
});

describe('searchEntries', () => {
  const events = entriesByEvent(view);

  it('finds a dancer by name in every event they dance, counts unchanged', () => {
    const found = searchEntries(events, 'bishop');
    expect(found.map((event) => event.eventName)).toEqual(['Bronze Smooth', 'Silver Latin']);
    expect(found.every((event) => event.rows.length === 1)).toBe(true);
    expect(found[1]!.couples).toBe(3);
  });

  it('finds by school, by number, and by the event with a name', () => {
    expect(searchEntries(events, 'northbridge').flatMap((event) => event.rows)).toHaveLength(1);
    const number = String(events[1]!.rows[0]!.number);
    expect(searchEntries(events, number).flatMap((event) => event.rows)[0]!.number).toBe(
      Number(number),
    );
    expect(searchEntries(events, 'latin moreno').flatMap((event) => event.rows)).toHaveLength(1);
    expect(searchEntries(events, 'silver latin')[0]!.rows).toHaveLength(3);
  });

  it('finds a dancer looking for a partner, and nothing for a stranger', () => {
    expect(searchEntries(events, 'ferraro')[0]!.rows[0]!.seekingRole).toBe('follow');
    expect(searchEntries(events, 'nobody at all')).toEqual([]);
  });
});
