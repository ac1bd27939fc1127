import { apply, type DomainEvent } from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import { HostedCompetitions } from '../competitions/hosted-competitions';
import type { CompetitionRecord } from '../store/event-store';
import { ChannelRegistry } from './channel-registry';

function created(slug: string, fullName: string): DomainEvent {
  return {
    type: 'CompetitionCreated',
    slug,
    metadata: {
      fullName,
      primaryColor: '#000000',
      startDate: '2027-01-01',
      endDate: '2027-01-01',
      registrationStatus: 'OPEN',
      resultsPageShown: false,
      socials: {},
      venue: { name: '', address: '' },
      tagline: '',
    },
  };
}

function record(slug: string, isDefault = false): CompetitionRecord {
  return { id: `id-${slug}`, slug, isDefault, createdAt: '2027-01-01T00:00:00.000Z' };
}

/** The registry over hosted competitions it is told of, as a server attaches it to its host. */
function setup() {
  const hosted = new HostedCompetitions(undefined);
  hosted.host(record('first', true), apply(undefined, created('first', 'First')), 1);
  const channels = ChannelRegistry.attach(hosted, { epoch: 'e1', tuning: { coalesceMs: 0 } });
  return { hosted, channels };
}

describe('ChannelRegistry', () => {
  it('makes the public, staff and scoring channels of competitions hosted before and after it attaches', () => {
    const { hosted, channels } = setup();
    hosted.advance(record('second'), apply(undefined, created('second', 'Second')), 1);
    for (const slug of ['first', 'second']) {
      for (const audience of ['public', 'staff', 'scoring'] as const) {
        expect(channels.channel(slug, audience)?.currentVersion).toBe(1);
      }
    }
    expect(channels.channel('absent', 'public')).toBeUndefined();
    expect(channels.channel(undefined, 'public')?.competition).toBe('first');
  });

  it('publishes each state the host advances to, before advance returns', () => {
    const { hosted, channels } = setup();
    const public_ = channels.channel('first', 'public')!;
    hosted.advance(record('first', true), apply(undefined, created('first', 'Renamed')), 2);
    expect(public_.currentVersion).toBe(2);
    expect(JSON.stringify(public_.currentView())).toContain('Renamed');
  });

  it('makes on-demand channels when first asked for, a judge only with a key, and keeps them', () => {
    const { hosted, channels } = setup();
    expect(channels.channel('first', 'judge')).toBeUndefined();
    const judge = channels.channel('first', 'judge', 'j1');
    expect(judge).toBeDefined();
    expect(channels.channel('first', 'judge', 'j1')).toBe(judge);
    expect(channels.channel('first', 'judge', 'j2')).not.toBe(judge);
    const desk = channels.channel('first', 'desk')!;
    hosted.advance(record('first', true), hosted.stateOf('first')!, 3);
    expect(desk.currentVersion).toBe(3);
    expect(judge?.currentVersion).toBe(3);
  });

  it('makes a page channel for a server-rendered page only, one per page whatever the slash', () => {
    const { hosted, channels } = setup();
    const rules = channels.channel('first', 'page', '/rules');
    expect(rules?.audience).toBe('page');
    expect(rules?.page).toBe('/rules');
    expect(rules?.currentView()).toMatchObject({ page: 'rules', text: '' });
    // A visitor on /rules/ watches the very channel of /rules: one view computed per page.
    expect(channels.channel('first', 'page', '/rules/')).toBe(rules);
    const home = channels.channel('first', 'page', '/');
    expect(home?.page).toBe('/');
    expect(home).not.toBe(rules);
    expect(channels.channel('first', 'page', '')).toBe(home);
    expect(channels.channel(undefined, 'page', '/rules')).toBe(rules);
    // No channel (no view computed on every change) for a path that is no page, or none.
    for (const path of ['/entries/all', '/rules/extra', 'rules']) {
      expect(channels.channel('first', 'page', path), path).toBeUndefined();
    }
    expect(channels.channel('first', 'page')).toBeUndefined();
    expect(channels.channel('absent', 'page', '/rules')).toBeUndefined();
    hosted.advance(record('first', true), hosted.stateOf('first')!, 2);
    expect(rules?.currentVersion).toBe(2);
  });
});
