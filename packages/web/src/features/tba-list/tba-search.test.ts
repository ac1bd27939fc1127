import { describe, expect, it } from 'vitest';
import { tbaGroups, type PublicView } from '@floorcraft/domain';
import { registrationView } from '../../test-support/registration-view';
import { searchTba } from './tba-search';

const base = registrationView();

/** The fixture with two more dancers looking: a Silver Latin lead and an earlier Bronze Smooth follow. */
const view: PublicView = {
  ...base,
  competitors: {
    ...base.competitors,
    noah: { id: 'noah', name: 'Noah Brennan', affiliation: 'Meridian University', levels: {} },
    sara: { id: 'sara', name: 'Sara Kovač', affiliation: 'Harbor City Social', levels: {} },
  },
  registration: {
    ...base.registration,
    seeking: {
      ...base.registration.seeking,
      'seek-2': {
        id: 'seek-2',
        competitorId: 'noah',
        role: 'lead',
        eventName: 'Silver Latin',
        placeholderEntryId: 'Adhoc-x',
        since: '2027-01-08T10:00:00Z',
      },
      'seek-3': {
        id: 'seek-3',
        competitorId: 'sara',
        role: 'follow',
        eventName: 'Bronze Smooth',
        placeholderEntryId: 'Adhoc-y',
        since: '2027-01-02T10:00:00Z',
      },
      'seek-gone': {
        id: 'seek-gone',
        competitorId: 'nobody',
        role: 'lead',
        eventName: 'Bronze Smooth',
        placeholderEntryId: 'Adhoc-z',
        since: '2027-01-02T10:00:00Z',
      },
    },
  },
};

describe('tbaGroups', () => {
  it('groups dancers by the style, then the level of the event, in the spec orders', () => {
    const groups = tbaGroups(view);
    expect(groups.map((group) => [group.style, group.levels.map((level) => level.level)])).toEqual([
      ['Latin', ['Silver']],
      ['Smooth', ['Bronze']],
    ]);
  });

  it('lists who waits longest first, with the role, event and school, never an unknown dancer', () => {
    const bronze = tbaGroups(view)[1]!.levels[0]!.rows;
    expect(bronze.map((row) => [row.name, row.role, row.eventName, row.school])).toEqual([
      ['Sara Kovač', 'follow', 'Bronze Smooth', 'Harbor City Social'],
      ['Lucia Ferraro', 'follow', 'Bronze Smooth', 'Eastport University'],
    ]);
    expect(bronze[0]!.seekingId).toBe('seek-3');
  });

  it('is empty when nobody is looking', () => {
    expect(tbaGroups({ ...view, registration: { seeking: {} } })).toEqual([]);
  });
});

describe('searchTba', () => {
  it('narrows by name, school, event or role and drops empty groups', () => {
    const groups = tbaGroups(view);
    expect(searchTba(groups, 'kovac')[0]!.levels[0]!.rows.map((row) => row.name)).toEqual([
      'Sara Kovač',
    ]);
    expect(searchTba(groups, 'lead').map((group) => group.style)).toEqual(['Latin']);
    expect(searchTba(groups, 'meridian')).toHaveLength(1);
    expect(searchTba(groups, 'nobody here')).toEqual([]);
  });
});
