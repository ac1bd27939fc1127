import { roleLabels, singleLineText } from '@floorcraft/domain';
import type { InvitationAccepted, InvitationInfo } from '@floorcraft/domain/api';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AccountError } from '../accounts/accounts';
import { acceptInvitation, INVITATION_GONE } from '../accounts/commands/accept-invitation';
import { AccountRefusal } from '../accounts/commands/account-refusal';
import type { Invitation } from '../accounts/invitation-store';
import type { User } from '../accounts/user-store';
import type { CompetitionHost } from '../competitions/competition-host';
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
    } else {
      try {
        const created = await unlessBusy(reply, () =>
          accounts.createUser({
            email: invitation.email,
            name: body.name ?? '',
            password: body.password,
            mustChangePassword: false,
          }),
        );
        if (!created) {
          return reply;
        }
        user = created;
      } catch (error) {
        if (error instanceof AccountError) {
          return reply.code(400).send({ error: error.message });
        }
        throw error;
      }
      token = await accounts.sessions.start(user.id, from.ip, from.userAgent);
    }
    try {
      await acceptInvitation(
        options,
        {
          actor: { kind: 'member', userId: user.id, roles: [] },
          who: user.email,
          userId: user.id,
          ip: request.ip,
        },
        { invitation, user },
      );
    } catch (error) {
      if (error instanceof AccountRefusal) {
        return reply.code(404).send({ error: error.message });
      }
      throw error;
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
