import type { AccountCommandContext, CommandActor } from './account-command';
import { accountTarget, type AccountTargetInput } from './account-target';

/**
 * Lets a disabled account sign in again, under the same rule as disabling it: authority in
 * every competition of the account, only owners enable owners (`accountTarget`). The flag
 * and the audit entry are written in one transaction.
 */
export async function enableUser(
  { accounts }: AccountCommandContext,
  by: CommandActor,
  input: AccountTargetInput,
): Promise<void> {
  await accounts.transaction(async (tx) => {
    const user = await accountTarget(tx, by, input, 'enableAccount');
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
