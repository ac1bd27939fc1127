import { competitionSlugSchema } from '@floorcraft/domain';
import type { FastifyReply } from 'fastify';
import type { CompetitionHost } from '../competitions/competition-host';

/**
 * The one check every competition route makes first: the slug if it names a competition this
 * server hosts; otherwise it replies 404 naming the slug and returns undefined. Asked before
 * anything else, so a route never tells who may do what in a competition that does not exist.
 */
export function knownCompetition(
  host: CompetitionHost,
  slug: string,
  reply: FastifyReply,
): string | undefined {
  const parsed = competitionSlugSchema.safeParse(slug);
  if (!parsed.success || host.stateOf(parsed.data) === undefined) {
    void reply.code(404).send({ error: `no competition "${slug}"` });
    return undefined;
  }
  return parsed.data;
}
