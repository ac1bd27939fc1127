import type { AccountStores } from '../account-stores';
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
  await accounts.transaction(async (tx) => {
    await useUp(tx, input.invitation);
    await grantAndRecord(tx, by, input);
  });
}

/**
 * Accepts an invitation for someone without an account: the account, the acceptance, the role,
 * the audit entry and the new session are written in one transaction. A link used twice at once,
 * or an account made for the same email meanwhile, leaves no account and no session behind.
 * The password is hashed before (`passwordHash`): hashing takes the time of many writes.
 */
export async function acceptInvitationAsNewAccount(
  { accounts }: AccountCommandContext,
  input: {
    invitation: Invitation;
    name: string;
    passwordHash: string;
    from: { ip: string; userAgent: string };
  },
): Promise<{ user: User; sessionToken: string }> {
  const { invitation, from } = input;
  return accounts.transaction(async (tx) => {
    await useUp(tx, invitation);
    if (await tx.users.byEmail(invitation.email)) {
      throw new AccountRefusal('conflict', `an account for ${invitation.email} already exists`);
    }
    const user = await tx.users.create({
      email: invitation.email,
      name: input.name,
      passwordHash: input.passwordHash,
      mustChangePassword: false,
    });
    const by = {
      actor: { kind: 'member', userId: user.id, roles: [] },
      who: user.email,
      userId: user.id,
      ip: from.ip,
    } satisfies CommandActor;
    await grantAndRecord(tx, by, { invitation, user });
    return { user, sessionToken: await tx.sessions.start(user.id, from.ip, from.userAgent) };
  });
}

/** Marks the invitation used, once: a second use at the same time finds it gone. */
async function useUp(tx: AccountStores, invitation: Invitation): Promise<void> {
  if (!(await tx.invitations.accept(invitation.id))) {
    throw new AccountRefusal('not-found', INVITATION_GONE);
  }
}

async function grantAndRecord(
  tx: AccountStores,
  by: CommandActor,
  { invitation, user }: { invitation: Invitation; user: User },
): Promise<void> {
  await tx.users.grant(user.id, invitation.competitionSlug, invitation.role, invitation.invitedBy);
  await tx.audit.record({
    competitionSlug: invitation.competitionSlug,
    actorUserId: by.userId,
    actor: by.who,
    action: 'invitation-accepted',
    target: invitation.email,
    ip: by.ip,
    detail: invitation.role,
  });
}
