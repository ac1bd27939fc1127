import type { AccountStores } from '../account-stores';
import { AccountRefusal } from './account-refusal';

/** The members screen's words for the rule, shown by the admin CLI too. */
export const LAST_OWNER = 'a competition needs at least one owner';

/**
 * ADR 006: a competition keeps at least one owner. Refuses when no enabled account
 * other than `userId` owns `slug`, i.e. when `userId` losing the owner role (or being
 * disabled) would leave nobody to manage it. Called inside the command's transaction,
 * after the lock is taken, so two requests at once cannot each remove one of the last two.
 */
export async function keepAnOwner(
  stores: AccountStores,
  slug: string,
  userId: string,
): Promise<void> {
  if ((await stores.users.ownerCount(slug, userId)) === 0) {
    throw new AccountRefusal('conflict', LAST_OWNER);
  }
}

/**
 * The same rule for disabling an account, which takes it out of every competition it
 * owns at once: each of them must keep another enabled owner.
 */
export async function keepAnOwnerEverywhere(stores: AccountStores, userId: string): Promise<void> {
  const owned = (await stores.users.memberships(userId))
    .filter((membership) => membership.roles.includes('owner'))
    .map((membership) => membership.slug);
  const orphaned: string[] = [];
  for (const slug of owned) {
    if ((await stores.users.ownerCount(slug, userId)) === 0) {
      orphaned.push(slug);
    }
  }
  if (orphaned.length > 0) {
    throw new AccountRefusal(
      'conflict',
      `${LAST_OWNER}: this account is the last owner of ${orphaned.join(', ')}`,
    );
  }
}
