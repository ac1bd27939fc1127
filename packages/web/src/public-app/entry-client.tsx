import './public-app.css';
import type { PublicPageView } from '@floorcraft/domain';
import { useCallback, useDeferredValue, useEffect, useSyncExternalStore } from 'react';
import { LiveStore, type SocketLike } from '../lib/realtime/live-store';
import { browserPage } from '../lib/realtime/page-signals';
import { nextTask } from '../lib/tasks/next-task';
import { PAGE_DATA_ID, type PublicPageData } from './page-data';
import { eventResultsSlot, registerSlot, updateEntriesSlot } from './page-slots';
import { PublicApp } from './public-app';
import { learnPageFormats } from './learn-page-formats';

/** The page's data, inlined once by the server, and the element it drew the page into. */
function readPage(): { data: PublicPageData; root: HTMLElement } {
  const script = document.getElementById(PAGE_DATA_ID);
  const root = document.getElementById('root');
  if (!script?.textContent || !root) {
    throw new Error(`a server-rendered page needs #${PAGE_DATA_ID} and #root`);
  }
  return { data: JSON.parse(script.textContent) as PublicPageData, root };
}

/**
 * The page's one live store: it holds the inlined view and follows the
 * page's channel from its version, so the socket carries only what changed
 * since the server drew the page (ADR 044).
 */
function liveStoreOf(data: PublicPageData): LiveStore {
  const slug = data.view.frame.slug;
  const live = new LiveStore({
    url: `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/api/realtime`,
    createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
    page: browserPage(),
    fetchDefaultSlug: () => Promise.resolve(slug),
  });
  // A view inlined in part is not one to resume from: `followPage` reads the whole first.
  if (data.whole) {
    live.seed(
      slug,
      'page',
      { version: data.version, epoch: data.epoch, view: data.view },
      data.path,
    );
  }
  return live;
}

/**
 * Follows the page's channel. A page inlined in part first reads its whole
 * view in lines, parsed in steps (`fetchWholeView`), and follows from its
 * version; should that fail, the channel sends the whole view instead.
 * Returns what stops following.
 */
function followPage(data: PublicPageData, live: LiveStore): () => void {
  const slug = data.view.frame.slug;
  if (data.whole) {
    return live.watch(slug, 'page', data.path);
  }
  let stopped = false;
  let unwatch: (() => void) | undefined;
  // A chunk of its own, preloaded with the pages inlined in part (page-chunks.ts): no other needs it.
  void import('./whole-view-in-lines')
    .then(({ fetchWholeView }) => fetchWholeView(slug, data.path))
    .then(
      (replica) => live.seed(slug, 'page', replica, data.path),
      () => undefined,
    )
    .then(() => {
      if (!stopped) {
        unwatch = live.watch(slug, 'page', data.path);
      }
    });
  return () => {
    stopped = true;
    unwatch?.();
  };
}

/** The server drew the page with no socket: hydration reads it closed too. */
const closedOnServer = () => false;

function LivePublicApp({ data, live }: { data: PublicPageData; live: LiveStore }) {
  const slug = data.view.frame.slug;
  const currentView = useCallback(
    (): PublicPageView => live.getReplica(slug, 'page', data.path)?.view ?? data.view,
    [live, slug, data],
  );
  const isOpen = useCallback(() => live.getStatus() === 'open', [live]);
  // The server's snapshot is the same store: hydration reads the view the page came with.
  const latest = useSyncExternalStore(live.subscribe, currentView, currentView);
  // A store's change renders at once and whole; deferred, the page's new view (the whole of
  // /entries after its first rows: thousands of couples) renders in a transition, in slices.
  const view = useDeferredValue(latest);
  const connected = useSyncExternalStore(live.subscribe, isOpen, closedOnServer);
  // Watch only once hydrated: the socket is not on the page's critical path. A page that says
  // there is no such page has nothing to follow.
  useEffect(
    () => (data.view.page === 'unknown' ? undefined : followPage(data, live)),
    [live, data],
  );
  return <PublicApp data={data} view={view} connected={connected} />;
}

/**
 * A page with a chunk of its own loads it before hydrating, so the first render is the server's:
 * /results/{event} its sheets' code (the skating library), /register its form, /updateEntries
 * its access form. No top-level await, so those chunks may import what they share with this
 * script from it. Each chunk is also in PAGE_CHUNK_SOURCES, for the server to preload it with
 * this script.
 */
async function loadPageChunk(page: PublicPageView['page']): Promise<void> {
  if (page === 'resultDetails') {
    const { EventResultsContent } = await import('../features/results/event-results-content');
    eventResultsSlot.set(EventResultsContent);
  } else if (page === 'register') {
    const { RegisterContent } = await import('../features/registration/register-content');
    registerSlot.set(RegisterContent);
  } else if (page === 'updateEntries') {
    const { UpdateEntriesContent } =
      await import('../features/update-entries/update-entries-content');
    updateEntriesSlot.set(UpdateEntriesContent);
  }
}

/**
 * Takes the server's page over. Each step is a task of its own (the script's
 * evaluation, reading the page's data, evaluating React DOM, hydrating), and
 * React hydrates in slices, yielding to the browser between them: the page
 * is already readable, and no step holds a phone's main thread for long
 * (issue 27: total blocking time on a phone).
 */
async function start(): Promise<void> {
  await nextTask();
  const { data, root } = readPage();
  learnPageFormats(data);
  const live = liveStoreOf(data);
  await loadPageChunk(data.view.page);
  await nextTask();
  const { hydratePage } = await import('./hydrate-page');
  await nextTask();
  hydratePage(root, <LivePublicApp data={data} live={live} />);
}

void start();
