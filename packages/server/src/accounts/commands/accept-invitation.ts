import type { Invitation } from '../invitation-store';
import type { User } from '../user-store';
import type { AccountCommandContext, CommandActor } from './account-command';
import { AccountRefusal } from './account-refusal';

/** What the invitation page says when a link can no longer be used. */
export const INVITATION_GONE = 'this invitation has expired or was already used: ask for a new one';

/**
 * Accepts an invitation for `user`, who has shown their password (a new account or their
 * own): the invitation is used up and its role granted, as given by whoever invited them.
 * The link itself is the permission. The acceptance, the role and the audit entry are
 * written in one transaction, so a link used twice at once grants the role once.
 */
export async function acceptInvitation(
  { accounts }: AccountCommandContext,
  by: CommandActor,
  input: { invitation: Invitation; user: User },
): Promise<void> {
  const { invitation, user } = input;
  await accounts.transaction(async (tx) => {
    if (!(await tx.invitations.accept(invitation.id))) {
      throw new AccountRefusal('not-found', INVITATION_GONE);
    }
    await tx.users.grant(
      user.id,
      invitation.competitionSlug,
      invitation.role,
      invitation.invitedBy,
    );
    await tx.audit.record({
      competitionSlug: invitation.competitionSlug,
      actorUserId: by.userId,
      actor: by.who,
      action: 'invitation-accepted',
      target: invitation.email,
      ip: by.ip,
      detail: invitation.role,
    });
  });
}
