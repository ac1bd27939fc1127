import type { AccountCommandContext, CommandActor } from './account-command';
import { accountTarget, type AccountTargetInput } from './account-target';

export interface UnlockSignInInput extends AccountTargetInput {
  /** How, for the audit log: "members screen", "admin CLI unlock". */
  how: string;
}

/**
 * Lifts the sign-in limits that wrong passwords put on an account (ADR 006). It grants
 * nothing, so admins may unlock owners too; the lock is the account's, so a member needs
 * `unlockSignIn` in every competition of the account (`accountTarget`). The lift and its
 * audit entry are written in one transaction; returns how many failed sign-ins no longer
 * count.
 */
export async function unlockSignIn(
  { accounts }: AccountCommandContext,
  by: CommandActor,
  input: UnlockSignInInput,
): Promise<number> {
  return accounts.transaction(async (tx) => {
    const user = await accountTarget(tx, by, input, 'unlockSignIn');
    return await tx.liftSignInLock(user, {
      competitionSlug: input.competitionSlug,
      actor: by.who,
      actorUserId: by.userId,
      ip: by.ip,
      how: input.how,
    });
  });
}
