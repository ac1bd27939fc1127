/** How the service worker answers a request. */
export type Strategy =
  /** Not ours to answer: the API, the socket, uploads, other sites, anything but GET. */
  | 'network'
  /** A page: the network first, the cached app shell when the network is unreachable. */
  | 'page'
  /** A built file (content-hashed, never changes): the cache first. */
  | 'cached';

const SERVER_PATHS = /^\/(api|healthz|uploads)(\/|$)/;

/**
 * Which way a request goes. Only what the app itself is made of is cached:
 * marks and live data always come from the server (the tablet's outbox, not
 * the cache, keeps marks while it is unreachable).
 */
export function strategyFor(
  request: { method: string; mode: string; url: string },
  origin: string,
): Strategy {
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== origin || SERVER_PATHS.test(url.pathname)) {
    return 'network';
  }
  return request.mode === 'navigate' ? 'page' : 'cached';
}

/** The files to keep from a build: every emitted file but source maps and Vite's manifest. */
export function precacheList(fileNames: readonly string[]): string[] {
  const files = fileNames
    .filter((name) => !name.endsWith('.map') && !name.startsWith('.vite/') && name !== 'sw.js')
    .map((name) => `/${name}`);
  return ['/index.html', ...files.filter((file) => file !== '/index.html')].sort();
}
