import type { AccountCommandContext, CommandActor } from './account-command';
import { operatorTarget } from './account-target';
import { newOneTimePassword } from '../secrets';

export interface ResetPasswordInput {
  userId: string;
  /** The new password, checked against the policy; without it a one-time password is made. */
  password?: string;
  /** How, for the audit log's unlock entry: "admin CLI reset-password". */
  how: string;
}

/**
 * Gives an account a new password (the admin CLI's `reset-password`), for the server
 * itself only: ends every session of it and lifts its sign-in lock. The password is
 * hashed first (slow, outside any transaction); the password, the sessions, the lock and
 * both audit entries are then written in one transaction. Returns the one-time password
 * when it made one, to be shown once.
 */
export async function resetPassword(
  { accounts, sessionWatch }: AccountCommandContext,
  by: CommandActor,
  input: ResetPasswordInput,
): Promise<{ oneTimePassword: string | undefined }> {
  // Refused before the hashing, so a refusal costs nothing.
  await operatorTarget(accounts, by, input.userId);
  const oneTimePassword = input.password === undefined ? newOneTimePassword() : undefined;
  const hash =
    oneTimePassword === undefined
      ? await accounts.newPasswordHash(input.password ?? '')
      : await accounts.generatedPasswordHash(oneTimePassword);
  const ended = await accounts.transaction(async (tx) => {
    const user = await operatorTarget(tx, by, input.userId);
    await tx.users.setPassword(user.id, hash, oneTimePassword !== undefined);
    const endedSessions = await tx.sessions.endAllFor(user.id);
    await tx.audit.record({
      actorUserId: by.userId,
      actor: by.who,
      action: 'password-reset',
      target: user.email,
      ip: by.ip,
    });
    await tx.liftSignInLock(user, {
      actor: by.who,
      actorUserId: by.userId,
      ip: by.ip,
      how: input.how,
    });
    return endedSessions;
  });
  sessionWatch?.ended(ended);
  return { oneTimePassword };
}
