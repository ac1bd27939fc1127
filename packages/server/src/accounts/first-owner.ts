import type { Accounts } from './accounts';
import { newOneTimePassword } from './secrets';

export interface FirstOwner {
  email: string;
  oneTimePassword: string;
}

/**
 * On a database without accounts, creates the owner of every hosted
 * competition (the demo one on a fresh install) with a one-time password to
 * be printed on the console. The password must be replaced at first sign-in.
 * It is the server administrator: on an empty server it creates the first competition.
 */
export async function ensureFirstOwner(
  accounts: Accounts,
  competitionSlugs: readonly string[],
): Promise<FirstOwner | undefined> {
  if ((await accounts.users.count()) > 0) {
    return undefined;
  }
  const oneTimePassword = newOneTimePassword();
  // A generated password is strong whatever the policy says, so it is hashed directly.
  const passwordHash = await accounts.generatedPasswordHash(oneTimePassword);
  // Counted again under the lock: another process may have created the first owner meanwhile.
  return accounts.transaction(async (tx) => {
    if ((await tx.users.count()) > 0) {
      return undefined;
    }
    const user = await tx.users.create({
      email: accounts.config.ownerEmail,
      name: 'Owner',
      passwordHash,
      mustChangePassword: true,
      // The first account administers the server: it may create competitions (issue 25).
      serverAdministrator: true,
    });
    for (const slug of competitionSlugs) {
      await tx.users.grant(user.id, slug, 'owner', 'system:first-start');
    }
    await tx.audit.record({
      actor: 'system:first-start',
      action: 'user-created',
      target: user.email,
      detail: `owner of ${competitionSlugs.join(', ') || 'no competition yet'}`,
    });
    return { email: user.email, oneTimePassword };
  });
}
