import { mayAssignRole, mayManageMember, type Role } from '@floorcraft/domain';
import type { AccountStores } from '../account-stores';
import type { User } from '../user-store';
import type { AccountCommandContext, CommandActor } from './account-command';
import { refuseUnlessAllowed } from './account-refusal';
import { accountById } from './find-member';
import { knownRole } from './known-role';

export interface GrantRoleInput {
  slug: string;
  userId: string;
  role: string;
}

/**
 * Adds one role in a competition to an account (the admin CLI's `grant`); a role already
 * held stays as it is. Only owners grant the owner role or change an owner's roles. The
 * role and the audit entry are written in one transaction.
 */
export async function grantRole(
  { accounts }: AccountCommandContext,
  by: CommandActor,
  input: GrantRoleInput,
): Promise<{ roles: Role[] }> {
  const role = knownRole(input.role);
  return accounts.transaction(async (tx) => {
    const user = await accountById(tx, input.userId);
    refuseUnlessAllowed(
      mayManageMember(by.actor, 'changeRoles', await tx.users.rolesIn(user.id, input.slug)),
    );
    refuseUnlessAllowed(mayAssignRole(by.actor, role));
    await writeGrant(tx, by, user, input.slug, role);
    return { roles: await tx.users.rolesIn(user.id, input.slug) };
  });
}

/** The grant and its audit entry; the caller holds the transaction and has checked the policy. */
export async function writeGrant(
  tx: AccountStores,
  by: CommandActor,
  user: User,
  slug: string,
  role: Role,
): Promise<void> {
  await tx.users.grant(user.id, slug, role, by.who);
  await tx.audit.record({
    competitionSlug: slug,
    actorUserId: by.userId,
    actor: by.who,
    action: 'roles-changed',
    target: user.email,
    ip: by.ip,
    detail: `granted ${role}`,
  });
}
