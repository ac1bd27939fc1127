import { roleLabels, singleLineText } from '@floorcraft/domain';
import type { InvitationAccepted, InvitationInfo } from '@floorcraft/domain/api';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  acceptInvitation,
  acceptInvitationAsNewAccount,
  INVITATION_GONE,
} from '../accounts/commands/accept-invitation';
import type { Invitation } from '../accounts/invitation-store';
import type { User } from '../accounts/user-store';
import type { CompetitionHost } from '../competitions/competition-host';
import { replyToAccountFailure } from './account-failure';
import type { AccessOptions } from './authenticate';
import { readKnownBrowserTokens, setCookie, setKnownBrowserTokens } from './cookies';
import { parseBody } from './guard';
import { sendTooManyAttempts, unlessBusy } from './limit-replies';

export interface InvitationRouteOptions extends AccessOptions {
  host: CompetitionHost;
}

const acceptBody = z.strictObject({
  name: singleLineText().trim().max(200).optional(),
  password: singleLineText().min(1, 'enter a password'),
});

type TokenParams = { Params: { token: string } };

/**
 * The invitation link's page: who is invited to what, and accepting it,
 * either by choosing a password (a new account) or with the password of the
 * account that already has this email. Accepting signs the person in.
 */
export function registerInvitationRoutes(
  app: FastifyInstance,
  options: InvitationRouteOptions,
): void {
  const { accounts, host } = options;
  const competitionName = (invitation: Invitation) =>
    host.list().find((entry) => entry.slug === invitation.competitionSlug)?.fullName ??
    invitation.competitionSlug;

  app.get<TokenParams>('/api/invitations/:token', async (request, reply) => {
    const invitation = await accounts.invitations.open(request.params.token);
    if (!invitation) {
      return reply.code(404).send({ error: INVITATION_GONE });
    }
    const info: InvitationInfo = {
      email: invitation.email,
      competition: { slug: invitation.competitionSlug, fullName: competitionName(invitation) },
      role: invitation.role,
      roleLabel: roleLabels[invitation.role],
      hasAccount: (await accounts.users.byEmail(invitation.email)) !== undefined,
    };
    return info;
  });

  app.post<TokenParams>('/api/invitations/:token/accept', async (request, reply) => {
    const body = parseBody(acceptBody, request, reply);
    if (!body) {
      return reply;
    }
    const invitation = await accounts.invitations.open(request.params.token);
    if (!invitation) {
      return reply.code(404).send({ error: INVITATION_GONE });
    }
    const from = {
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? '',
      knownBrowserTokens: readKnownBrowserTokens(request),
    };
    let user: User;
    let token: string;
    let knownBrowserTokens: string[] | undefined;
    try {
      if (await accounts.users.byEmail(invitation.email)) {
        const result = await unlessBusy(reply, () =>
          accounts.signIn(invitation.email, body.password, from),
        );
        if (!result) {
          return reply;
        }
        if (!result.ok) {
          return result.reason === 'limited'
            ? sendTooManyAttempts(reply, result.retryAfterMs)
            : reply.code(401).send({ error: 'that is not the password of this account' });
        }
        ({ user, token, knownBrowserTokens } = result);
        await acceptInvitation(
          options,
          {
            actor: { kind: 'member', userId: user.id, roles: [] },
            who: user.email,
            userId: user.id,
            ip: request.ip,
          },
          { invitation, user },
        ).catch(async (error: unknown) => {
          // The reply refuses, so no browser will hold this session: it must not outlive it.
          await accounts.sessions.end(result.token);
          throw error;
        });
      } else {
        // Checked and hashed before the transaction: hashing takes the time of many writes.
        const passwordHash = await accounts.newPasswordHash(body.password);
        ({ user, sessionToken: token } = await acceptInvitationAsNewAccount(options, {
          invitation,
          name: body.name ?? '',
          passwordHash,
          from,
        }));
      }
    } catch (error) {
      // A link used up meanwhile 404, an account made for the email meanwhile 409, a password
      // the policy refuses 400, a full hash queue 503.
      return replyToAccountFailure(error, reply);
    }
    setCookie(request, reply, 'session', token);
    setKnownBrowserTokens(
      request,
      reply,
      knownBrowserTokens ??
        (await accounts.knownBrowsers.remember(user.id, from.knownBrowserTokens)),
    );
    const accepted: InvitationAccepted = {
      competition: invitation.competitionSlug,
      role: invitation.role,
    };
    return accepted;
  });
}
