import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CompetitionHost } from '../competitions/competition-host';
import { knownCompetition } from './known-competition';

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
  app.post(`/api/${suffix}`, (request, reply) => {
    const slug = host.defaultSlug();
    return slug === undefined
      ? reply.code(404).send({ error: 'no competition "(default)"' })
      : handler(request, reply, slug);
  });
  app.post<{ Params: { slug: string } }>(`/api/competitions/:slug/${suffix}`, (request, reply) => {
    const slug = knownCompetition(host, request.params.slug, reply);
    return slug === undefined ? reply : handler(request, reply, slug);
  });
}
