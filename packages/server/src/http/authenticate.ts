import { timingSafeEqual } from 'node:crypto';
import type { Actor, CompetitionCreators, Role } from '@floorcraft/domain';
import type { FastifyRequest } from 'fastify';
import type { Accounts } from '../accounts/accounts';
import type { JudgeDevice } from '../accounts/judge-device-store';
import type { Session } from '../accounts/session-store';
import type { User } from '../accounts/user-store';
import { readCookie } from './cookies';
import type { LinkOrigin } from './link-origin';

export interface AccessOptions {
  accounts: Accounts;
  /** Operators' scripts holding FLOORCRAFT_API_TOKEN act as the server itself. */
  apiToken: string | undefined;
  allowedOrigins: readonly string[];
  /**
   * Where every mailed and shown link points (PUBLIC_URL or the listening
   * origin), fixed at start: no route builds a link from the request's Host.
   */
  links: LinkOrigin;
  /** Who may create competitions besides server administrators (`COMPETITION_CREATORS`). */
  competitionCreators: CompetitionCreators;
}

export interface SignedIn {
  user: User;
  session: Session;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function hasApiToken(request: FastifyRequest, apiToken: string | undefined): boolean {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
  return apiToken !== undefined && token !== undefined && sameSecret(token, apiToken);
}

/** The signed-in user of a request, if their session is live and their account enabled. */
export async function signedIn(
  request: FastifyRequest,
  accounts: Accounts,
): Promise<SignedIn | undefined> {
  const token = readCookie(request, 'session');
  const session = token === undefined ? undefined : await accounts.sessions.resume(token);
  const user = session && (await accounts.users.byId(session.userId));
  if (!session || !user || user.disabledAt !== undefined) {
    return undefined;
  }
  return { user, session };
}

/** The judge device binding of a request, if its tablet cookie is live. */
export async function boundDevice(
  request: FastifyRequest,
  accounts: Accounts,
): Promise<JudgeDevice | undefined> {
  const token = readCookie(request, 'judge');
  return token === undefined ? undefined : accounts.devices.resume(token);
}

/**
 * Who is calling, as the domain's policy sees them, for competition `slug`:
 * the API token, then a signed-in user (with the roles they hold there; none
 * until they have replaced a one-time password), then a judge tablet bound
 * in that competition, else anonymous.
 */
export async function resolveActor(
  request: FastifyRequest,
  options: AccessOptions,
  slug: string | undefined,
): Promise<Actor> {
  if (hasApiToken(request, options.apiToken)) {
    return { kind: 'system', label: 'api-token' };
  }
  const member = await signedIn(request, options.accounts);
  if (member) {
    const roles: Role[] =
      slug === undefined || member.user.mustChangePassword
        ? []
        : await options.accounts.users.rolesIn(member.user.id, slug);
    // Like roles, server authority waits until a one-time password has been replaced.
    const serverAdministrator = member.user.serverAdministrator && !member.user.mustChangePassword;
    return {
      kind: 'member',
      userId: member.user.id,
      roles,
      ...(serverAdministrator ? { serverAdministrator } : {}),
    };
  }
  const device = await boundDevice(request, options.accounts);
  if (device && device.competitionSlug === slug) {
    return { kind: 'judgeDevice', deviceId: device.id, judgeId: device.judgeId };
  }
  return { kind: 'anonymous' };
}
