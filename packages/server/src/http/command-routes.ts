import { competitionIndex } from '../competitions/competition-index';
import { commandEnvelopeSchema, competitionSlugSchema, type Command } from '@floorcraft/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { refusalStatus } from '../competitions/command-outcome';
import type { CompetitionHost } from '../competitions/competition-host';
import { formatZodError } from './format-zod-error';
import { resolveActor, signedIn, type AccessOptions } from './authenticate';
import { MUST_CHANGE_PASSWORD, sendSignedOut } from './guard';

export interface CommandRouteOptions extends AccessOptions {
  host: CompetitionHost;
  /** Told of each command applied (or answered as a retry): background work it starts. */
  applied?: (slug: string, command: Command) => void;
}

/**
 * POST a command: (origin checked in app.ts) → validate → authenticate → (policy, decide,
 * append, publish inside the host) → reply. The reply carries the version
 * at which the change took effect so a client can wait to see it live.
 */
export function registerCommandRoutes(app: FastifyInstance, options: CommandRouteOptions): void {
  const handle = async (request: FastifyRequest, reply: FastifyReply, slug: string | undefined) => {
    const parsed = commandEnvelopeSchema.safeParse(request.body);
    if (!parsed.success) {
      return reply.code(400).send({ error: formatZodError(parsed.error) });
    }
    const target =
      parsed.data.command.type === 'createCompetition'
        ? parsed.data.command.slug
        : (slug ?? options.host.defaultSlug());
    const actor = await resolveActor(request, options, target);
    if (actor.kind === 'anonymous') {
      return sendSignedOut(reply);
    }
    if (
      actor.kind === 'member' &&
      (await signedIn(request, options.accounts))?.user.mustChangePassword
    ) {
      return reply.code(403).send({ error: MUST_CHANGE_PASSWORD });
    }
    const outcome = await options.host.execute(slug, parsed.data, actor);
    if (outcome.status === 'refused') {
      return reply.code(refusalStatus[outcome.reason]).send({ error: outcome.message });
    }
    options.applied?.(outcome.competition, parsed.data.command);
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
  // The index at `/` and the web app's default competition (issue 25).
  app.get('/api/competitions', () =>
    competitionIndex(options.host, new Date().toISOString().slice(0, 10)),
  );
}
