import { mayManageMember, type Role } from '@floorcraft/domain';
import type { AccountCommandContext, CommandActor } from './account-command';
import { AccountRefusal, refuseUnlessAllowed } from './account-refusal';
import { memberOf } from './find-member';
import { knownRole } from './known-role';
import { keepAnOwner } from './owner-rule';

export interface RevokeRolesInput {
  slug: string;
  userId: string;
  /** The one role to take away; every role in the competition when absent. */
  role?: string;
}

/**
 * Takes a member's roles in a competition away: all of them (the members screen's
 * revoke, the CLI's `revoke` without `--role`) or one. Only owners touch an owner's
 * membership, and the last owner keeps the role (ADR 006). The removal and its audit
 * entry are written in one transaction.
 */
export async function revokeRoles(
  { accounts }: AccountCommandContext,
  by: CommandActor,
  input: RevokeRolesInput,
): Promise<{ removed: Role[]; roles: Role[] }> {
  const only = input.role === undefined ? undefined : knownRole(input.role);
  return accounts.transaction(async (tx) => {
    const member = await memberOf(tx, input.slug, input.userId);
    refuseUnlessAllowed(mayManageMember(by.actor, 'revokeMember', member.roles));
    if (only !== undefined && !member.roles.includes(only)) {
      throw new AccountRefusal(
        'conflict',
        `${member.user.email} does not hold the role ${only} in this competition`,
      );
    }
    const removed = only === undefined ? member.roles : [only];
    if (removed.includes('owner')) {
      await keepAnOwner(tx, input.slug, member.user.id);
    }
    await tx.users.revoke(member.user.id, input.slug, only);
    await tx.audit.record({
      competitionSlug: input.slug,
      actorUserId: by.userId,
      actor: by.who,
      action: 'member-revoked',
      target: member.user.email,
      ip: by.ip,
      detail: removed.join(', '),
    });
    return { removed, roles: await tx.users.rolesIn(member.user.id, input.slug) };
  });
}
