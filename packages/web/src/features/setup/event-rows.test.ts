import type { DanceEvent, Entry } from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import { eventRows } from './event-rows';

const entry = (entryId: string): Entry => ({
  entryId,
  leadId: `${entryId}-lead`,
  followId: `${entryId}-follow`,
  leadName: 'Lead',
  followName: 'Follow',
  leadNumber: 101,
  affiliation: 'Other',
  registeredTime: '2027-01-10T12:00:00Z',
  checkedIn: false,
});

describe('the events table', () => {
  it('lists events by name with their dances and how many couples entered', () => {
    const events: Record<string, DanceEvent> = {
      'Silver Latin': {
        name: 'Silver Latin',
        eventLevel: 'Silver',
        style: 'Latin',
        ageGroup: 'Adult',
        eventDances: ['ChaCha', 'Rumba'],
        entries: { a: entry('a'), b: entry('b') },
        rounds: {},
      },
      Awards: { name: 'Awards', eventDances: ['Awards'], entries: {}, rounds: {} },
    };
    expect(eventRows(events)).toEqual([
      { name: 'Awards', level: '—', style: '—', ageGroup: '—', dances: 'Awards', couples: 0 },
      {
        name: 'Silver Latin',
        level: 'Silver',
        style: 'Latin',
        ageGroup: 'Adult',
        dances: 'ChaCha, Rumba',
        couples: 2,
      },
    ]);
  });
});
