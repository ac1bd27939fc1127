import {
  competitionSlugSchema,
  mayAssignRole,
  mayManageMember,
  roleLabels,
  roles,
  type Role,
} from '@floorcraft/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { SessionWatch } from '../accounts/session-watch';
import type { CompetitionHost } from '../competitions/competition-host';
import type { Mailer } from '../mail/mailer';
import type { AccessOptions } from './authenticate';
import { allow, baseUrl, parseBody } from './guard';

export interface MemberRouteOptions extends AccessOptions {
  host: CompetitionHost;
  mailer: Mailer;
  sessionWatch: SessionWatch;
}

const roleSchema = z.enum(roles);
const inviteBody = z.strictObject({
  email: z.email('enter a valid email address').max(254),
  role: roleSchema,
});
const rolesBody = z.strictObject({ roles: z.array(roleSchema).min(1, 'choose at least one role') });

type SlugParams = { Params: { slug: string } };
type MemberParams = { Params: { slug: string; userId: string } };
type InvitationParams = { Params: { slug: string; invitationId: string } };

/**
 * The members screen's API: who works on a competition, invitations, role
 * changes, revoking and disabling, and the audit log. Each request is
 * decided by the domain policy; owners are protected from admins.
 */
export function registerMemberRoutes(app: FastifyInstance, options: MemberRouteOptions): void {
  const { accounts, host } = options;

  const knownSlug = (slug: string, reply: FastifyReply): string | undefined => {
    const parsed = competitionSlugSchema.safeParse(slug);
    if (!parsed.success || !host.list().some((competition) => competition.slug === slug)) {
      void reply.code(404).send({ error: `no competition "${slug}"` });
      return undefined;
    }
    return parsed.data;
  };

  app.get<SlugParams>('/api/competitions/:slug/members', (request, reply) => {
    const slug = knownSlug(request.params.slug, reply);
    if (slug === undefined || !allow(request, reply, options, slug, 'viewMembers')) {
      return reply;
    }
    return {
      members: accounts.users.members(slug).map(({ user, roles: held }) => {
        const lock = accounts.signInLockOf(user);
        return {
          userId: user.id,
          email: user.email,
          name: user.name,
          roles: held,
          disabled: user.disabledAt !== undefined,
          signInLocked: lock.locked,
          failedSignIns: lock.failures,
        };
      }),
      invitations: accounts.invitations.pending(slug).map((invitation) => ({
        id: invitation.id,
        email: invitation.email,
        role: invitation.role,
        invitedBy: invitation.invitedBy,
        expiresAt: invitation.expiresAt,
      })),
    };
  });

  // Names only (no emails): the mark history says who keyed a paper card or
  // reopened one, for those who may see the marks at all.
  app.get<SlugParams>('/api/competitions/:slug/staff-names', (request, reply) => {
    const slug = knownSlug(request.params.slug, reply);
    if (slug === undefined || !allow(request, reply, options, slug, 'viewMarks')) {
      return reply;
    }
    return {
      // A member with no name is left out: the screen then shows a short id.
      names: Object.fromEntries(
        accounts.users
          .members(slug)
          .filter(({ user }) => user.name.trim() !== '')
          .map(({ user }) => [user.id, user.name]),
      ),
    };
  });

  app.post<SlugParams>('/api/competitions/:slug/invitations', async (request, reply) => {
    const slug = knownSlug(request.params.slug, reply);
    const allowed = slug && allow(request, reply, options, slug, 'inviteMember');
    const body = allowed && parseBody(inviteBody, request, reply);
    if (!slug || !allowed || !body) {
      return reply;
    }
    const assign = mayAssignRole(allowed.actor, body.role);
    if (!assign.allowed) {
      return reply.code(403).send({ error: assign.reason });
    }
    const { invitation, token } = accounts.invitations.create({
      email: body.email,
      competitionSlug: slug,
      role: body.role,
      invitedBy: allowed.who,
    });
    accounts.audit.record({
      competitionSlug: slug,
      actorUserId: allowed.user?.id,
      actor: allowed.who,
      action: 'invitation-sent',
      target: body.email,
      ip: request.ip,
      detail: body.role,
    });
    const competition = host.list().find((entry) => entry.slug === slug)?.fullName ?? slug;
    const link = `${baseUrl(request, accounts.config.publicUrl)}/invite/${token}`;
    let mail: 'sent' | 'outbox' | 'failed';
    try {
      const delivery = await options.mailer.send({
        to: body.email,
        subject: `You are invited to ${competition} as ${roleLabels[body.role]}`,
        text: [
          `${allowed.who} invites you to help run ${competition} as ${roleLabels[body.role]}.`,
          '',
          `Accept the invitation here (the link works once, for 7 days): ${link}`,
          '',
          'If you already have a Floorcraft account, sign in with it there; otherwise choose a password.',
        ].join('\n'),
      });
      mail = delivery.status;
    } catch (error) {
      mail = 'failed';
      request.log.error({ err: error }, 'invitation mail failed');
    }
    return reply.code(201).send({ id: invitation.id, email: invitation.email, mail });
  });

  app.delete<InvitationParams>(
    '/api/competitions/:slug/invitations/:invitationId',
    (request, reply) => {
      const slug = knownSlug(request.params.slug, reply);
      const allowed = slug && allow(request, reply, options, slug, 'inviteMember');
      if (!slug || !allowed) {
        return reply;
      }
      if (!accounts.invitations.withdraw(slug, request.params.invitationId)) {
        return reply.code(404).send({ error: 'no such pending invitation' });
      }
      accounts.audit.record({
        competitionSlug: slug,
        actorUserId: allowed.user?.id,
        actor: allowed.who,
        action: 'invitation-withdrawn',
        target: request.params.invitationId,
        ip: request.ip,
      });
      return reply.code(204).send();
    },
  );

  /** Finds the member and checks the owner protections; replies and returns undefined if refused. */
  const target = (
    slug: string,
    userId: string,
    action: 'changeRoles' | 'revokeMember' | 'disableMember',
    actor: Parameters<typeof mayManageMember>[0],
    reply: FastifyReply,
  ) => {
    const member = accounts.users.members(slug).find(({ user }) => user.id === userId);
    if (!member) {
      void reply.code(404).send({ error: 'no such member in this competition' });
      return undefined;
    }
    const decision = mayManageMember(actor, action, member.roles);
    if (!decision.allowed) {
      void reply.code(403).send({ error: decision.reason });
      return undefined;
    }
    return member;
  };

  const wouldRemoveLastOwner = (slug: string, held: readonly Role[], kept: readonly Role[]) =>
    held.includes('owner') && !kept.includes('owner') && accounts.users.ownerCount(slug) <= 1;

  app.put<MemberParams>('/api/competitions/:slug/members/:userId/roles', (request, reply) => {
    const slug = knownSlug(request.params.slug, reply);
    const allowed = slug && allow(request, reply, options, slug, 'changeRoles');
    const body = allowed && parseBody(rolesBody, request, reply);
    const member =
      slug &&
      allowed &&
      body &&
      target(slug, request.params.userId, 'changeRoles', allowed.actor, reply);
    if (!slug || !allowed || !body || !member) {
      return reply;
    }
    const changed = roles.filter(
      (role) => member.roles.includes(role) !== body.roles.includes(role),
    );
    for (const role of changed) {
      const decision = mayAssignRole(allowed.actor, role);
      if (!decision.allowed) {
        return reply.code(403).send({ error: decision.reason });
      }
    }
    if (wouldRemoveLastOwner(slug, member.roles, body.roles)) {
      return reply.code(409).send({ error: 'a competition needs at least one owner' });
    }
    for (const role of changed) {
      if (body.roles.includes(role)) {
        accounts.users.grant(member.user.id, slug, role, allowed.who);
      } else {
        accounts.users.revoke(member.user.id, slug, role);
      }
    }
    accounts.audit.record({
      competitionSlug: slug,
      actorUserId: allowed.user?.id,
      actor: allowed.who,
      action: 'roles-changed',
      target: member.user.email,
      ip: request.ip,
      detail: `${member.roles.join(', ')} → ${body.roles.join(', ')}`,
    });
    return { roles: accounts.users.rolesIn(member.user.id, slug) };
  });

  app.delete<MemberParams>('/api/competitions/:slug/members/:userId', (request, reply) => {
    const slug = knownSlug(request.params.slug, reply);
    const allowed = slug && allow(request, reply, options, slug, 'revokeMember');
    const member =
      slug && allowed && target(slug, request.params.userId, 'revokeMember', allowed.actor, reply);
    if (!slug || !allowed || !member) {
      return reply;
    }
    if (wouldRemoveLastOwner(slug, member.roles, [])) {
      return reply.code(409).send({ error: 'a competition needs at least one owner' });
    }
    accounts.users.revoke(member.user.id, slug);
    accounts.audit.record({
      competitionSlug: slug,
      actorUserId: allowed.user?.id,
      actor: allowed.who,
      action: 'member-revoked',
      target: member.user.email,
      ip: request.ip,
      detail: member.roles.join(', '),
    });
    return reply.code(204).send();
  });

  for (const disabled of [true, false]) {
    app.post<MemberParams>(
      `/api/competitions/:slug/members/:userId/${disabled ? 'disable' : 'enable'}`,
      (request, reply) => {
        const slug = knownSlug(request.params.slug, reply);
        const allowed = slug && allow(request, reply, options, slug, 'disableMember');
        const member =
          slug &&
          allowed &&
          target(slug, request.params.userId, 'disableMember', allowed.actor, reply);
        if (!slug || !allowed || !member) {
          return reply;
        }
        if (disabled && member.user.id === allowed.user?.id) {
          return reply.code(409).send({ error: 'you cannot disable your own account' });
        }
        accounts.users.setDisabled(member.user.id, disabled);
        if (disabled) {
          // Disabling signs the user out everywhere at once (spec §4: user-disabled).
          options.sessionWatch.ended(accounts.sessions.endAllFor(member.user.id));
        }
        accounts.audit.record({
          competitionSlug: slug,
          actorUserId: allowed.user?.id,
          actor: allowed.who,
          action: disabled ? 'user-disabled' : 'user-enabled',
          target: member.user.email,
          ip: request.ip,
        });
        return reply.code(204).send();
      },
    );
  }

  // Wrong passwords from strangers can hold a member back (ADR 006); an owner or admin lets
  // them in again. It only lifts the limits, so admins may do it for owners too.
  app.post<MemberParams>(
    '/api/competitions/:slug/members/:userId/unlock-sign-in',
    (request, reply) => {
      const slug = knownSlug(request.params.slug, reply);
      const allowed = slug && allow(request, reply, options, slug, 'unlockSignIn');
      if (!slug || !allowed) {
        return reply;
      }
      const member = accounts.users
        .members(slug)
        .find(({ user }) => user.id === request.params.userId);
      if (!member) {
        return reply.code(404).send({ error: 'no such member in this competition' });
      }
      accounts.liftSignInLock(member.user, {
        competitionSlug: slug,
        actor: allowed.who,
        actorUserId: allowed.user?.id,
        ip: request.ip,
        how: 'members screen',
      });
      return reply.code(204).send();
    },
  );

  app.get<SlugParams>('/api/competitions/:slug/audit', (request, reply) => {
    const slug = knownSlug(request.params.slug, reply);
    if (slug === undefined || !allow(request, reply, options, slug, 'viewAudit')) {
      return reply;
    }
    return { entries: accounts.audit.forCompetition(slug) };
  });
}
