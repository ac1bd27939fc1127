import type { Actor } from './actor';
import { authorize, mayManageMember, type Authorization } from './authorize';
import type { AccountAction } from './permissions';
import type { Role } from './roles';

/**
 * What a members screen does to an account as a whole: the account, its sessions and its
 * sign-in are one for every competition it works for, whichever screen asks.
 */
export type AccountWideAction = 'disableAccount' | 'enableAccount' | 'unlockSignIn';

/** One competition where the account holds roles, and what the asking member holds there. */
export interface AccountStanding {
  slug: string;
  /** The account's roles there. */
  roles: readonly Role[];
  /** The asking member's roles there; none where they do not work. */
  actorRoles: readonly Role[];
}

export interface AccountWideRequest {
  action: AccountWideAction;
  /** How a refusal names the account: its email (a refusal starts "the account <email>"). */
  account: string;
  /** The competition whose members screen asks. */
  from: string;
  /** Every competition where the account holds a role. */
  standings: readonly AccountStanding[];
}

/**
 * For each account-wide action, the matrix action it needs in each competition and how a
 * refusal says it. Disabling and enabling manage a member, so owners are protected from
 * admins (`mayManageMember`, ADR 006); an unlock only lifts what strangers' guesses put on
 * the account and grants nothing, so admins may unlock owners.
 */
export const accountWideRules: Record<
  AccountWideAction,
  { needs: Extract<AccountAction, 'disableMember' | 'unlockSignIn'>; words: string }
> = {
  disableAccount: { needs: 'disableMember', words: 'disable it' },
  enableAccount: { needs: 'disableMember', words: 'enable it' },
  unlockSignIn: { needs: 'unlockSignIn', words: 'unlock its sign-in' },
};

/**
 * Whether the actor speaks for the server as a whole, past every competition's roles:
 * the server itself (the admin CLI, the operator's API token) and a server
 * administrator's account (the server's first account, issue 25). It grants nothing
 * inside a competition: there a server administrator has the roles they hold.
 */
export function hasServerAuthority(actor: Actor): boolean {
  return actor.kind === 'system' || (actor.kind === 'member' && actor.serverAdministrator === true);
}

/**
 * Whether `actor` may take an account-wide action (ADR 016, amended for issue 24): the
 * server itself may; anyone else needs, in every competition where the account holds a
 * role, the authority the action needs there (their own roles there, owners protected from
 * admins), so that an admin of one competition cannot disable an owner of another. The
 * asking competition is judged first, in the members screen's usual words; a refusal
 * from another names that competition only to those who work for it.
 */
export function mayActOnAccount(actor: Actor, request: AccountWideRequest): Authorization {
  if (hasServerAuthority(actor)) {
    return { allowed: true };
  }
  const home = request.standings.find((standing) => standing.slug === request.from);
  if (home === undefined) {
    return {
      allowed: false,
      reason: `the account ${request.account} holds no role in this competition`,
    };
  }
  const elsewhere = request.standings.filter((standing) => standing !== home);
  const homeDecision = decideIn(actor, request.action, home);
  if (!homeDecision.allowed) {
    return homeDecision;
  }
  for (const standing of elsewhere) {
    if (!decideIn(actor, request.action, standing).allowed) {
      return { allowed: false, reason: refusalElsewhere(actor, request, standing) };
    }
  }
  return { allowed: true };
}

/** The actor as they stand in that competition: a member with their roles there. */
function actorIn(actor: Actor, standing: AccountStanding): Actor {
  return actor.kind === 'member' ? { ...actor, roles: standing.actorRoles } : actor;
}

function decideIn(
  actor: Actor,
  action: AccountWideAction,
  standing: AccountStanding,
): Authorization {
  const { needs } = accountWideRules[action];
  const there = actorIn(actor, standing);
  return needs === 'disableMember'
    ? mayManageMember(there, needs, standing.roles)
    : authorize(there, needs);
}

/** Why another competition of the account refuses, naming it to those who work there. */
function refusalElsewhere(
  actor: Actor,
  { action, account }: AccountWideRequest,
  standing: AccountStanding,
): string {
  const { needs, words } = accountWideRules[action];
  if (standing.actorRoles.length === 0) {
    return `the account ${account} also holds a role in another competition, where you have no role, so you cannot ${words}`;
  }
  const clause = authorize(actorIn(actor, standing), needs).allowed
    ? `they are an owner and only an owner can ${words}`
    : `your roles do not allow you to ${words}`;
  return `the account ${account} also holds a role in ${standing.slug}, where ${clause}`;
}
