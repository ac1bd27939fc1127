import { hasServerAuthority, type Actor } from '@floorcraft/domain';
import type { OrganizerAccount, OrganizersAnswer } from '@floorcraft/domain/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { resolveActor, signedIn, type AccessOptions } from './authenticate';
import { MUST_CHANGE_PASSWORD, parseBody, sendSignedOut } from './guard';

const organizerBody = z.strictObject({
  email: z.email('enter a valid email address').max(254),
  mayCreateCompetitions: z.boolean('must be true or false'),
});

/**
 * The actor when it speaks for the server (a server administrator or the API
 * token); otherwise the refusal is sent and undefined returned. A role in a
 * competition is no right over the server.
 */
async function serverAuthority(
  request: FastifyRequest,
  reply: FastifyReply,
  options: AccessOptions,
): Promise<Actor | undefined> {
  const actor = await resolveActor(request, options, undefined);
  if (actor.kind === 'anonymous' || actor.kind === 'judgeDevice') {
    await sendSignedOut(reply);
    return undefined;
  }
  if (!hasServerAuthority(actor)) {
    const mustChange =
      actor.kind === 'member' &&
      (await signedIn(request, options.accounts))?.user.mustChangePassword;
    await reply.code(403).send({
      error: mustChange
        ? MUST_CHANGE_PASSWORD
        : 'only a server administrator can name the organizers who may create competitions',
    });
    return undefined;
  }
  return actor;
}

/**
 * A server administrator sees the server's accounts and names the organizers
 * who may create competitions (`COMPETITION_CREATORS=organizers`, issue 25),
 * or takes that back: the organizers screen, and the API behind it.
 */
export function registerOrganizerRoutes(app: FastifyInstance, options: AccessOptions): void {
  app.get('/api/accounts/organizers', async (request, reply) => {
    if ((await serverAuthority(request, reply, options)) === undefined) {
      return reply;
    }
    const users = await options.accounts.users.list();
    const accounts: OrganizerAccount[] = users
      .map((user) => ({
        email: user.email,
        name: user.name,
        serverAdministrator: user.serverAdministrator,
        mayCreateCompetitions: user.mayCreateCompetitions,
        disabled: user.disabledAt !== undefined,
      }))
      .sort((a, b) => a.email.localeCompare(b.email));
    const answer: OrganizersAnswer = { competitionCreators: options.competitionCreators, accounts };
    return answer;
  });

  app.post('/api/accounts/organizers', async (request, reply) => {
    const actor = await serverAuthority(request, reply, options);
    if (actor === undefined) {
      return reply;
    }
    const body = parseBody(organizerBody, request, reply);
    if (body === undefined) {
      return reply;
    }
    const user = await options.accounts.users.byEmail(body.email);
    if (user === undefined) {
      return reply.code(404).send({
        error: `email: no account has the email ${body.email}: invite them to a competition from its Members screen first`,
      });
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
