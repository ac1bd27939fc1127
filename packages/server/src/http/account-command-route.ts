import type { Action } from '@floorcraft/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AccountCommandContext, CommandActor } from '../accounts/commands/account-command';
import type { CompetitionHost } from '../competitions/competition-host';
import type { AccessOptions } from './authenticate';
import { replyToAccountFailure } from './account-failure';
import { allow, parseBody } from './guard';
import { knownCompetition } from './known-competition';

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

/**
 * One account route as the house chain (house style rule 8): the competition → resolve the
 * actor and ask the policy → validate the body → run the command (its own transaction
 * and rules) → present. A command that does not run to the end is answered by
 * `replyToAccountFailure`.
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
    // Who may ask comes before what they asked: someone without the right gets 401 or 403
    // whatever they sent, and learns nothing of the body's shape.
    const allowed =
      slug === undefined ? undefined : await allow(request, reply, options, slug, route.action);
    const body = allowed ? parseBody(bodySchema, request, reply) : undefined;
    if (slug === undefined || !allowed || body === undefined) {
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
      return replyToAccountFailure(error, reply);
    }
  };
}

/** The presenter of a command that answers nothing: 204. */
export function noContent(_result: unknown, reply: FastifyReply) {
  return reply.code(204).send();
}
