import type { AccountLimits } from '../account-limits';
import type { User } from '../user-store';
import type { AccountCommandContext } from './account-command';
import { AccountRefusal } from './account-refusal';
import { AttemptsLimited } from './attempts-limited';

export interface ChangeOwnPasswordInput {
  /** The signed-in account changing its own password. */
  user: User;
  currentPassword: string;
  newPassword: string;
  ip: string;
}

/**
 * A signed-in person changes their own password. Everything cheap first: the policy, then
 * the attempt counted (before the hash, so a stolen session cannot try passwords at the hash
 * queue's pace), then the current password checked and the new one hashed. The password,
 * every session of the account ended, the audit entry and this browser's new session are
 * then written in one transaction. Returns the new session's token. Throws `AccountError`
 * for the policy, `AccountRefusal` for a wrong current password, `AttemptsLimited` after
 * too many, and `HashingBusy` when the hash queue is full.
 */
export async function changeOwnPassword(
  { accounts, sessionWatch, limits }: AccountCommandContext & { limits: AccountLimits },
  input: ChangeOwnPasswordInput,
): Promise<{ token: string }> {
  const { user } = input;
  accounts.checkPasswordPolicy(input.newPassword);
  const attempt = await limits.takeCurrentPassword(user.id);
  if (!attempt.admitted) {
    throw new AttemptsLimited(attempt.retryAfterMs);
  }
  if (!(await accounts.verifyPassword(input.currentPassword, user.passwordHash))) {
    throw new AccountRefusal('invalid', 'the current password is not right');
  }
  await limits.clearCurrentPassword(user.id);
  const hash = await accounts.newPasswordHash(input.newPassword);
  const { ended, token } = await accounts.transaction(async (tx) => {
    await tx.users.setPassword(user.id, hash, false);
    const endedSessions = await tx.sessions.endAllFor(user.id);
    await tx.audit.record({
      actor: user.email,
      actorUserId: user.id,
      action: 'password-changed',
      ip: input.ip,
    });
    return { ended: endedSessions, token: await tx.sessions.start(user.id, input.ip, '') };
  });
  sessionWatch?.ended(ended);
  return { token };
}
