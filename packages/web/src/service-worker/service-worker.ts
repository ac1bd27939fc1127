import { strategyFor } from './offline-strategy';

/**
 * The judge tablet's offline app shell. A tablet that loses the venue's
 * network can still be reloaded: pages fall back to the cached app, built
 * files come from the cache, and the outbox in IndexedDB still holds every
 * card not yet sent. Nothing from the API is ever cached.
 *
 * The build replaces the two markers below with the list of built files and
 * a name that changes with them (vite.config.ts), so a new release replaces
 * the cache.
 */
declare const __FLOORCRAFT_PRECACHE__: string[];
declare const __FLOORCRAFT_CACHE__: string;

interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEventLike extends ExtendableEventLike {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  location: Location;
  clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(
    type: 'install' | 'activate',
    listener: (event: ExtendableEventLike) => void,
  ): void;
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
}

const worker = self as unknown as WorkerScope;
const CACHE = __FLOORCRAFT_CACHE__;

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(__FLOORCRAFT_PRECACHE__))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))),
      )
      .then(() => worker.clients.claim()),
  );
});

async function page(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    return (await caches.match('/index.html', { cacheName: CACHE })) ?? Response.error();
  }
}

async function cached(request: Request): Promise<Response> {
  return (await caches.match(request, { cacheName: CACHE })) ?? fetch(request);
}

worker.addEventListener('fetch', (event) => {
  const strategy = strategyFor(event.request, worker.location.origin);
  if (strategy === 'page') {
    event.respondWith(page(event.request));
  } else if (strategy === 'cached') {
    event.respondWith(cached(event.request));
  }
});
