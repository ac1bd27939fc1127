import { mayAssignRole, mayManageMember, roles as allRoles, type Role } from '@floorcraft/domain';
import type { AccountCommandContext, CommandActor } from './account-command';
import { AccountRefusal, refuseUnlessAllowed } from './account-refusal';
import { memberOf } from './find-member';
import { knownRole } from './known-role';
import { keepAnOwner } from './owner-rule';

export interface ChangeRolesInput {
  slug: string;
  userId: string;
  /** Every role the member is to hold in the competition afterwards. */
  roles: readonly string[];
}

/**
 * The members screen's role change: the member ends up holding exactly `roles`. Only
 * owners make or unmake owners or change an owner's roles, and the last owner keeps the
 * role (ADR 006). The roles and the audit entry are written in one transaction.
 */
export async function changeRoles(
  { accounts }: AccountCommandContext,
  by: CommandActor,
  input: ChangeRolesInput,
): Promise<{ roles: Role[] }> {
  const wanted = input.roles.map(knownRole);
  if (wanted.length === 0) {
    throw new AccountRefusal('invalid', 'choose at least one role');
  }
  return accounts.transaction(async (tx) => {
    const member = await memberOf(tx, input.slug, input.userId);
    refuseUnlessAllowed(mayManageMember(by.actor, 'changeRoles', member.roles));
    const changed = allRoles.filter(
      (role) => member.roles.includes(role) !== wanted.includes(role),
    );
    for (const role of changed) {
      refuseUnlessAllowed(mayAssignRole(by.actor, role));
    }
    if (member.roles.includes('owner') && !wanted.includes('owner')) {
      await keepAnOwner(tx, input.slug, member.user.id);
    }
    for (const role of changed) {
      if (wanted.includes(role)) {
        await tx.users.grant(member.user.id, input.slug, role, by.who);
      } else {
        await tx.users.revoke(member.user.id, input.slug, role);
      }
    }
    await tx.audit.record({
      competitionSlug: input.slug,
      actorUserId: by.userId,
      actor: by.who,
      action: 'roles-changed',
      target: member.user.email,
      ip: by.ip,
      detail: `${member.roles.join(', ')} → ${wanted.join(', ')}`,
    });
    return { roles: await tx.users.rolesIn(member.user.id, input.slug) };
  });
}
