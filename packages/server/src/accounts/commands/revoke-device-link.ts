import { deviceWatchKey } from '../session-watch';
import type { AccountCommandContext, CommandActor } from './account-command';
import { AccountRefusal } from './account-refusal';

/**
 * Revokes a judge tablet's link: the revocation and its audit entry in one transaction, then
 * the tablet's live socket closes at once.
 */
export async function revokeDeviceLink(
  { accounts, sessionWatch }: AccountCommandContext,
  by: CommandActor,
  input: { slug: string; deviceId: string },
): Promise<void> {
  const device = await accounts.transaction(async (tx) => {
    const revoked = await tx.devices.revoke(input.slug, input.deviceId);
    if (!revoked) {
      throw new AccountRefusal('not-found', 'no such device link, or it is already revoked');
    }
    await tx.audit.record({
      competitionSlug: input.slug,
      actorUserId: by.userId,
      actor: by.who,
      action: 'device-revoked',
      target: revoked.judgeId,
      ip: by.ip,
    });
    return revoked;
  });
  sessionWatch?.ended([deviceWatchKey(device.id)]);
}
