import type { Accounts } from '../accounts';
import type { Member, User } from '../user-store';
import { AccountRefusal } from './account-refusal';

/** The account with this id, or a `not-found` refusal. */
export function accountById(accounts: Accounts, userId: string): User {
  const user = accounts.users.byId(userId);
  if (!user) {
    throw new AccountRefusal('not-found', 'no such account');
  }
  return user;
}

/** The member of competition `slug` with this id and their roles there, or a `not-found` refusal. */
export function memberOf(accounts: Accounts, slug: string, userId: string): Member {
  const member = accounts.users.members(slug).find(({ user }) => user.id === userId);
  if (!member) {
    throw new AccountRefusal('not-found', 'no such member in this competition');
  }
  return member;
}
