import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { CompetitionHost } from '../competitions/competition-host';
import type { ViewChannel } from './view-channel';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

type Encoding = 'br' | 'gzip';

/** The encoding to send for an Accept-Encoding header: Brotli, else gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, quality]) => quality?.trim() !== 'q=0')
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes('br')) {
    return 'br';
  }
  return accepted.includes('gzip') ? 'gzip' : undefined;
}

/**
 * One compressed copy per channel, version and encoding: every phone that
 * opens /live before the next change shares it. Brotli at quality 5 is
 * quick enough for a view of megabytes (tens of milliseconds) and small.
 */
class CompressedSnapshots {
  private readonly cache = new WeakMap<ViewChannel, Map<string, Promise<Buffer>>>();

  get(channel: ViewChannel, encoding: Encoding): Promise<Buffer> {
    let byKey = this.cache.get(channel);
    if (!byKey) {
      byKey = new Map();
      this.cache.set(channel, byKey);
    }
    const key = `${channel.currentVersion}:${encoding}`;
    let compressed = byKey.get(key);
    if (!compressed) {
      // Older versions are never asked for again.
      byKey.clear();
      const frame = Buffer.from(channel.snapshot());
      compressed =
        encoding === 'br'
          ? brotli(frame, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
          : gzipped(frame, { level: 6 });
      byKey.set(key, compressed);
      // A failure is not kept: the next request tries again.
      const cached = byKey;
      compressed.catch(() => cached.delete(key));
    }
    return compressed;
  }
}

/**
 * `GET /api/competitions/:slug/views/public`: the public view's snapshot
 * frame over HTTP, compressed, so a phone opening /live downloads a
 * fraction of what the WebSocket (which does not compress) would carry;
 * the page then subscribes with the frame's version and receives only
 * changes. Public data only: the same view every spectator's socket gets.
 */
export function registerSnapshotRoute(app: FastifyInstance, host: CompetitionHost): void {
  const snapshots = new CompressedSnapshots();
  app.get<{ Params: { slug: string } }>(
    '/api/competitions/:slug/views/public',
    async (request, reply) => {
      const channel = host.channel(request.params.slug, 'public');
      if (!channel) {
        return reply.code(404).send({ error: `no competition "${request.params.slug}"` });
      }
      void reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding');
      const encoding = chooseEncoding(request.headers['accept-encoding']);
      if (!encoding) {
        return reply.send(channel.snapshot());
      }
      const body = await snapshots.get(channel, encoding);
      return reply.header('content-encoding', encoding).send(body);
    },
  );
}
