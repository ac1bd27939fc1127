import type { Command } from '../commands/command';
import type { Actor } from './actor';
import { describeAction, permissions, type Action } from './permissions';
import type { Role } from './roles';

export type Authorization = { allowed: true } | { allowed: false; reason: string };

const allowed: Authorization = { allowed: true };

/**
 * The one place that decides who may take which action in a competition.
 * The server asks it for every command and every account request; the web
 * app asks it only to hide what would be refused anyway.
 */
export function authorize(actor: Actor, action: Action): Authorization {
  const what = describeAction(action);
  switch (actor.kind) {
    case 'system':
      return allowed;
    case 'anonymous':
      return { allowed: false, reason: `sign in to ${what}` };
    case 'judgeDevice':
      return { allowed: false, reason: `a judge's tablet cannot ${what}` };
    case 'member':
      if (actor.roles.some((role) => permissions[action].includes(role))) {
        return allowed;
      }
      return {
        allowed: false,
        reason:
          actor.roles.length === 0
            ? `you have no role in this competition, so you cannot ${what}`
            : `your roles in this competition do not allow you to ${what}`,
      };
  }
}

/**
 * Whether `actor` may grant or take away `role`. Only an owner may make or
 * unmake owners, so an admin cannot lock the owner out.
 */
export function mayAssignRole(actor: Actor, role: Role): Authorization {
  const base = authorize(actor, 'changeRoles');
  if (!base.allowed || actor.kind !== 'member' || role !== 'owner') {
    return base;
  }
  return actor.roles.includes('owner')
    ? allowed
    : { allowed: false, reason: 'only an owner can grant or remove the owner role' };
}

/**
 * Whether `actor` may change, revoke or disable a member who holds
 * `targetRoles`. Owners are protected from admins for the same reason.
 */
export function mayManageMember(
  actor: Actor,
  action: 'changeRoles' | 'revokeMember' | 'disableMember',
  targetRoles: readonly Role[],
): Authorization {
  const base = authorize(actor, action);
  if (!base.allowed || actor.kind !== 'member' || !targetRoles.includes('owner')) {
    return base;
  }
  return actor.roles.includes('owner')
    ? allowed
    : { allowed: false, reason: "only an owner can change an owner's membership" };
}

/**
 * Whether `actor` may submit marks as judge `judgeId`: only a tablet bound
 * to that judge (or the server itself, for seeding and rehearsals).
 */
export function mayMarkAsJudge(actor: Actor, judgeId: string): Authorization {
  if (actor.kind === 'system') {
    return allowed;
  }
  if (actor.kind === 'judgeDevice' && actor.judgeId === judgeId) {
    return allowed;
  }
  return {
    allowed: false,
    reason: `only a tablet linked to judge ${judgeId} can submit their marks`,
  };
}

/**
 * Whether `actor` may run `command`: a judge's card goes by whose tablet
 * sends it; every other command by the permission matrix.
 */
export function authorizeCommand(actor: Actor, command: Command): Authorization {
  return command.type === 'submitMarks'
    ? mayMarkAsJudge(actor, command.judgeKey)
    : authorize(actor, command.type);
}
