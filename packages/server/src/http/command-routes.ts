import { commandEnvelopeSchema, competitionSlugSchema } from '@floorcraft/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CommandOutcome } from '../competitions/command-outcome';
import type { CompetitionHost } from '../competitions/competition-host';
import { formatZodError } from './format-zod-error';
import { originAllowed } from './origin-check';
import { resolveActor } from './resolve-actor';

const statusOf: Record<Extract<CommandOutcome, { status: 'refused' }>['reason'], number> = {
  invalid: 422,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
};

export interface CommandRouteOptions {
  host: CompetitionHost;
  apiToken: string | undefined;
  allowedOrigins: readonly string[];
}

/**
 * POST a command: origin check → authenticate → validate → (policy, decide,
 * append, publish inside the host) → reply. The reply carries the version
 * at which the change took effect so a client can wait to see it live.
 */
export function registerCommandRoutes(app: FastifyInstance, options: CommandRouteOptions): void {
  const handle = async (request: FastifyRequest, reply: FastifyReply, slug: string | undefined) => {
    if (!originAllowed(request, options.allowedOrigins)) {
      return reply
        .code(403)
        .send({ error: `requests from ${request.headers.origin} are not allowed` });
    }
    const actor = resolveActor(request, options.apiToken);
    const parsed = commandEnvelopeSchema.safeParse(request.body);
    if (!parsed.success) {
      return reply.code(400).send({ error: formatZodError(parsed.error) });
    }
    const outcome = await options.host.execute(slug, parsed.data, actor);
    if (outcome.status === 'refused') {
      return reply.code(statusOf[outcome.reason]).send({ error: outcome.message });
    }
    request.log.info(
      { command: parsed.data.command.type, commandId: parsed.data.commandId, ...outcome },
      'command',
    );
    return reply.send(outcome);
  };

  app.post('/api/commands', (request, reply) => handle(request, reply, undefined));
  app.post<{ Params: { slug: string } }>('/api/competitions/:slug/commands', (request, reply) => {
    const slug = competitionSlugSchema.safeParse(request.params.slug);
    if (!slug.success) {
      return reply.code(404).send({ error: `no competition "${request.params.slug}"` });
    }
    return handle(request, reply, slug.data);
  });
  app.get('/api/competitions', () => ({ competitions: options.host.list() }));
}
