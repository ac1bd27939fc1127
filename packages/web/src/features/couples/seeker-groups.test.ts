import type { Seeking } from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import { seekerGroups } from './seeker-groups';

const seeking = (
  id: string,
  competitorId: string,
  role: Seeking['role'],
  eventName: string,
  since: string,
): Seeking => ({ id, competitorId, role, eventName, placeholderEntryId: `tba-${id}`, since });

const competitors = {
  cal: { id: 'cal', name: 'Caleb Osei', affiliation: 'Riverside', levels: {} },
  dee: { id: 'dee', name: 'Dee Park', affiliation: 'Pinecrest', levels: {} },
  eli: { id: 'eli', name: 'Eli Ruiz', affiliation: 'Pinecrest', levels: {} },
};

describe('seekerGroups', () => {
  it('splits each event’s TBA list into leads and follows, pairable events first', () => {
    const groups = seekerGroups(
      {
        a: seeking('a', 'cal', 'lead', 'Bronze Smooth', '2027-01-03'),
        b: seeking('b', 'eli', 'lead', 'Bronze Smooth', '2027-01-01'),
        c: seeking('c', 'dee', 'follow', 'Bronze Smooth', '2027-01-02'),
        d: seeking('d', 'cal', 'lead', 'Bronze Rhythm', '2027-01-03'),
      },
      competitors,
    );
    expect(groups.map((group) => [group.eventName, group.pairable])).toEqual([
      ['Bronze Smooth', true],
      ['Bronze Rhythm', false],
    ]);
    expect(groups[0]!.leads.map((seeker) => seeker.name)).toEqual(['Eli Ruiz', 'Caleb Osei']);
    expect(groups[0]!.follows).toEqual([
      { competitorId: 'dee', name: 'Dee Park', affiliation: 'Pinecrest', since: '2027-01-02' },
    ]);
  });

  it('is empty when nobody is looking', () => {
    expect(seekerGroups({}, competitors)).toEqual([]);
  });
});
