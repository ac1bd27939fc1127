import type { ServerMessage } from '@floorcraft/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../../test-support/fake-socket';
import { LiveStore, type LiveStoreOptions } from './live-store';

const base = { competition: 'spring', audience: 'public' } as const;
const view = (fullName: string) => ({ slug: 'spring', metadata: { fullName } });

function setup(options: Partial<LiveStoreOptions> = {}) {
  const sockets: FakeSocket[] = [];
  const timers: (() => void)[] = [];
  const store = new LiveStore({
    ...options,
    url: 'ws://test/api/realtime',
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    fetchDefaultSlug: () => Promise.resolve('spring'),
    setTimer: (callback) => timers.push(callback),
    random: () => 0.5,
  });
  const socket = () => sockets.at(-1) as FakeSocket;
  return { store, sockets, timers, socket };
}

/** A store that fetches snapshots over HTTP, with the answers under the test's control. */
function setupWithHttp() {
  const sockets: FakeSocket[] = [];
  const requests: {
    slug: string;
    audience: string;
    resolve: (m: ServerMessage) => void;
    reject: () => void;
  }[] = [];
  const store = new LiveStore({
    url: 'ws://test/api/realtime',
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    fetchDefaultSlug: () => Promise.resolve('spring'),
    fetchSnapshot: (slug, audience) =>
      new Promise((resolve, reject) => requests.push({ slug, audience, resolve, reject })),
    setTimer: () => undefined,
    random: () => 0.5,
  });
  const socket = () => sockets.at(-1) as FakeSocket;
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { store, socket, requests, settled };
}

describe('LiveStore with snapshots over HTTP', () => {
  it('holds the HTTP snapshot, then subscribes with its version so the socket sends only changes', async () => {
    const { store, socket, requests, settled } = setupWithHttp();
    store.watch('spring');
    socket().open();
    expect(socket().sent).toEqual([]);
    expect(requests.map((request) => [request.slug, request.audience])).toEqual([
      ['spring', 'public'],
    ]);

    requests[0]!.resolve({
      ...base,
      type: 'snapshot',
      epoch: 'e1',
      version: 7,
      view: view('Spring Open'),
    });
    await settled();
    expect(store.getReplica('spring')).toEqual({
      version: 7,
      view: view('Spring Open'),
      epoch: 'e1',
    });
    expect(socket().sent).toEqual([
      { type: 'subscribe', competition: 'spring', audience: 'public', since: 7, epoch: 'e1' },
    ]);
  });

  it('lets the socket send the snapshot when the HTTP request fails', async () => {
    const { store, socket, requests, settled } = setupWithHttp();
    store.watch('spring');
    socket().open();
    requests[0]!.reject();
    await settled();
    expect(socket().sent).toEqual([
      { type: 'subscribe', competition: 'spring', audience: 'public' },
    ]);
    expect(requests).toHaveLength(1);
  });
});

