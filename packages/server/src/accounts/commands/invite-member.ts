import { mayAssignRole } from '@floorcraft/domain';
import type { Invitation } from '../invitation-store';
import type { AccountCommandContext, CommandActor } from './account-command';
import { refuseUnlessAllowed } from './account-refusal';
import { knownRole } from './known-role';

export interface InviteMemberInput {
  slug: string;
  email: string;
  role: string;
}

/**
 * Invites an email address to a role in a competition; only owners invite owners. The
 * invitation and its audit entry are written in one transaction. Returns the secret
 * token for the mailed link; sending the mail is the caller's (after the commit).
 */
export async function inviteMember(
  { accounts }: AccountCommandContext,
  by: CommandActor,
  input: InviteMemberInput,
): Promise<{ invitation: Invitation; token: string }> {
  const role = knownRole(input.role);
  return accounts.transaction(async (tx) => {
    refuseUnlessAllowed(mayAssignRole(by.actor, role));
    const created = await tx.invitations.create({
      email: input.email,
      competitionSlug: input.slug,
      role,
      invitedBy: by.who,
    });
    await tx.audit.record({
      competitionSlug: input.slug,
      actorUserId: by.userId,
      actor: by.who,
      action: 'invitation-sent',
      target: input.email,
      ip: by.ip,
      detail: role,
    });
    return created;
  });
}
