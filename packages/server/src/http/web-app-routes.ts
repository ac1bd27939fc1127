import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { chooseEncoding } from '../realtime/snapshot-route';
import type { RenderedPages } from './public-pages/rendered-pages';

/** Paths that never fall back to the app: the API, health and built assets. */
const NOT_APP = /^\/(api|healthz|assets)(\/|$)/;
/** The build's source maps (web vite.config.ts): the app's own source, served only when asked. */
const SOURCE_MAP = /\.map$/i;
/** The public pages' renderer (web vite.ssr.config.ts): the server's to run, not a file to serve. */
const RENDERER = /^\/ssr(\/|$)/;

export interface WebAppOptions {
  /** SERVE_SOURCE_MAPS: serve the `.map` files; otherwise they answer 404. */
  serveSourceMaps: boolean;
  /** The data a page will fetch first, for its answer to name as preloads (first-view-preloads.ts). */
  preloads?: (request: FastifyRequest, pathname: string) => Promise<string[]>;
  /** The public pages drawn on the server (ADR 044); without them the app draws every page. */
  pages?: RenderedPages;
}

/**
 * Serves the built web app, and for any other GET that is not API or an
 * asset, the app's index.html, so that React Router's history-mode URLs
 * (e.g. /results/Gold%20Standard) work on reload and when shared.
 */
export async function registerWebAppRoutes(
  app: FastifyInstance,
  webDist: string,
  { serveSourceMaps, preloads, pages }: WebAppOptions = { serveSourceMaps: false },
): Promise<void> {
  const built = existsSync(path.join(webDist, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      // The build writes .br and .gz copies (web precompress-plugin): sent when the client accepts them.
      preCompressed: true,
      index: false,
      cacheControl: false,
      allowedPath: (pathname) =>
        !RENDERER.test(pathname) && (serveSourceMaps || !SOURCE_MAP.test(pathname)),
      setHeaders: (reply, filePath) => {
        // Vite gives assets content hashes: cache them for a year. Everything else revalidates.
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn({ webDist }, 'web app not built: run `npm run build`');
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsApp =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !NOT_APP.test(pathname) &&
      !SOURCE_MAP.test(pathname) &&
      // Refused by the static files above, the renderer must not come back as the app either.
      !RENDERER.test(pathname);
    if (!wantsApp) {
      return reply.code(404).send({ error: `nothing at ${request.method} ${pathname}` });
    }
    if (!built) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The web app is not built yet: run `npm run build`.');
    }
    const page = await pages
      ?.answer(pathname, chooseEncoding(request.headers['accept-encoding']))
      .catch((error: unknown) => {
        // A page the renderer cannot draw is still shown: the app draws it from the view.
        request.log.error({ err: error, pathname }, 'drawing a public page failed');
        return undefined;
      });
    if (page) {
      if (page.encoding) {
        void reply.header('content-encoding', page.encoding);
      }
      return reply
        .code(page.status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        .send(page.body);
    }
    const early = (await preloads?.(request, pathname)) ?? [];
    if (early.length > 0) {
      // `crossorigin` (same-origin credentials) matches the app's own fetch, which then takes
      // the preloaded answer instead of asking again. The hints depend on who is signed in.
      void reply
        .header(
          'link',
          early.map((url) => `<${url}>; rel=preload; as=fetch; crossorigin`).join(', '),
        )
        .header('vary', 'cookie');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
