import {
  apply,
  type CompetitionState,
  type DomainEvent,
  type ServerMessage,
} from '@floorcraft/domain';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import type { Subscriber } from './subscriber';
import { ViewChannel, type ChannelOptions } from './view-channel';

function recorder(
  bufferedAmount = 0,
): Subscriber & { received: ServerMessage[]; binary: number; dropped?: string } {
  const received: ServerMessage[] = [];
  return {
    received,
    binary: 0,
    bufferedAmount,
    send(frame, binary) {
      if (binary) {
        this.binary += 1;
      }
      const text =
        typeof frame === 'string' ? frame : (binary ? gunzipSync(frame) : frame).toString('utf8');
      received.push(JSON.parse(text) as ServerMessage);
    },
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

/**
 * A channel over an in-memory log; `step` publishes an event and, unless
 * told to leave it pending, waits for its fan-out.
 */
function setup(options: Partial<ChannelOptions> = {}) {
  let state: CompetitionState = apply(undefined, created);
  const states = new Map<number, CompetitionState>([[1, state]]);
  const channel = new ViewChannel('c', 'public', state, 1, {
    epoch: 'e1',
    ...options,
    tuning: { coalesceMs: 0, ...options.tuning },
  });
  let version = 1;
  const publish = (event: DomainEvent) => {
    state = apply(state, event);
    states.set(++version, state);
    channel.publish(state, version);
  };
  const step = async (event: DomainEvent) => {
    publish(event);
    await channel.settled();
  };
  return { channel, step, publish, states, version: () => version };
}

/** The organizer's phone: private, while their name and role are public. */
const organizerPhone = (phone: string): DomainEvent => ({
  type: 'OrganizerSaved',
  organizer: { key: 'o', name: 'Org', role: '', phone },
});

const rename = (fullName: string): DomainEvent => ({
  type: 'MetadataUpdated',
  patch: { fullName },
});

/** A newcomer's first frame is a snapshot at `version` with the competition's name. */
function expectSnapshotFor(channel: ViewChannel, version: number, fullName: string): void {
  const late = recorder();
  channel.subscribe(late);
  expect(late.received[0]).toMatchObject({
    type: 'snapshot',
    version,
    view: { metadata: { fullName } },
  });
}

describe('ViewChannel', () => {
  it('gives every newcomer the current snapshot, never one kept from before the last change', async () => {
    const { channel, step } = setup();
    const first = recorder();
    const second = recorder();
    channel.subscribe(first);
    channel.subscribe(second);
    expect(second.received).toEqual(first.received);
    await step(rename('Renamed'));
    expectSnapshotFor(channel, 2, 'Renamed');
  });

  it('sends a snapshot on first subscribe, then one change per visible event', async () => {
    const { channel, step } = setup();
    const client = recorder();
    channel.subscribe(client);
    await step(rename('Renamed'));
    expect(client.received.map((m) => m.type)).toEqual(['snapshot', 'change']);
    expect(client.received[1]).toMatchObject({
      from: 1,
      to: 2,
      patches: [{ op: 'set', path: ['metadata', 'fullName'], value: 'Renamed' }],
    });
  });

  it('sends nothing for an event the audience cannot see, and the next change still chains', async () => {
    const { channel, step } = setup();
    const client = recorder();
    channel.subscribe(client);
    // A private-only change: the organizer's phone is not in the public view.
    await step(organizerPhone('1'));
    await step(organizerPhone('2'));
    await step(rename('Renamed'));
    const changes = client.received.filter((m) => m.type === 'change');
    expect(changes.map((m) => [m.from, m.to])).toEqual([
      [1, 2],
      [2, 4],
    ]);
  });

  it('resumes a reconnecting client from its version with only what it missed', async () => {
    const { channel, step } = setup();
    await step(rename('A'));
    await step(rename('B'));
    await step(rename('C'));
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
      { type: 'synced', competition: 'c', audience: 'public', version: 1, epoch: 'e1' },
    ]);
  });

  it('falls back to a snapshot when the missed changes are no longer kept', async () => {
    // Room for one change frame only.
    const { channel, step } = setup({ tuning: { historyChars: 10 } });
    for (const name of ['A', 'B', 'C', 'D']) {
      await step(rename(name));
    }
    const client = recorder();
    channel.subscribe(client, 2);
    expect(client.received).toHaveLength(1);
    expect(client.received[0]).toMatchObject({ type: 'snapshot', version: 5 });
  });

  it('drops a subscriber that cannot keep up instead of buffering without bound', async () => {
    const { channel, step } = setup();
    const slow = recorder(10 * 1024 * 1024);
    channel.subscribe(slow);
    await step(rename('A'));
    expect(slow.dropped).toMatch(/too far behind/);
    expect(channel.size).toBe(0);
  });

  it('sends nothing while publishing: the command is answered before any socket is written', () => {
    const { channel, publish } = setup({ tuning: { coalesceMs: 50 } });
    const client = recorder();
    channel.subscribe(client);
    publish(rename('A'));
    expect(client.received.map((m) => m.type)).toEqual(['snapshot']);
  });

  it('gathers a burst of changes into one frame per subscriber, sent when the window ends', async () => {
    vi.useFakeTimers();
    try {
      const { channel, publish } = setup({ tuning: { coalesceMs: 20 } });
      const client = recorder();
      channel.subscribe(client);
      for (let card = 1; card <= 45; card += 1) {
        publish(rename(`Name ${card}`));
      }
      const changes = () => client.received.filter((m) => m.type === 'change');
      await vi.advanceTimersByTimeAsync(19);
      expect(changes()).toHaveLength(0);
      // The window's timer, not a reader of the channel, takes the burst in and sends it.
      await vi.advanceTimersByTimeAsync(1);
      expect(changes()).toHaveLength(1);
      expect(changes()[0]).toMatchObject({ from: 1, to: 46 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a newcomer every published change at once, even inside the gathering window', () => {
    const { channel, publish } = setup({ tuning: { coalesceMs: 10_000 } });
    publish(rename('Answered'));
    expectSnapshotFor(channel, 2, 'Answered');
  });

  it('yields to the event loop between chunks of a long fan-out', async () => {
    const { channel, publish } = setup({ tuning: { fanOutChunk: 100 } });
    const clients = Array.from({ length: 1000 }, () => recorder());
    clients.forEach((client) => channel.subscribe(client));
    const delivered = () =>
      clients.filter((client) => client.received.some((m) => m.type === 'change')).length;
    publish(rename('A'));
    await new Promise((resolve) => setTimeout(resolve, 0)); // the change is taken in
    const seenByOtherWork = await new Promise<number>((resolve) =>
      setImmediate(() => resolve(delivered())),
    );
    await channel.settled();
    expect(seenByOtherWork).toBeGreaterThan(0);
    expect(seenByOtherWork).toBeLessThan(1000);
    expect(delivered()).toBe(1000);
  });

  it('keeps recent changes by size, so a few huge frames cannot hold megabytes each', async () => {
    const { channel, step } = setup({ tuning: { historyChars: 64 * 1024 } });
    for (let change = 0; change < 40; change += 1) {
      await step(rename(`${change} ${'x'.repeat(10_000)}`));
    }
    expect(channel.historyChars).toBeLessThanOrEqual(64 * 1024);
    expect(channel.historyChars).toBeGreaterThan(40 * 1024);
  });

  it('answers resumes from before the kept changes with one snapshot, encoded once for all', async () => {
    const { channel, step } = setup({ tuning: { historyChars: 10 } });
    await step(organizerPhone('1'));
    await step(rename('A'));
    await step(rename('B'));
    const frames = new Set<string | Buffer>();
    const clients = Array.from({ length: 50 }, () => {
      const client = recorder();
      const receive = client.send.bind(client);
      client.send = (frame, binary) => {
        frames.add(frame);
        receive(frame, binary);
      };
      return client;
    });
    clients.forEach((client, index) => channel.subscribe(client, 1 + (index % 2)));
    for (const client of clients) {
      expect(client.received).toEqual([
        expect.objectContaining({ type: 'snapshot', version: 4, epoch: 'e1' }),
      ]);
    }
    expect(frames.size).toBe(1);
  });

  it('gives the snapshot after a change the audience cannot see the new version, the view as before', async () => {
    const { channel, step } = setup();
    await step(organizerPhone('1'));
    await step(rename('Seen'));
    const before = channel.snapshot();
    await step(organizerPhone('2'));
    const after = channel.snapshot();
    expect(after).not.toBe(before);
    expect(JSON.parse(after)).toEqual({ ...JSON.parse(before), version: 4 });
    expect(after).toBe(
      JSON.stringify({
        type: 'snapshot',
        competition: 'c',
        audience: 'public',
        version: 4,
        epoch: 'e1',
        view: channel.currentView(),
      }),
    );
  });

  it('sends a snapshot compressed to a client that takes gzip, and what changed meanwhile', async () => {
    const { channel, publish } = setup();
    const client = recorder();
    channel.subscribe(client, undefined, { gzip: true });
    publish(rename('During compression'));
    // Compressing runs on libuv's threads: on a busy machine it takes what it takes.
    const deadline = Date.now() + 8000;
    while (client.received.length < 2) {
      if (Date.now() > deadline) {
        throw new Error('timed out waiting for the compressed snapshot and the change after it');
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await channel.settled();
    expect(client.binary).toBe(1);
    expect(client.received.map((m) => m.type)).toEqual(['snapshot', 'change']);
    expect(client.received[1]).toMatchObject({ from: 1, to: 2 });
  });

  it('gathers the changes made during a long fan-out into the next frame', async () => {
    const { channel, publish } = setup({ tuning: { fanOutChunk: 100 } });
    const clients = Array.from({ length: 1000 }, () => recorder());
    clients.forEach((client) => channel.subscribe(client));
    publish(rename('A'));
    await new Promise((resolve) => setTimeout(resolve, 0)); // A's fan-out begins
    for (const name of ['B', 'C', 'D', 'E']) {
      publish(rename(name));
      await new Promise((resolve) => setImmediate(resolve));
    }
    await channel.settled();
    for (const client of [clients[0]!, clients[999]!]) {
      const changes = client.received.filter((m) => m.type === 'change');
      expect(changes.map((m) => [m.from, m.to])).toEqual([
        [1, 2],
        [2, 6],
      ]);
    }
  });
});
