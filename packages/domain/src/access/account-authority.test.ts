import { describe, expect, it } from 'vitest';
import { mayActOnAccount, type AccountStanding, type AccountWideAction } from './account-authority';
import type { Actor } from './actor';
import type { Role } from './roles';

const A = 'harbor-open';
const B = 'spring-open';
const SAM = 'sam@example.org';

const member = (roles: readonly Role[] = []): Actor => ({ kind: 'member', userId: 'u1', roles });

/** The account's roles and the actor's, per competition. */
function standings(
  ...rows: [slug: string, target: readonly Role[], actor: readonly Role[]][]
): AccountStanding[] {
  return rows.map(([slug, roles, actorRoles]) => ({ slug, roles, actorRoles }));
}

function decide(action: AccountWideAction, rows: AccountStanding[], actor: Actor = member()) {
  return mayActOnAccount(actor, { action, account: SAM, from: A, standings: rows });
}

describe('an action on a whole account needs authority wherever the account works', () => {
  it('lets an admin of the only competition the account works for act on it', () => {
    for (const action of ['disableAccount', 'enableAccount', 'unlockSignIn'] as const) {
      expect(decide(action, standings([A, ['judge'], ['admin']]))).toEqual({ allowed: true });
    }
  });

  it('refuses an owner here when the account also works where the actor has no role', () => {
    expect(
      decide('disableAccount', standings([A, ['judge'], ['owner']], [B, ['owner'], []])),
    ).toEqual({
      allowed: false,
      reason:
        'the account sam@example.org also holds a role in another competition, where you have no role, so you cannot disable it',
    });
  });

  it('names the other competition when the actor works there too, with the rule that refuses', () => {
    expect(
      decide('enableAccount', standings([A, ['judge'], ['admin']], [B, ['judge'], ['registrar']])),
    ).toEqual({
      allowed: false,
      reason:
        'the account sam@example.org also holds a role in spring-open, where your roles do not allow you to enable it',
    });
    expect(
      decide('disableAccount', standings([A, ['judge'], ['admin']], [B, ['owner'], ['admin']])),
    ).toEqual({
      allowed: false,
      reason:
        'the account sam@example.org also holds a role in spring-open, where they are an owner and only an owner can disable it',
    });
  });

  it('lets admins unlock owners in every competition, since an unlock grants nothing', () => {
    expect(
      decide('unlockSignIn', standings([A, ['owner'], ['admin']], [B, ['owner'], ['admin']])),
    ).toEqual({ allowed: true });
    expect(
      decide('unlockSignIn', standings([A, ['owner'], ['admin']], [B, ['judge'], []])),
    ).toEqual(expect.objectContaining({ allowed: false }));
  });

  it('lets an owner of every competition the account works for act on it', () => {
    expect(
      decide('disableAccount', standings([A, ['judge'], ['owner']], [B, ['owner'], ['owner']])),
    ).toEqual({ allowed: true });
  });

  it('gives the refusal of the asking competition in the words the members screen always used', () => {
    expect(
      decide('disableAccount', standings([B, ['judge'], []], [A, ['owner'], ['admin']])),
    ).toEqual({ allowed: false, reason: "only an owner can change an owner's membership" });
    expect(decide('disableAccount', standings([A, ['judge'], ['mc']]))).toEqual({
      allowed: false,
      reason: 'your roles in this competition do not allow you to disable member',
    });
  });

  it('refuses a member acting on an account that holds no role in the asking competition', () => {
    expect(decide('unlockSignIn', standings([B, ['judge'], ['owner']]), member(['owner']))).toEqual(
      {
        allowed: false,
        reason: 'the account sam@example.org holds no role in this competition',
      },
    );
  });

  it('lets the server itself act on any account, and nobody else without a session', () => {
    const everywhere = standings([A, ['owner'], []], [B, ['owner'], []]);
    expect(decide('disableAccount', everywhere, { kind: 'system', label: 'api-token' })).toEqual({
      allowed: true,
    });
    for (const actor of [
      { kind: 'anonymous' },
      { kind: 'registrant', competitorId: 'c1' },
      { kind: 'judgeDevice', deviceId: 'd1', judgeId: 'A' },
    ] as const) {
      expect(decide('disableAccount', standings([A, ['judge'], []]), actor).allowed).toBe(false);
    }
  });
});
