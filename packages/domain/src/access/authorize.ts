import type { Command } from '../composition/command';
import type { Actor } from './actor';
import { describeAction, permissions, registrationRoles, type Action } from './permissions';
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
    case 'registrant':
      return { allowed: false, reason: `a dancer signed in with their code cannot ${what}` };
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
 * Whether `actor` keeps registrations (a member with a registration role, or
 * the server itself): what the server passes to `decide` as
 * `DecideContext.registrationStaff`.
 */
export function isRegistrationStaff(actor: Actor): boolean {
  return (
    actor.kind === 'system' ||
    (actor.kind === 'member' && actor.roles.some((role) => registrationRoles.includes(role)))
  );
}

/** The commands a dancer proven by their code may send, about themselves only (ADR 019). */
const REGISTRANT_COMMANDS = new Set<Command['type']>([
  'changeEntries',
  'correctDancer',
  'pairSeekers',
  'answerPartnership',
]);

/**
 * A dancer with their code may change their own entries and details,
 * answer partnership requests made by or to them, and
 * pair themselves with another TBA dancer whose code they also hold.
 */
function registrantMay(
  actor: Extract<Actor, { kind: 'registrant' }>,
  command: Command,
): Authorization {
  const proven = new Set([actor.competitorId, ...(actor.alsoProven ?? [])]);
  switch (command.type) {
    case 'changeEntries':
    case 'correctDancer':
    case 'answerPartnership':
      return command.competitorId === actor.competitorId
        ? allowed
        : { allowed: false, reason: 'you can change only your own registration' };
    case 'pairSeekers':
      return [command.leadId, command.followId].includes(actor.competitorId) &&
        proven.has(command.leadId) &&
        proven.has(command.followId)
        ? allowed
        : {
            allowed: false,
            reason: 'to pair with another dancer, give their email and competitor code too',
          };
    default:
      return authorize(actor, command.type);
  }
}

/**
 * Whether `actor` may run `command`: a judge's card goes by whose tablet
 * sends it; anybody may register (`decide` refuses once registration has
 * closed), but only staff may say when a paper form was received; a dancer
 * proven by their code may change their own registration; every other
 * command goes by the permission matrix.
 */
export function authorizeCommand(actor: Actor, command: Command): Authorization {
  if (command.type === 'submitMarks') {
    return mayMarkAsJudge(actor, command.judgeKey);
  }
  if (command.type === 'register' && actor.kind === 'anonymous') {
    return command.receivedAt === undefined
      ? allowed
      : { allowed: false, reason: 'only registration staff can say when a form was received' };
  }
  if (actor.kind === 'registrant' && REGISTRANT_COMMANDS.has(command.type)) {
    return registrantMay(actor, command);
  }
  return authorize(actor, command.type);
}
