import type { ServerMessage } from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import { LiveStore, type SocketLike } from './live-store';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close() {
    this.readyState = 3;
    this.onclose?.({});
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(message: ServerMessage) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

const base = { competition: 'spring', audience: 'public' } as const;
const view = (fullName: string) => ({ slug: 'spring', metadata: { fullName } });

function setup() {
  const sockets: FakeSocket[] = [];
  const timers: (() => void)[] = [];
  const store = new LiveStore({
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

    requests[0]!.resolve({ ...base, type: 'snapshot', version: 7, view: view('Spring Open') });
    await settled();
    expect(store.getReplica('spring')).toEqual({ version: 7, view: view('Spring Open') });
    expect(socket().sent).toEqual([
      { type: 'subscribe', competition: 'spring', audience: 'public', since: 7 },
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
    socket().receive({ ...base, type: 'snapshot', version: 3, view: view('Spring Open') });
    expect(store.getReplica('spring')).toEqual({ version: 3, view: view('Spring Open') });
  });

  it('applies changes in order and tells React', () => {
    const { store, socket } = setup();
    let notified = 0;
    store.subscribe(() => notified++);
    store.watch('spring');
    socket().open();
    socket().receive({ ...base, type: 'snapshot', version: 3, view: view('A') });
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
    socket().receive({ ...base, type: 'snapshot', version: 3, view: view('A') });
    socket().receive({ ...base, type: 'change', from: 5, to: 6, patches: [] });
    expect(socket().sent.at(-1)).toEqual({
      type: 'subscribe',
      competition: 'spring',
      audience: 'public',
      since: 3,
    });
    expect(store.getReplica('spring')?.version).toBe(3);
  });

  it('reconnects after a drop with backoff and resumes from its version', () => {
    const { store, socket, sockets, timers } = setup();
    const statuses: string[] = [];
    store.subscribe(() => statuses.push(store.getStatus()));
    store.watch('spring');
    socket().open();
    socket().receive({ ...base, type: 'snapshot', version: 7, view: view('A') });
    socket().close();
    expect(store.getStatus()).toBe('closed');
    expect(timers).toHaveLength(1);
    timers[0]?.();
    expect(sockets).toHaveLength(2);
    socket().open();
    expect(socket().sent).toEqual([
      { type: 'subscribe', competition: 'spring', audience: 'public', since: 7 },
    ]);
    expect(statuses).toContain('closed');
    expect(store.getStatus()).toBe('open');
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
    socket().receive({ ...base, type: 'snapshot', version: 1, view: view('Default') });
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
    socket().receive({ ...base, type: 'snapshot', version: 3, view: view('Public') });
    socket().receive({
      ...base,
      audience: 'staff',
      type: 'snapshot',
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
    socket().receive({ ...base, type: 'snapshot', version: 3, view: view('A') });
    store.reconnect();
    expect(sockets).toHaveLength(2);
    socket().open();
    expect(socket().sent).toEqual([
      { type: 'subscribe', competition: 'spring', audience: 'public', since: 3 },
    ]);
  });
});
