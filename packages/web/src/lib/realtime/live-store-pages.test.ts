import type { PublicPageView } from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import { FakeSocket } from '../../test-support/fake-socket';
import { LiveStore } from './live-store';

const page = { competition: 'spring', audience: 'page' } as const;
/** A page view cut to what these tests read: its page and its text. */
const rulesView = (text: string) => ({ page: 'rules', text }) as unknown as PublicPageView;
const aboutView = (text: string) => ({ page: 'about', text }) as unknown as PublicPageView;

function setup() {
  const sockets: FakeSocket[] = [];
  const fetched: string[] = [];
  const store = new LiveStore({
    url: 'ws://test/api/realtime',
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    fetchDefaultSlug: () => Promise.resolve('spring'),
    // A page's view comes inlined with the page: asking this route for it would be a bug.
    fetchSnapshot: (slug, audience) => {
      fetched.push(`${slug} ${audience}`);
      return new Promise(() => undefined);
    },
    setTimer: () => undefined,
    random: () => 0.5,
  });
  const socket = () => sockets.at(-1)!;
  /** The store holding /rules and /about as two server-drawn pages would have seeded them. */
  const seedBoth = () => {
    store.seed('spring', 'page', { version: 12, epoch: 'e1', view: rulesView('Old') }, '/rules');
    store.seed('spring', 'page', { version: 9, epoch: 'e1', view: aboutView('Us') }, '/about');
  };
  return { store, socket, fetched, seedBoth };
}

const textOf = (store: LiveStore, path: string) =>
  (store.getReplica('spring', 'page', path)?.view as { text?: string } | undefined)?.text;

/** The LiveStore following one server-drawn page (ADR 044) from the view it came with. */
describe('LiveStore watching a page', () => {
  it('holds the seeded view, then subscribes to the page from its version and epoch', () => {
    const { store, socket, fetched, seedBoth } = setup();
    seedBoth();
    expect(textOf(store, '/rules')).toBe('Old');
    store.watch('spring', 'page', '/rules');
    socket().open();
    expect(socket().sent).toEqual([
      { type: 'subscribe', ...page, page: '/rules', since: 12, epoch: 'e1' },
    ]);
    expect(fetched).toEqual([]);
  });

  it('keeps what it holds when seeded again: the socket’s newer view is not undone', () => {
    const { store, socket, seedBoth } = setup();
    seedBoth();
    store.watch('spring', 'page', '/rules');
    socket().open();
    socket().receive({
      ...page,
      page: '/rules',
      type: 'snapshot',
      epoch: 'e2',
      version: 20,
      view: rulesView('New'),
    });
    seedBoth();
    expect(store.getReplica('spring', 'page', '/rules')).toMatchObject({
      version: 20,
      epoch: 'e2',
    });
  });

  it('applies a change naming the page to that page alone', () => {
    const { store, socket, seedBoth } = setup();
    seedBoth();
    let notified = 0;
    store.subscribe(() => notified++);
    store.watch('spring', 'page', '/rules');
    store.watch('spring', 'page', '/about');
    socket().open();
    const about = store.getReplica('spring', 'page', '/about');
    socket().receive({
      ...page,
      page: '/rules',
      type: 'change',
      from: 12,
      to: 13,
      patches: [{ op: 'set', path: ['text'], value: 'Smooth shoes only.' }],
    });
    expect(textOf(store, '/rules')).toBe('Smooth shoes only.');
    expect(store.getReplica('spring', 'page', '/rules')?.version).toBe(13);
    expect(store.getReplica('spring', 'page', '/about')).toBe(about);
    expect(notified).toBeGreaterThan(0);
    // Neither is the competition's public view, nor a page without its path.
    expect(store.getReplica('spring')).toBeUndefined();
    expect(store.getReplica('spring', 'page')).toBeUndefined();
  });

  it('keeps a refusal for the page it names, not for the others or the public view', () => {
    const { store, socket, seedBoth } = setup();
    seedBoth();
    store.watch('spring', 'page', '/rules');
    store.watch('spring', 'page', '/about');
    socket().open();
    socket().receive({ ...page, page: '/rules', type: 'error', message: 'no such page' });
    expect(store.getError('spring', 'page', '/rules')).toBe('no such page');
    expect(store.getError('spring', 'page', '/about')).toBeUndefined();
    expect(store.getError('spring')).toBeUndefined();
  });

  it('names the page when it stops watching, and only when its last watcher stops', () => {
    const { store, socket, seedBoth } = setup();
    seedBoth();
    const stopRules = store.watch('spring', 'page', '/rules');
    const stopAgain = store.watch('spring', 'page', '/rules');
    store.watch('spring', 'page', '/about');
    socket().open();
    socket().sent = [];
    stopRules();
    expect(socket().sent).toEqual([]);
    stopAgain();
    expect(socket().sent).toEqual([{ type: 'unsubscribe', ...page, page: '/rules' }]);
  });
});
