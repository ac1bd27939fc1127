import type { Authorization, Role } from '@floorcraft/domain';
import type { User } from '../user-store';
import type { AccountStores } from '../account-stores';
import type { CommandActor } from './account-command';
import { AccountRefusal, refuseUnlessAllowed } from './account-refusal';
import { accountById, memberOf } from './find-member';

/** Which account a command about a whole account is for, and from where it is asked. */
export interface AccountTargetInput {
  userId: string;
  /**
   * The competition whose members screen asks: the account must work for it, and the
   * actor's roles there decide. Absent from the admin CLI, which may act on any account.
   */
  competitionSlug?: string;
}

/**
 * The account a command acts on, after its policy: from a members screen, a member of
 * that competition whom `decide` lets the actor manage (given the member's roles there);
 * without a competition, only the server itself (the admin CLI, the API token) may act.
 */
export async function accountTarget(
  stores: AccountStores,
  by: CommandActor,
  input: AccountTargetInput,
  decide: (targetRoles: readonly Role[]) => Authorization,
): Promise<User> {
  if (input.competitionSlug === undefined) {
    requireOperator(by, 'change an account outside a competition');
    return accountById(stores, input.userId);
  }
  const member = await memberOf(stores, input.competitionSlug, input.userId);
  refuseUnlessAllowed(decide(member.roles));
  return member.user;
}

/**
 * Refuses anyone but the server itself (the admin CLI, the API token): what concerns an
 * account as a whole, outside any competition, has no role that may do it.
 */
export function requireOperator(by: CommandActor, what: string): void {
  if (by.actor.kind !== 'system') {
    throw new AccountRefusal(
      'forbidden',
      `only an operator (the admin CLI or the API token) can ${what}`,
    );
  }
}
