import type { AccountStores } from '../account-stores';
import type { Member, User } from '../user-store';
import { AccountRefusal } from './account-refusal';

/** The account with this id, or a `not-found` refusal. */
export async function accountById(stores: AccountStores, userId: string): Promise<User> {
  const user = await stores.users.byId(userId);
  if (!user) {
    throw new AccountRefusal('not-found', 'no such account');
  }
  return user;
}

/** The member of competition `slug` with this id and their roles there, or a `not-found` refusal. */
export async function memberOf(
  stores: AccountStores,
  slug: string,
  userId: string,
): Promise<Member> {
  const member = (await stores.users.members(slug)).find(({ user }) => user.id === userId);
  if (!member) {
    throw new AccountRefusal('not-found', 'no such member in this competition');
  }
  return member;
}
