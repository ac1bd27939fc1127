import {
  apply,
  type CompetitionState,
  type DomainEvent,
  type ServerMessage,
} from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import type { Subscriber } from './subscriber';
import { ViewChannel } from './view-channel';

function recorder(
  bufferedAmount = 0,
): Subscriber & { received: ServerMessage[]; dropped?: string } {
  const received: ServerMessage[] = [];
  return {
    received,
    bufferedAmount,
    send: (frame) => received.push(JSON.parse(frame) as ServerMessage),
    drop(reason) {
      this.dropped = reason;
    },
  };
}

const created: DomainEvent = {
  type: 'CompetitionCreated',
  slug: 'c',
  metadata: {
    fullName: 'Start',
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

function setup(historyLimit = 1000) {
  let state: CompetitionState = apply(undefined, created);
  const channel = new ViewChannel('c', 'public', state, 1, historyLimit);
  let version = 1;
  const step = (event: DomainEvent) => {
    state = apply(state, event);
    channel.publish(state, ++version);
  };
  return { channel, step, version: () => version };
}

describe('ViewChannel', () => {
  it('gives every newcomer the current snapshot, never one kept from before the last change', () => {
    const { channel, step } = setup();
    const first = recorder();
    const second = recorder();
    channel.subscribe(first);
    channel.subscribe(second);
    expect(second.received).toEqual(first.received);
    step({ type: 'MetadataUpdated', patch: { fullName: 'Renamed' } });
    const late = recorder();
    channel.subscribe(late);
    expect(late.received[0]).toMatchObject({
      type: 'snapshot',
      version: 2,
      view: { metadata: { fullName: 'Renamed' } },
    });
  });

  it('sends a snapshot on first subscribe, then one change per visible event', () => {
    const { channel, step } = setup();
    const client = recorder();
    channel.subscribe(client);
    step({ type: 'MetadataUpdated', patch: { fullName: 'Renamed' } });
    expect(client.received.map((m) => m.type)).toEqual(['snapshot', 'change']);
    expect(client.received[1]).toMatchObject({
      from: 1,
      to: 2,
      patches: [{ op: 'set', path: ['metadata', 'fullName'], value: 'Renamed' }],
    });
  });

  it('sends nothing for an event the audience cannot see, and the next change still chains', () => {
    const { channel, step } = setup();
    const client = recorder();
    channel.subscribe(client);
    // A private-only change: the organizer's phone is not in the public view.
    step({ type: 'OrganizerSaved', organizer: { key: 'o', name: 'Org', role: '', phone: '1' } });
    step({ type: 'OrganizerSaved', organizer: { key: 'o', name: 'Org', role: '', phone: '2' } });
    step({ type: 'MetadataUpdated', patch: { fullName: 'Renamed' } });
    const changes = client.received.filter((m) => m.type === 'change');
    expect(changes.map((m) => [m.from, m.to])).toEqual([
      [1, 2],
      [2, 4],
    ]);
  });

  it('resumes a reconnecting client from its version with only what it missed', () => {
    const { channel, step } = setup();
    step({ type: 'MetadataUpdated', patch: { fullName: 'A' } });
    step({ type: 'MetadataUpdated', patch: { fullName: 'B' } });
    step({ type: 'MetadataUpdated', patch: { fullName: 'C' } });
    const client = recorder();
    channel.subscribe(client, 2);
    expect(client.received.map((m) => m.type)).toEqual(['change', 'change', 'synced']);
    expect(client.received.at(-1)).toMatchObject({ version: 4 });
  });

  it('answers an up-to-date client with synced only', () => {
    const { channel } = setup();
    const client = recorder();
    channel.subscribe(client, 1);
    expect(client.received).toEqual([
      { type: 'synced', competition: 'c', audience: 'public', version: 1 },
    ]);
  });

  it('falls back to a snapshot when the missed changes are no longer kept', () => {
    const { channel, step } = setup(2);
    for (const name of ['A', 'B', 'C', 'D']) {
      step({ type: 'MetadataUpdated', patch: { fullName: name } });
    }
    const client = recorder();
    channel.subscribe(client, 2);
    expect(client.received).toHaveLength(1);
    expect(client.received[0]).toMatchObject({ type: 'snapshot', version: 5 });
  });

  it('drops a subscriber that cannot keep up instead of buffering without bound', () => {
    const { channel, step } = setup();
    const slow = recorder(10 * 1024 * 1024);
    channel.subscribe(slow);
    step({ type: 'MetadataUpdated', patch: { fullName: 'A' } });
    expect(slow.dropped).toMatch(/too far behind/);
    expect(channel.size).toBe(0);
  });
});
