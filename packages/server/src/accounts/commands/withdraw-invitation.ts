import type { AccountCommandContext, CommandActor } from './account-command';
import { AccountRefusal } from './account-refusal';

/**
 * Withdraws a pending invitation of a competition, so its link no longer works. The
 * withdrawal and its audit entry are written in one transaction.
 */
export function withdrawInvitation(
  { accounts }: AccountCommandContext,
  by: CommandActor,
  input: { slug: string; invitationId: string },
): void {
  accounts.transaction(() => {
    if (!accounts.invitations.withdraw(input.slug, input.invitationId)) {
      throw new AccountRefusal('not-found', 'no such pending invitation');
    }
    accounts.audit.record({
      competitionSlug: input.slug,
      actorUserId: by.userId,
      actor: by.who,
      action: 'invitation-withdrawn',
      target: input.invitationId,
      ip: by.ip,
    });
  });
}
