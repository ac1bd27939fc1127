import type { IncomingMessage } from 'node:http';
import type { ProxyOptions } from 'vite';
// Vite bundles a config's relative imports but leaves packages to Node, which cannot load the
// domain's TypeScript index: this one dependency-free file is read by path.
// eslint-disable-next-line no-restricted-imports
import { publicPageOf } from '../domain/src/views/public-pages/page-paths.ts';

/** A page's path under its competition's root: `/c/{slug}/rules` is `/rules`. */
function pathUnderRoot(pathname: string): string {
  const scoped = /^\/c\/[^/]+(\/.*)?$/.exec(pathname);
  return scoped ? (scoped[1] ?? '/') : pathname;
}

/** Whether a request is a browser opening one of the public pages the server draws (ADR 044). */
export function opensServerDrawnPage(request: Pick<IncomingMessage, 'url' | 'headers'>): boolean {
  const pathname = new URL(request.url ?? '/', 'http://dev').pathname;
  const wantsDocument = request.headers.accept?.includes('text/html') ?? false;
  return wantsDocument && publicPageOf(pathUnderRoot(pathname)) !== undefined;
}

/**
 * The Vite dev server's proxy for the public pages: the server draws them
 * (with its web build's renderer and public script, ADR 044), so in
 * development too a public route is the server's page, not the app's "this
 * page comes from the server" note.
 */
export function devPublicPagesProxy(target: string): Record<string, string | ProxyOptions> {
  return {
    // The public pages' script and chunks come from the server's build; Vite's own modules
    // are served from /src, /@vite and /node_modules, never /assets.
    '/assets': target,
    // Candidates only: paths without a dot or an @ (never a module Vite serves); the bypass
    // hands everything that is not a public page's document back to Vite.
    '^/[^.@]*$': {
      target,
      bypass: (request) => (opensServerDrawnPage(request) ? undefined : request.url),
    },
  };
}
