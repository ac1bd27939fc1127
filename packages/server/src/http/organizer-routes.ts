import { hasServerAuthority } from '@floorcraft/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { resolveActor, signedIn, type AccessOptions } from './authenticate';
import { MUST_CHANGE_PASSWORD, parseBody, sendSignedOut } from './guard';

const organizerBody = z.strictObject({
  email: z.email('enter a valid email address').max(254),
  mayCreateCompetitions: z.boolean('must be true or false'),
});

/**
 * A server administrator names an account an organizer who may create competitions
 * (`COMPETITION_CREATORS=organizers`, issue 25), or takes that back. Only those with
 * server authority may: a role in a competition is no right over the server.
 */
export function registerOrganizerRoutes(app: FastifyInstance, options: AccessOptions): void {
  app.post('/api/accounts/organizers', async (request, reply) => {
    const actor = await resolveActor(request, options, undefined);
    if (actor.kind === 'anonymous' || actor.kind === 'judgeDevice') {
      return sendSignedOut(reply);
    }
    if (!hasServerAuthority(actor)) {
      const mustChange =
        actor.kind === 'member' &&
        (await signedIn(request, options.accounts))?.user.mustChangePassword;
      return reply.code(403).send({
        error: mustChange
          ? MUST_CHANGE_PASSWORD
          : 'only a server administrator can name the organizers who may create competitions',
      });
    }
    const body = parseBody(organizerBody, request, reply);
    if (body === undefined) {
      return reply;
    }
    const user = await options.accounts.users.byEmail(body.email);
    if (user === undefined) {
      return reply.code(404).send({ error: `email: no account has the email ${body.email}` });
    }
    const by =
      actor.kind === 'member' ? await options.accounts.users.byId(actor.userId) : undefined;
    await options.accounts.transaction(async (tx) => {
      await tx.users.setMayCreateCompetitions(user.id, body.mayCreateCompetitions);
      await tx.audit.record({
        actorUserId: by?.id,
        actor: by?.email ?? 'system:api-token',
        action: 'organizer-named',
        target: user.email,
        ip: request.ip,
        detail: body.mayCreateCompetitions
          ? 'may create competitions'
          : 'may no longer create competitions',
      });
    });
    return reply.code(204).send();
  });
}
