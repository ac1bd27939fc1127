import { competitionSlugSchema, type Action } from '@floorcraft/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AccountError } from '../accounts/accounts';
import type { AccountCommandContext, CommandActor } from '../accounts/commands/account-command';
import { AccountRefusal, type RefusalKind } from '../accounts/commands/account-refusal';
import type { CompetitionHost } from '../competitions/competition-host';
import type { AccessOptions } from './authenticate';
import { allow, parseBody } from './guard';

export interface AccountRouteOptions extends AccessOptions, AccountCommandContext {
  host: CompetitionHost;
}

/** What one account route adds to the shared chain. */
export interface AccountCommandRoute<Params, Body, Result> {
  /** The policy's question, asked before the command (which asks its finer ones itself). */
  action: Action;
  /** The body's schema; routes without one take no body. */
  body?: z.ZodType<Body>;
  /** Calls the command. */
  run: (
    by: CommandActor,
    input: { slug: string; params: Params; body: Body; request: FastifyRequest },
  ) => Result | Promise<Result>;
  /** Turns the command's result into the reply. */
  present: (result: Result, reply: FastifyReply) => unknown;
}

const statusOf: Record<RefusalKind, number> = {
  'not-found': 404,
  forbidden: 403,
  conflict: 409,
  invalid: 400,
};

/** The competition slug if it names a hosted competition; otherwise replies 404. */
export function knownCompetition(
  host: CompetitionHost,
  slug: string,
  reply: FastifyReply,
): string | undefined {
  const parsed = competitionSlugSchema.safeParse(slug);
  if (!parsed.success || !host.list().some((competition) => competition.slug === slug)) {
    void reply.code(404).send({ error: `no competition "${slug}"` });
    return undefined;
  }
  return parsed.data;
}

/**
 * One account route as the house chain (house style rule 8): validate the competition and
 * the body → resolve the actor → ask the policy → run the command (its own transaction
 * and rules) → present. A command's refusal becomes 404, 403, 409 or 400 with its
 * message; any other AccountError (the password policy) 400.
 */
export function accountCommandRoute<Params extends { slug: string }, Body, Result>(
  options: AccountRouteOptions,
  route: AccountCommandRoute<Params, Body, Result>,
) {
  // A route without a schema takes any body and leaves it unread (its Body is `unknown`).
  const bodySchema: z.ZodType<Body> = route.body ?? (z.unknown() as z.ZodType<Body>);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    // Fastify fills the params from the route's path, which names exactly these.
    const params = request.params as Params;
    const slug = knownCompetition(options.host, params.slug, reply);
    const body = slug === undefined ? undefined : parseBody(bodySchema, request, reply);
    const allowed =
      slug === undefined || body === undefined
        ? undefined
        : await allow(request, reply, options, slug, route.action);
    if (slug === undefined || body === undefined || !allowed) {
      return reply;
    }
    const by: CommandActor = {
      actor: allowed.actor,
      who: allowed.who,
      userId: allowed.user?.id,
      ip: request.ip,
    };
    try {
      const result = await route.run(by, { slug, params, body, request });
      return route.present(result, reply);
    } catch (error) {
      if (error instanceof AccountRefusal) {
        return reply.code(statusOf[error.kind]).send({ error: error.message });
      }
      if (error instanceof AccountError) {
        return reply.code(400).send({ error: error.message });
      }
      throw error;
    }
  };
}

/** The presenter of a command that answers nothing: 204. */
export function noContent(_result: unknown, reply: FastifyReply) {
  return reply.code(204).send();
}
