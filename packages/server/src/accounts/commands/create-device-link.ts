import type { JudgeDevice } from '../judge-device-store';
import type { AccountCommandContext, CommandActor } from './account-command';

/**
 * The scrutineer makes a tablet link for one judge (the route has checked the judge is one of
 * the competition's): the link and its audit entry in one transaction. Returns the device and
 * its short code, shown once as a QR code and typed code.
 */
export function createDeviceLink(
  { accounts }: AccountCommandContext,
  by: CommandActor,
  input: { slug: string; judgeId: string },
): Promise<{ device: JudgeDevice; code: string }> {
  return accounts.transaction(async (tx) => {
    const created = await tx.devices.create(input.slug, input.judgeId, by.who);
    await tx.audit.record({
      competitionSlug: input.slug,
      actorUserId: by.userId,
      actor: by.who,
      action: 'device-link-created',
      target: input.judgeId,
      ip: by.ip,
    });
    return created;
  });
}
