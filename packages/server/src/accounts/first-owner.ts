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
 */
export async function ensureFirstOwner(
  accounts: Accounts,
  competitionSlugs: readonly string[],
): Promise<FirstOwner | undefined> {
  if (accounts.users.count() > 0) {
    return undefined;
  }
  const oneTimePassword = newOneTimePassword();
  const user = accounts.users.create({
    email: accounts.config.ownerEmail,
    name: 'Owner',
    // A generated password is strong whatever the policy says, so it is hashed directly.
    passwordHash: await accounts.generatedPasswordHash(oneTimePassword),
    mustChangePassword: true,
  });
  for (const slug of competitionSlugs) {
    accounts.users.grant(user.id, slug, 'owner', 'system:first-start');
  }
  accounts.audit.record({
    actor: 'system:first-start',
    action: 'user-created',
    target: user.email,
    detail: `owner of ${competitionSlugs.join(', ') || 'no competition yet'}`,
  });
  return { email: user.email, oneTimePassword };
}
