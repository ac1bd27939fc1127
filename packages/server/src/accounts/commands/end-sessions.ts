import type { AccountCommandContext, CommandActor } from './account-command';
import { operatorTarget } from './account-target';

/**
 * Signs an account out everywhere (the admin CLI's `sign-out`), for the server itself
 * only. The sessions and the audit entry are written in one transaction; returns how
 * many sessions ended.
 */
export async function endSessions(
  { accounts, sessionWatch }: AccountCommandContext,
  by: CommandActor,
  input: { userId: string },
): Promise<number> {
  const ended = await accounts.transaction(async (tx) => {
    const user = await operatorTarget(tx, by, input.userId);
    const endedSessions = await tx.sessions.endAllFor(user.id);
    await tx.audit.record({
      actorUserId: by.userId,
      actor: by.who,
      action: 'sessions-ended',
      target: user.email,
      ip: by.ip,
      detail: `${endedSessions.length} session(s)`,
    });
    return endedSessions;
  });
  sessionWatch?.ended(ended);
  return ended.length;
}
