import { competitionSlugSchema } from '@floorcraft/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CompetitionHost } from '../competitions/competition-host';

/** A POST handler for one competition, found by its slug. */
export type CompetitionHandler = (
  request: FastifyRequest,
  reply: FastifyReply,
  slug: string,
) => Promise<unknown>;

/**
 * Registers `POST /api/competitions/:slug/{suffix}` and, for the default
 * competition (the root site), `POST /api/{suffix}`, as the command routes
 * do. An unknown competition is answered 404 before the handler runs.
 */
export function postForCompetition(
  app: FastifyInstance,
  host: CompetitionHost,
  suffix: string,
  handler: CompetitionHandler,
): void {
  const missing = (reply: FastifyReply, slug: string) =>
    reply.code(404).send({ error: `no competition "${slug}"` });
  app.post(`/api/${suffix}`, (request, reply) => {
    const slug = host.defaultSlug();
    return slug === undefined ? missing(reply, '(default)') : handler(request, reply, slug);
  });
  app.post<{ Params: { slug: string } }>(`/api/competitions/:slug/${suffix}`, (request, reply) => {
    const slug = competitionSlugSchema.safeParse(request.params.slug);
    if (!slug.success || host.stateOf(slug.data) === undefined) {
      return missing(reply, request.params.slug);
    }
    return handler(request, reply, slug.data);
  });
}
