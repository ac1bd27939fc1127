import type { AccountCommandContext, CommandActor } from './account-command';
import { AccountRefusal } from './account-refusal';
import { accountTarget, type AccountTargetInput } from './account-target';
import { keepAnOwnerEverywhere } from './owner-rule';

/**
 * Blocks an account's sign-in and ends every session of it at once (spec §4:
 * user-disabled). Nobody disables their own account; a member disables only accounts whose
 * every competition they may disable members of, and only owners disable owners
 * (`accountTarget`); an account that is the last owner of a competition stays enabled (ADR 006: a disabled
 * owner counts for nothing). The flag, the sessions and the audit entry are written in
 * one transaction; the open screens of those sessions close after it commits.
 */
export async function disableUser(
  { accounts, sessionWatch }: AccountCommandContext,
  by: CommandActor,
  input: AccountTargetInput,
): Promise<void> {
  const ended = await accounts.transaction(async (tx) => {
    const user = await accountTarget(tx, by, input, 'disableAccount');
    if (user.id === by.userId) {
      throw new AccountRefusal('conflict', 'you cannot disable your own account');
    }
    await keepAnOwnerEverywhere(tx, user.id);
    await tx.users.setDisabled(user.id, true);
    const endedSessions = await tx.sessions.endAllFor(user.id);
    await tx.audit.record({
      competitionSlug: input.competitionSlug,
      actorUserId: by.userId,
      actor: by.who,
      action: 'user-disabled',
      target: user.email,
      ip: by.ip,
    });
    return endedSessions;
  });
  sessionWatch?.ended(ended);
}
