import { audienceSchema } from '@floorcraft/domain';
import type { FastifyInstance } from 'fastify';
import type { CompetitionHost } from '../competitions/competition-host';
import type { ChannelRegistry } from './channel-registry';
import { resolveActor, type AccessOptions } from '../http/authenticate';
import { audienceRefusal, judgeKeyOf } from '../http/audience-access';
import type { Encoding } from './compressed-frame';
import { compressedSnapshotInLines, snapshotInLines } from './snapshot-in-lines';

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
 * `GET /api/competitions/:slug/views/:audience`: a view's snapshot frame
 * over HTTP, compressed, so a page's first copy of the view costs a
 * fraction of what the WebSocket (which does not compress) would carry;
 * the page then subscribes with the frame's version and receives only
 * changes. With `?lines=1` a page's long list comes an item per line, for
 * a phone to parse in steps (snapshot-in-lines.ts). Who may read which view is decided exactly as for the socket
 * (`audienceRefusal`): the public view for anybody, the others by role,
 * the judge view for a bound tablet, its own judge's.
 */
export function registerSnapshotRoute(
  app: FastifyInstance,
  options: AccessOptions & { host: CompetitionHost; channels: ChannelRegistry },
): void {
  const { channels } = options;
  app.get<{
    Params: { slug: string; audience: string };
    Querystring: { page?: unknown; lines?: unknown };
  }>('/api/competitions/:slug/views/:audience', async (request, reply) => {
    const { slug } = request.params;
    const audience = audienceSchema.safeParse(request.params.audience);
    if (!audience.success) {
      return reply.code(404).send({
        error: `no view "${request.params.audience}": ask for ${audienceSchema.options.join(', ')}`,
      });
    }
    const actor = await resolveActor(request, options, slug);
    const refusal = audienceRefusal(actor, audience.data);
    if (refusal) {
      return reply.code(actor.kind === 'anonymous' ? 401 : 403).send({ error: refusal });
    }
    const page = typeof request.query.page === 'string' ? request.query.page : undefined;
    const channel = channels.channel(
      slug,
      audience.data,
      audience.data === 'page' ? page : judgeKeyOf(actor),
    );
    if (!channel) {
      return reply.code(404).send({
        error:
          // The public channel, made with the competition: asking makes none (see realtime-route).
          audience.data === 'page' && channels.channel(slug, 'public')
            ? `no page "${page ?? '(name it with ?page=)'}" to read`
            : `no competition "${slug}"`,
      });
    }
    void reply
      .header('content-type', 'application/json; charset=utf-8')
      // Views change all day and signed-in ones are personal: never kept by a shared cache.
      .header(
        'cache-control',
        audience.data === 'public' || audience.data === 'page' ? 'no-cache' : 'private, no-cache',
      )
      .header('vary', 'accept-encoding');
    // `?lines=1`: the frame with a page's long list an item per line (snapshot-in-lines.ts).
    const inLines = request.query.lines === '1';
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) {
      return reply.send(inLines ? snapshotInLines(channel) : channel.snapshot());
    }
    // One compressed copy per version and encoding, shared by every phone that asks.
    const body = await (inLines
      ? compressedSnapshotInLines(channel, encoding)
      : channel.compressedSnapshot(encoding));
    return reply.header('content-encoding', encoding).send(body);
  });
}
