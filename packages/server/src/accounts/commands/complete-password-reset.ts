import type { AccountLimits } from '../account-limits';
import { hashSecret } from '../secrets';
import type { User } from '../user-store';
import type { AccountCommandContext } from './account-command';
import { AccountRefusal } from './account-refusal';
import { AttemptsLimited } from './attempts-limited';

/** What the reset page says when its link can no longer be used. */
export const RESET_LINK_GONE = 'this reset link has expired or was already used: ask for a new one';

export interface CompletePasswordResetInput {
  /** The token of the mailed link. */
  token: string;
  password: string;
  ip: string;
  /** This browser's session, if any: it ends, and a new one starts (fixation defence). */
  previousSession: string | undefined;
}

export interface ResetContext extends AccountCommandContext {
  limits: AccountLimits;
  /** Links being completed right now in this process: a second request with one waits its turn. */
  completing: Set<string>;
}

/**
 * Someone with a mailed reset link chooses a new password. Everything cheap first: the
 * policy, then the link (without using it up, so a weak password does not burn it; a dead
 * link is counted per address). Only a live link gets a password hashed. The link used up,
 * the password, every session ended, the sign-in lock lifted, their audit entries and this
 * browser's new session are then written in one transaction: all or none. Returns the
 * account and its new session's token.
 */
export async function completePasswordReset(
  { accounts, sessionWatch, limits, completing }: ResetContext,
  input: CompletePasswordResetInput,
): Promise<{ user: User; token: string }> {
  accounts.checkPasswordPolicy(input.password);
  if (!(await accounts.resets.isOpen(input.token))) {
    const counted = await limits.takeBadResetLink(input.ip);
    if (!counted.admitted) {
      throw new AttemptsLimited(counted.retryAfterMs);
    }
    throw new AccountRefusal('invalid', RESET_LINK_GONE);
  }
  const linkKey = hashSecret(input.token);
  if (completing.has(linkKey)) {
    throw new AccountRefusal('conflict', 'this reset link is being used right now');
  }
  completing.add(linkKey);
  let hash: string;
  try {
    hash = await accounts.newPasswordHash(input.password);
  } finally {
    completing.delete(linkKey);
  }
  const reset = await accounts.transaction(async (tx) => {
    const userId = await tx.resets.redeem(input.token);
    const user = userId === undefined ? undefined : await tx.users.byId(userId);
    if (!user) {
      throw new AccountRefusal('invalid', RESET_LINK_GONE);
    }
    await tx.users.setPassword(user.id, hash, false);
    const ended = await tx.sessions.endAllFor(user.id);
    await tx.audit.record({
      actor: user.email,
      actorUserId: user.id,
      action: 'password-reset',
      ip: input.ip,
    });
    // The mailed link proves who this is better than any password: it lifts the lock too.
    await tx.liftSignInLock(user, {
      actor: user.email,
      actorUserId: user.id,
      ip: input.ip,
      how: 'password reset by the mailed link',
    });
    if (input.previousSession !== undefined) {
      await tx.sessions.end(input.previousSession);
      ended.push(hashSecret(input.previousSession));
    }
    return { user, ended, token: await tx.sessions.start(user.id, input.ip, '') };
  });
  sessionWatch?.ended(reset.ended);
  return { user: reset.user, token: reset.token };
}