describe('LiveStore', () => {
  it('subscribes once the socket opens and holds the snapshot', () => {
    const { store, socket } = setup();
    store.watch('spring');
    socket().open();
    expect(socket().sent).toEqual([
      { type: 'subscribe', competition: 'spring', audience: 'public' },
    ]);
    socket().receive({
      ...base,
      type: 'snapshot',
      epoch: 'e1',
      version: 3,
      view: view('Spring Open'),
    });
    expect(store.getReplica('spring')).toEqual({
      version: 3,
      view: view('Spring Open'),
      epoch: 'e1',
    });
  });

  it('applies changes in order and tells React', () => {
    const { store, socket } = setup();
    let notified = 0;
    store.subscribe(() => notified++);
    store.watch('spring');
    socket().open();
    socket().receive({ ...base, type: 'snapshot', epoch: 'e1', version: 3, view: view('A') });
    socket().receive({
      ...base,
      type: 'change',
      from: 3,
      to: 4,
      patches: [{ op: 'set', path: ['metadata', 'fullName'], value: 'B' }],
    });
    expect(store.getReplica('spring')?.view.metadata.fullName).toBe('B');
    expect(notified).toBeGreaterThanOrEqual(3);
  });

  it('resubscribes with its version when a change does not follow what it holds', () => {
    const { store, socket } = setup();
    store.watch('spring');
    socket().open();
    socket().receive({ ...base, type: 'snapshot', epoch: 'e1', version: 3, view: view('A') });
    socket().receive({ ...base, type: 'change', from: 5, to: 6, patches: [] });
    expect(socket().sent.at(-1)).toEqual({
      type: 'subscribe',
      competition: 'spring',
      audience: 'public',
      since: 3,
      epoch: 'e1',
    });
    expect(store.getReplica('spring')?.version).toBe(3);
  });

  it('reconnects after a drop with backoff and resumes from its version', () => {
    const { store, socket, sockets, timers } = setup();
    const statuses: string[] = [];
    store.subscribe(() => statuses.push(store.getStatus()));
    store.watch('spring');
    socket().open();
    socket().receive({ ...base, type: 'snapshot', epoch: 'e1', version: 7, view: view('A') });
    socket().close();
    expect(store.getStatus()).toBe('closed');
    expect(timers).toHaveLength(1);
    timers[0]?.();
    expect(sockets).toHaveLength(2);
    socket().open();
    expect(socket().sent).toEqual([
      { type: 'subscribe', competition: 'spring', audience: 'public', since: 7, epoch: 'e1' },
    ]);
    expect(statuses).toContain('closed');
    expect(store.getStatus()).toBe('open');
  });

  it('after a restore, holds the restored snapshot whole and resumes in the new epoch', () => {
    const { store, socket, timers } = setup();
    store.watch('spring');
    socket().open();
    socket().receive({ ...base, type: 'snapshot', epoch: 'e1', version: 8, view: view('Kept') });
    socket().receive({
      ...base,
      type: 'change',
      from: 8,
      to: 9,
      patches: [{ op: 'set', path: ['lost'], value: 'a field the restored server never had' }],
    });
    socket().close();
    timers[0]?.();
    socket().open();
    // The server, restored to version 6 of a new epoch, answers with its snapshot.
    socket().receive({
      ...base,
      type: 'snapshot',
      epoch: 'e2',
      version: 6,
      view: view('Restored'),
    });
    expect(store.getReplica('spring')).toEqual({ version: 6, view: view('Restored'), epoch: 'e2' });
    socket().close();
    timers[1]?.();
    socket().open();
    expect(socket().sent).toEqual([
      { type: 'subscribe', competition: 'spring', audience: 'public', since: 6, epoch: 'e2' },
    ]);
  });

  it('resolves the default competition for the root routes', async () => {
    const { store, socket } = setup();
    store.watch(undefined);
    socket().open();
    await Promise.resolve();
    await Promise.resolve();
    expect(socket().sent).toEqual([
      { type: 'subscribe', competition: 'spring', audience: 'public' },
    ]);
    socket().receive({ ...base, type: 'snapshot', epoch: 'e1', version: 1, view: view('Default') });
    expect(store.getReplica(undefined)?.view.metadata.fullName).toBe('Default');
  });

  it('keeps the server’s reason when a competition cannot be shown', () => {
    const { store, socket } = setup();
    store.watch('nope');
    socket().open();
    socket().receive({ type: 'error', message: 'no competition "nope"', competition: 'nope' });
    expect(store.getError('nope')).toBe('no competition "nope"');
  });

  it('holds the public and the staff view of one competition side by side', () => {
    const { store, socket } = setup();
    const stopStaff = store.watch('spring', 'staff');
    store.watch('spring');
    socket().open();
    socket().receive({ ...base, type: 'snapshot', epoch: 'e1', version: 3, view: view('Public') });
    socket().receive({
      ...base,
      audience: 'staff',
      type: 'snapshot',
      epoch: 'e1',
      version: 3,
      view: view('Staff'),
    });
    expect(store.getReplica('spring')?.view).toEqual(view('Public'));
    expect(store.getReplica('spring', 'staff')?.view).toEqual(view('Staff'));
    stopStaff();
    expect(socket().sent.at(-1)).toEqual({
      type: 'unsubscribe',
      competition: 'spring',
      audience: 'staff',
    });
  });

  it('keeps a refusal of the staff view apart from the public view', () => {
    const { store, socket } = setup();
    store.watch('spring', 'staff');
    socket().open();
    socket().receive({
      type: 'error',
      message: 'sign in',
      competition: 'spring',
      audience: 'staff',
    });
    expect(store.getError('spring', 'staff')).toBe('sign in');
    expect(store.getError('spring')).toBeUndefined();
  });

  it('reconnects at once after sign-in, resubscribing with the versions held', () => {
    const { store, sockets, socket } = setup();
    store.watch('spring');
    socket().open();
    socket().receive({ ...base, type: 'snapshot', epoch: 'e1', version: 3, view: view('A') });
    store.reconnect();
    expect(sockets).toHaveLength(2);
    socket().open();
    expect(socket().sent).toEqual([
      { type: 'subscribe', competition: 'spring', audience: 'public', since: 3, epoch: 'e1' },
    ]);
  });
});

