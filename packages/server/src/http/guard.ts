import { authorize, type Action, type Actor } from '@floorcraft/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { User } from '../accounts/user-store';
import { resolveActor, signedIn, type AccessOptions } from './authenticate';
import { formatZodError } from './format-zod-error';

export interface Allowed {
  actor: Actor;
  /** The signed-in user, when the actor is one. */
  user: User | undefined;
  /** How the audit log names the actor. */
  who: string;
}

export const MUST_CHANGE_PASSWORD = 'choose a new password before you continue';

/** The reply for a request without a live session; the web app then asks to sign in again. */
export function sendSignedOut(reply: FastifyReply) {
  return reply.code(401).send({ error: 'sign in to continue', code: 'signed-out' });
}

/**
 * Lets the request through when the domain policy allows `action` in
 * competition `slug`; otherwise replies 401 (nobody signed in) or 403 (the
 * reason from the policy) and returns undefined.
 */
export async function allow(
  request: FastifyRequest,
  reply: FastifyReply,
  options: AccessOptions,
  slug: string,
  action: Action,
): Promise<Allowed | undefined> {
  const actor = await resolveActor(request, options, slug);
  const decision = authorize(actor, action);
  if (decision.allowed) {
    const user =
      actor.kind === 'member' ? await options.accounts.users.byId(actor.userId) : undefined;
    return { actor, user, who: user?.email ?? (actor.kind === 'system' ? 'system:api-token' : '') };
  }
  if (actor.kind === 'anonymous' || actor.kind === 'judgeDevice') {
    void sendSignedOut(reply);
    return undefined;
  }
  const mustChange =
    actor.kind === 'member' && (await signedIn(request, options.accounts))?.user.mustChangePassword;
  void reply.code(403).send({
    error: mustChange ? MUST_CHANGE_PASSWORD : decision.reason,
  });
  return undefined;
}

/** The parsed body, or undefined after replying 400 with every problem named. */
export function parseBody<T>(
  schema: z.ZodType<T>,
  request: FastifyRequest,
  reply: FastifyReply,
): T | undefined {
  const parsed = schema.safeParse(request.body ?? {});
  if (!parsed.success) {
    void reply.code(400).send({ error: formatZodError(parsed.error) });
    return undefined;
  }
  return parsed.data;
}
