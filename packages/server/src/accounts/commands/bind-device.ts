import type { JudgeDevice } from '../judge-device-store';
import type { AccountCommandContext } from './account-command';

/**
 * A judge's tablet presents its short code: when the code is live, the tablet is bound to the
 * judge and the audit log says so, in one transaction. Returns the device and the tablet's
 * token, or undefined for a code that is unknown, used, expired or revoked (the route counts
 * and paces those).
 */
export function bindDevice(
  { accounts }: AccountCommandContext,
  input: { code: string; ip: string },
): Promise<{ device: JudgeDevice; token: string } | undefined> {
  return accounts.transaction(async (tx) => {
    const bound = await tx.devices.bind(input.code, input.ip);
    if (bound) {
      await tx.audit.record({
        competitionSlug: bound.device.competitionSlug,
        actor: `judge-device:${bound.device.id}`,
        action: 'device-bound',
        target: bound.device.judgeId,
        ip: input.ip,
      });
    }
    return bound;
  });
}