/** The page as the store sees it: shown or hidden, and a way to say "online again" or "shown again". */
function fakePage(visible = true) {
  const callbacks: (() => void)[] = [];
  return {
    visible,
    isVisible() {
      return this.visible;
    },
    onWake(callback: () => void) {
      callbacks.push(callback);
    },
    wake() {
      callbacks.forEach((callback) => callback());
    },
  };
}

/**
 * A store on Vitest's fake clock against a server that can be down: a socket
 * opened while it is down closes a moment later, as a browser reports it.
 */
function setupWithOutage({
  random = () => 0.5,
  page = fakePage(),
}: { random?: () => number; page?: ReturnType<typeof fakePage> } = {}) {
  const server = { up: true };
  const sockets: FakeSocket[] = [];
  const waits: number[] = [];
  const store = new LiveStore({
    url: 'ws://test/api/realtime',
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      setTimeout(() => {
        if (socket.readyState === 0) {
          if (server.up) {
            socket.open();
          } else {
            socket.close();
          }
        }
      }, 0);
      return socket;
    },
    fetchDefaultSlug: () => Promise.resolve('spring'),
    setTimer: (callback, ms) => {
      waits.push(ms);
      return setTimeout(callback, ms);
    },
    clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    random,
    page,
  });
  store.watch('spring');
  vi.advanceTimersByTime(0);
  /** The server goes away: the open socket drops. */
  const drop = () => {
    server.up = false;
    sockets.at(-1)?.close();
  };
  return { store, sockets, waits, server, page, drop };
}

