import { hashSecret } from '../secrets';
import type { User } from '../user-store';
import type { AccountCommandContext } from './account-command';

export interface SignOutInput {
  /** The browser's session cookie, if it sent one (a dead one is ended all the same). */
  token: string | undefined;
  /** Whom the session belonged to, when it was live: the audit entry names them. */
  user: User | undefined;
  ip: string;
}

/**
 * Signs this browser out: its session ends and, when it was someone's live session, the
 * audit log says so, both in one transaction; its open screens close after the commit.
 */
export async function signOut(
  { accounts, sessionWatch }: AccountCommandContext,
  input: SignOutInput,
): Promise<void> {
  const { token, user } = input;
  if (token === undefined) {
    return;
  }
  await accounts.transaction(async (tx) => {
    await tx.sessions.end(token);
    if (user) {
      await tx.audit.record({
        actor: user.email,
        actorUserId: user.id,
        action: 'sign-out',
        ip: input.ip,
      });
    }
  });
  sessionWatch?.ended([hashSecret(token)]);
}
