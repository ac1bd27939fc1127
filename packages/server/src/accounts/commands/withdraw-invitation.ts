import type { AccountCommandContext, CommandActor } from './account-command';
import { AccountRefusal } from './account-refusal';

/**
 * Withdraws a pending invitation of a competition, so its link no longer works. The
 * withdrawal and its audit entry are written in one transaction.
 */
export async function withdrawInvitation(
  { accounts }: AccountCommandContext,
  by: CommandActor,
  input: { slug: string; invitationId: string },
): Promise<void> {
  await accounts.transaction(async (tx) => {
    if (!(await tx.invitations.withdraw(input.slug, input.invitationId))) {
      throw new AccountRefusal('not-found', 'no such pending invitation');
    }
    await tx.audit.record({
      competitionSlug: input.slug,
      actorUserId: by.userId,
      actor: by.who,
      action: 'invitation-withdrawn',
      target: input.invitationId,
      ip: by.ip,
    });
  });
}
