import {
  hasServerAuthority,
  mayActOnAccount,
  type AccountStanding,
  type AccountWideAction,
} from '@floorcraft/domain';
import type { User } from '../user-store';
import type { AccountStores } from '../account-stores';
import type { CommandActor } from './account-command';
import { AccountRefusal, refuseUnlessAllowed } from './account-refusal';
import { accountById, memberOf } from './find-member';

/** Which account a command about a whole account is for, and from where it is asked. */
export interface AccountTargetInput {
  userId: string;
  /**
   * The competition whose members screen asks: the account must work for it. Absent from
   * the admin CLI, which may act on any account.
   */
  competitionSlug?: string;
}

/**
 * The account a command about the whole account acts on, after its policy (ADR 016, as
 * amended for issue 24). Every such command (disable, enable, unlock, sign-out everywhere,
 * password reset) finds its target here. From a members screen: a member of that
 * competition, and the actor needs authority for `action` in every competition where the
 * account holds a role (`mayActOnAccount`), since the account, its sessions and its
 * sign-in are one for all of them. Without a competition, only the server itself.
 */
export async function accountTarget(
  stores: AccountStores,
  by: CommandActor,
  input: AccountTargetInput,
  action: AccountWideAction,
): Promise<User> {
  if (input.competitionSlug === undefined) {
    return operatorTarget(stores, by, input.userId);
  }
  const member = await memberOf(stores, input.competitionSlug, input.userId);
  refuseUnlessAllowed(
    mayActOnAccount(by.actor, {
      action,
      account: member.user.email,
      from: input.competitionSlug,
      standings: await standingsOf(stores, by, member.user.id, input.competitionSlug),
    }),
  );
  return member.user;
}

/** The account with this id, for the server itself only (the admin CLI, the API token). */
export async function operatorTarget(
  stores: AccountStores,
  by: CommandActor,
  userId: string,
): Promise<User> {
  requireOperator(by, 'change an account outside a competition');
  return accountById(stores, userId);
}

/**
 * Every competition where the account holds roles, with the actor's roles there: in the
 * asking competition the roles the request was resolved with (none while the actor must
 * change their password), elsewhere what the store holds, read in the command's transaction.
 */
async function standingsOf(
  stores: AccountStores,
  by: CommandActor,
  userId: string,
  from: string,
): Promise<AccountStanding[]> {
  const { actor } = by;
  const actorRoles = new Map(
    actor.kind === 'member'
      ? (await stores.users.memberships(actor.userId)).map(({ slug, roles }) => [slug, roles])
      : [],
  );
  if (actor.kind === 'member') {
    actorRoles.set(from, [...actor.roles]);
  }
  return (await stores.users.memberships(userId)).map(({ slug, roles }) => ({
    slug,
    roles,
    actorRoles: actorRoles.get(slug) ?? [],
  }));
}

/**
 * Refuses anyone without authority over the server as a whole (`hasServerAuthority`: the
 * admin CLI, the API token): what concerns an account outside any competition has no role
 * that may do it.
 */
export function requireOperator(by: CommandActor, what: string): void {
  if (!hasServerAuthority(by.actor)) {
    throw new AccountRefusal(
      'forbidden',
      `only an operator (a server administrator, the admin CLI or the API token) can ${what}`,
    );
  }
}
