import { checkedEmail } from '../accounts';
import type { AccountStores } from '../account-stores';
import { newOneTimePassword } from '../secrets';
import type { User } from '../user-store';
import type { AccountCommandContext, CommandActor } from './account-command';
import { AccountRefusal } from './account-refusal';
import { requireOperator } from './account-target';
import { writeGrant } from './grant-role';
import { knownRole } from './known-role';

export interface CreateUserInput {
  email: string;
  name: string;
  /** The password, checked against the policy; without it a one-time password is made. */
  password?: string;
  /** A role to give the new account in one competition. */
  grant?: { slug: string; role: string };
}

/** Refuses an address that already has an account; emails compare case-insensitively. */
async function refuseTakenEmail(stores: AccountStores, email: string): Promise<void> {
  if (await stores.users.byEmail(email)) {
    throw new AccountRefusal('conflict', `an account for ${email} already exists`);
  }
}

/**
 * Creates an account (the admin CLI's `create-user`), for the server itself only,
 * optionally with a role in a competition. Everything cheap is checked first (the email,
 * the role, the address still free) so a typo creates nobody and hashes nothing; the
 * password is then hashed outside any transaction, and the account, the role and their
 * audit entries are written in one. A one-time password is returned when one was made,
 * to be shown once and replaced at first sign-in.
 */
export async function createUser(
  { accounts }: AccountCommandContext,
  by: CommandActor,
  input: CreateUserInput,
): Promise<{ user: User; oneTimePassword: string | undefined }> {
  requireOperator(by, 'create accounts');
  const email = checkedEmail(input.email);
  const grant = input.grant && { slug: input.grant.slug, role: knownRole(input.grant.role) };
  await refuseTakenEmail(accounts, email);
  const oneTimePassword = input.password === undefined ? newOneTimePassword() : undefined;
  const passwordHash =
    oneTimePassword === undefined
      ? await accounts.newPasswordHash(input.password ?? '')
      : await accounts.generatedPasswordHash(oneTimePassword);
  const user = await accounts.transaction(async (tx) => {
    // Again under the lock: another CLI may have taken the address while we hashed.
    await refuseTakenEmail(tx, email);
    const created = await tx.users.create({
      email,
      name: input.name,
      passwordHash,
      mustChangePassword: oneTimePassword !== undefined,
    });
    await tx.audit.record({
      actorUserId: by.userId,
      actor: by.who,
      action: 'user-created',
      target: email,
      ip: by.ip,
    });
    if (grant) {
      await writeGrant(tx, by, created, grant.slug, grant.role);
    }
    return created;
  });
  return { user, oneTimePassword };
}