describe('LiveStore reconnecting', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is back within 2.5 s of the server’s return while the page is shown, whatever the outage', () => {
    vi.useFakeTimers();
    for (const outageMs of [1_000, 4_000, 5_000, 7_000, 20_000, 60_000]) {
      for (const random of [0, 0.5, 0.999]) {
        const { store, server, drop } = setupWithOutage({ random: () => random });
        expect(store.getStatus()).toBe('open');
        drop();
        vi.advanceTimersByTime(outageMs);
        server.up = true;
        let catchUpMs = 0;
        while (store.getStatus() !== 'open' && catchUpMs < 60_000) {
          vi.advanceTimersByTime(10);
          catchUpMs += 10;
        }
        expect(catchUpMs, `${outageMs} ms outage, random ${random}`).toBeLessThanOrEqual(2_500);
      }
    }
  });

  it('never waits more than 2.5 s between attempts while the page is shown', () => {
    vi.useFakeTimers();
    const { waits, drop } = setupWithOutage({ random: () => 0.999 });
    drop();
    vi.advanceTimersByTime(120_000);
    expect(waits.length).toBeGreaterThan(40);
    expect(Math.max(...waits)).toBeLessThanOrEqual(2_500);
    expect(Math.max(...waits)).toBeGreaterThan(2_000);
  });

  it('waits longer while the page is hidden, up to 30 s', () => {
    vi.useFakeTimers();
    const { waits, drop } = setupWithOutage({ random: () => 0.999, page: fakePage(false) });
    drop();
    vi.advanceTimersByTime(600_000);
    expect(Math.max(...waits)).toBeGreaterThan(20_000);
    expect(Math.max(...waits)).toBeLessThanOrEqual(30_000);
  });

  it('tries again at once when the browser is online again or the page is shown again', () => {
    vi.useFakeTimers();
    const page = fakePage(false);
    const { store, sockets, server, drop } = setupWithOutage({ random: () => 0.999, page });
    drop();
    vi.advanceTimersByTime(120_000);
    const attempts = sockets.length;
    server.up = true;
    page.visible = true;
    page.wake();
    expect(sockets).toHaveLength(attempts + 1);
    vi.advanceTimersByTime(0);
    expect(store.getStatus()).toBe('open');
    // The wait that was pending is cancelled: no second socket when it would have run out.
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(attempts + 1);
    expect(sockets.at(-1)?.sent).toEqual([
      { type: 'subscribe', competition: 'spring', audience: 'public' },
    ]);
  });

  it('after a wake that fails, starts again from the shortest wait', () => {
    vi.useFakeTimers();
    const { waits, page, drop } = setupWithOutage({ random: () => 0.999 });
    drop();
    vi.advanceTimersByTime(30_000);
    waits.length = 0;
    page.wake();
    vi.advanceTimersByTime(0);
    expect(waits[0]).toBeLessThanOrEqual(500);
  });

  it('leaves an open socket alone on a wake', () => {
    vi.useFakeTimers();
    const { store, sockets, page } = setupWithOutage();
    page.wake();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(store.getStatus()).toBe('open');
  });

  it('spreads the attempts of many tabs dropped at the same moment', () => {
    vi.useFakeTimers();
    const tabs = Array.from({ length: 100 }, (_, i) => setupWithOutage({ random: () => i / 100 }));
    tabs.forEach((tab) => tab.drop());
    vi.advanceTimersByTime(30_000);
    const attempts = Math.min(...tabs.map((tab) => tab.waits.length));
    expect(attempts).toBeGreaterThan(10);
    for (let attempt = 0; attempt < attempts; attempt++) {
      const waits = tabs.map((tab) => tab.waits[attempt]!);
      const longest = Math.max(...waits);
      // Every attempt's waits span at least 40% of the longest: no lockstep.
      expect(longest - Math.min(...waits), `attempt ${attempt}`).toBeGreaterThanOrEqual(
        0.4 * longest,
      );
      expect(new Set(waits).size, `attempt ${attempt}`).toBe(100);
    }
  });
});

describe('LiveStore with compressed snapshots on the socket', () => {
  it('asks for them, and applies a change that arrives while a snapshot is being undone after it', async () => {
    let finishDecompressing: (text: string) => void = () => undefined;
    const { store, sockets } = setup({
      decompress: () => new Promise((resolve) => (finishDecompressing = resolve)),
    });
    store.watch('spring');
    const socket = sockets[0]!;
    socket.open();
    expect(socket.sent).toEqual([{ type: 'subscribe', ...base, gzip: true }]);
    socket.onmessage?.({ data: new ArrayBuffer(8) });
    socket.receive({
      type: 'change',
      ...base,
      from: 3,
      to: 4,
      patches: [{ op: 'set', path: ['metadata', 'fullName'], value: 'After' }],
    });
    expect(store.getReplica('spring')).toBeUndefined();
    finishDecompressing(
      JSON.stringify({ type: 'snapshot', epoch: 'e1', ...base, version: 3, view: view('Before') }),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.getReplica('spring')).toEqual({ version: 4, view: view('After'), epoch: 'e1' });
    // Nothing was out of order, so nothing was asked again.
    expect(socket.sent).toHaveLength(1);
  });
});
