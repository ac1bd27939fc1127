import type { DeskView } from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import { withdrawalSummary, withdrawalWords } from './withdrawal-summary';

const entry = (entryId: string, leadId: string, followId: string, names: [string, string]) => ({
  entryId,
  leadId,
  followId,
  leadName: names[0],
  followName: names[1],
  leadNumber: 12,
  affiliation: 'Harbor City University',
  checkedIn: false,
  registeredTime: '2027-01-10T19:30:00Z',
});

const state = {
  events: {
    'Bronze Smooth': {
      entries: { e1: entry('e1', 'ann', 'ben', ['Ann Lee', 'Ben Cho']) },
      rounds: {},
    },
    'Bronze Rhythm': {
      entries: { tba: entry('tba', 'Adhoc-1', 'Adhoc-2', ['TBA', 'TBA']) },
      rounds: {},
    },
    'Gold Smooth': { entries: {}, rounds: {} },
  },
  registration: {
    seeking: {
      s1: {
        id: 's1',
        competitorId: 'ann',
        role: 'lead',
        eventName: 'Bronze Rhythm',
        placeholderEntryId: 'tba',
        since: '2027-01-10T19:30:00Z',
      },
    },
  },
} as unknown as Pick<DeskView, 'events' | 'registration'>;

describe('withdrawalSummary', () => {
  it('names each entry with the partner who loses it too, and each TBA place', () => {
    const summary = withdrawalSummary(state, 'ann');
    expect(summary).toEqual({
      entries: [{ eventName: 'Bronze Smooth', partner: 'Ben Cho' }],
      seeking: ['Bronze Rhythm'],
    });
    expect(withdrawalWords('Ann Lee', summary)).toEqual([
      'Bronze Smooth: the entry with Ben Cho (for both dancers)',
      'Bronze Rhythm: Ann Lee’s place on the TBA list',
    ]);
  });

  it('says so when the dancer holds nothing', () => {
    expect(withdrawalWords('Zoe', withdrawalSummary(state, 'zoe'))).toEqual([
      'Zoe holds no entry.',
    ]);
  });
});
