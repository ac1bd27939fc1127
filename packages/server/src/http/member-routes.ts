import { roles } from '@floorcraft/domain';
import type {
  AuditAnswer,
  InvitationSent,
  MemberRow,
  MembersAnswer,
  StaffNamesAnswer,
} from '@floorcraft/domain/api';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { changeRoles } from '../accounts/commands/change-roles';
import { disableUser } from '../accounts/commands/disable-user';
import { enableUser } from '../accounts/commands/enable-user';
import { inviteMember } from '../accounts/commands/invite-member';
import { revokeRoles } from '../accounts/commands/revoke-roles';
import { unlockSignIn } from '../accounts/commands/unlock-sign-in';
import { withdrawInvitation } from '../accounts/commands/withdraw-invitation';
import type { SessionWatch } from '../accounts/session-watch';
import type { CompetitionHost } from '../competitions/competition-host';
import type { Mailer } from '../mail/mailer';
import { accountCommandRoute, noContent } from './account-command-route';
import { knownCompetition } from './known-competition';
import type { AccessOptions } from './authenticate';
import { allow } from './guard';
import { mailInvitation } from './invitation-mail';

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

type SlugParams = { slug: string };
type MemberParams = { slug: string; userId: string };
type InvitationParams = { slug: string; invitationId: string };

/**
 * The members screen's API: who works on a competition, invitations, role changes,
 * revoking, disabling and unlocking, and the audit log. Every change is one account
 * command (`accounts/commands/`, shared with the admin CLI) behind the same chain.
 */
export function registerMemberRoutes(app: FastifyInstance, options: MemberRouteOptions): void {
  const { accounts, host } = options;

  app.get<{ Params: SlugParams }>('/api/competitions/:slug/members', async (request, reply) => {
    const slug = knownCompetition(host, request.params.slug, reply);
    if (slug === undefined || !(await allow(request, reply, options, slug, 'viewMembers'))) {
      return reply;
    }
    const members: MemberRow[] = [];
    for (const { user, roles: held } of await accounts.users.members(slug)) {
      const lock = await accounts.signInLockOf(user);
      members.push({
        userId: user.id,
        email: user.email,
        name: user.name,
        roles: held,
        disabled: user.disabledAt !== undefined,
        signInLocked: lock.locked,
        failedSignIns: lock.failures,
      });
    }
    const answer: MembersAnswer = {
      members,
      invitations: (await accounts.invitations.pending(slug)).map((invitation) => ({
        id: invitation.id,
        email: invitation.email,
        role: invitation.role,
        invitedBy: invitation.invitedBy,
        expiresAt: invitation.expiresAt,
      })),
    };
    return answer;
  });

  // Names only (no emails): the mark history says who keyed a paper card or
  // reopened one, and the desk's payment history who recorded, refunded or
  // voided a payment, for those who may see the marks or the registrations.
  app.get<{ Params: SlugParams }>('/api/competitions/:slug/staff-names', async (request, reply) => {
    const slug = knownCompetition(host, request.params.slug, reply);
    if (slug === undefined || !(await allow(request, reply, options, slug, 'viewStaffNames'))) {
      return reply;
    }
    const answer: StaffNamesAnswer = {
      // A member with no name is left out: the screen then shows a short id.
      names: Object.fromEntries(
        (await accounts.users.members(slug))
          .filter(({ user }) => user.name.trim() !== '')
          .map(({ user }) => [user.id, user.name]),
      ),
    };
    return answer;
  });

  app.post(
    '/api/competitions/:slug/invitations',
    accountCommandRoute<SlugParams, z.infer<typeof inviteBody>, InvitationSent>(options, {
      action: 'inviteMember',
      body: inviteBody,
      run: async (by, { slug, body, request }) => {
        const { invitation, token } = await inviteMember(options, by, { slug, ...body });
        const mail = await mailInvitation(options.mailer, request, {
          to: body.email,
          role: body.role,
          competition: host.list().find((entry) => entry.slug === slug)?.fullName ?? slug,
          from: by.who,
          link: `${options.links.origin}/invite/${token}`,
        });
        return { id: invitation.id, email: invitation.email, mail };
      },
      present: (sent, reply) => reply.code(201).send(sent),
    }),
  );

  app.delete(
    '/api/competitions/:slug/invitations/:invitationId',
    accountCommandRoute<InvitationParams, unknown, void>(options, {
      action: 'inviteMember',
      run: (by, { slug, params }) =>
        withdrawInvitation(options, by, { slug, invitationId: params.invitationId }),
      present: noContent,
    }),
  );

  app.put(
    '/api/competitions/:slug/members/:userId/roles',
    accountCommandRoute<MemberParams, z.infer<typeof rolesBody>, { roles: string[] }>(options, {
      action: 'changeRoles',
      body: rolesBody,
      run: (by, { slug, params, body }) =>
        changeRoles(options, by, { slug, userId: params.userId, roles: body.roles }),
      present: (changed) => ({ roles: changed.roles }),
    }),
  );

  app.delete(
    '/api/competitions/:slug/members/:userId',
    accountCommandRoute<MemberParams, unknown, unknown>(options, {
      action: 'revokeMember',
      run: (by, { slug, params }) => revokeRoles(options, by, { slug, userId: params.userId }),
      present: noContent,
    }),
  );

  app.post(
    '/api/competitions/:slug/members/:userId/disable',
    accountCommandRoute<MemberParams, unknown, void>(options, {
      action: 'disableMember',
      run: (by, { slug, params }) =>
        disableUser(options, by, { userId: params.userId, competitionSlug: slug }),
      present: noContent,
    }),
  );

  app.post(
    '/api/competitions/:slug/members/:userId/enable',
    accountCommandRoute<MemberParams, unknown, void>(options, {
      action: 'disableMember',
      run: (by, { slug, params }) =>
        enableUser(options, by, { userId: params.userId, competitionSlug: slug }),
      present: noContent,
    }),
  );

  // Wrong passwords from strangers can hold a member back (ADR 006); an owner or admin lets
  // them in again. It only lifts the limits, so admins may do it for owners too.
  app.post(
    '/api/competitions/:slug/members/:userId/unlock-sign-in',
    accountCommandRoute<MemberParams, unknown, number>(options, {
      action: 'unlockSignIn',
      run: (by, { slug, params }) =>
        unlockSignIn(options, by, {
          userId: params.userId,
          competitionSlug: slug,
          how: 'members screen',
        }),
      present: noContent,
    }),
  );

  app.get<{ Params: SlugParams }>('/api/competitions/:slug/audit', async (request, reply) => {
    const slug = knownCompetition(host, request.params.slug, reply);
    if (slug === undefined || !(await allow(request, reply, options, slug, 'viewAudit'))) {
      return reply;
    }
    const answer: AuditAnswer = { entries: await accounts.audit.forCompetition(slug) };
    return answer;
  });
}
