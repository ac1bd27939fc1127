import { mayManageMember } from '@floorcraft/domain';
import type { AccountCommandContext, CommandActor } from './account-command';
import { accountTarget, type AccountTargetInput } from './account-target';

/**
 * Lets a disabled account sign in again. Only owners enable owners. The flag and the
 * audit entry are written in one transaction.
 */
export async function enableUser(
  { accounts }: AccountCommandContext,
  by: CommandActor,
  input: AccountTargetInput,
): Promise<void> {
  await accounts.transaction(async (tx) => {
    const user = await accountTarget(tx, by, input, (held) =>
      mayManageMember(by.actor, 'disableMember', held),
    );
    await tx.users.setDisabled(user.id, false);
    await tx.audit.record({
      competitionSlug: input.competitionSlug,
      actorUserId: by.userId,
      actor: by.who,
      action: 'user-enabled',
      target: user.email,
      ip: by.ip,
    });
  });
}
