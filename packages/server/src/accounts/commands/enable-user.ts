import { mayManageMember } from '@floorcraft/domain';
import type { AccountCommandContext, CommandActor } from './account-command';
import { accountTarget, type AccountTargetInput } from './account-target';

/**
 * Lets a disabled account sign in again. Only owners enable owners. The flag and the
 * audit entry are written in one transaction.
 */
export function enableUser(
  { accounts }: AccountCommandContext,
  by: CommandActor,
  input: AccountTargetInput,
): void {
  accounts.transaction(() => {
    const user = accountTarget(accounts, by, input, (held) =>
      mayManageMember(by.actor, 'disableMember', held),
    );
    accounts.users.setDisabled(user.id, false);
    accounts.audit.record({
      competitionSlug: input.competitionSlug,
      actorUserId: by.userId,
      actor: by.who,
      action: 'user-enabled',
      target: user.email,
      ip: by.ip,
    });
  });
}
