import { describe, expect, it } from 'vitest';
import { PostgresSqlClient } from '../sql/postgres-sql-client';
import { postgresTestSchemas } from '../store/postgres-test-schemas';
import { Accounts } from './accounts';
import { accountsConfigFromEnv } from './accounts-config';
import { cliActor } from './commands/account-command';
import { changeRoles } from './commands/change-roles';
import { disableUser } from './commands/disable-user';
import { resetPassword } from './commands/reset-password';
import { unlockSignIn } from './commands/unlock-sign-in';

const { freshSchema, poolIn } = postgresTestSchemas();
const SLUG = 'spring-open';
const PASSWORD = 'quickstep on saturday';

/** Accounts on a fresh PostgreSQL schema, with a clock the test moves. */
async function accountsOnPostgres() {
  const pool = await poolIn(freshSchema(), 4);
  let now = Date.parse('2027-03-06T08:00:00Z');
  const accounts = new Accounts(
    new PostgresSqlClient(pool),
    { ...accountsConfigFromEnv({}), passwordHashCost: 10 },
    () => new Date(now),
  );
  return {
    accounts,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

const from = (ip: string, knownBrowserTokens: string[] = []) => ({
  ip,
  userAgent: 'test',
  knownBrowserTokens,
});

describe('the account stores on PostgreSQL', () => {
  it('find accounts by email in any case, list members and keep a role granted twice once', async () => {
    const { accounts } = await accountsOnPostgres();
    const olga = await accounts.createUser({
      email: 'Olga@Example.org',
      name: ' Olga ',
      password: PASSWORD,
      mustChangePassword: false,
    });
    await expect(
      accounts.createUser({
        email: 'olga@example.ORG',
        name: '',
        password: PASSWORD,
        mustChangePassword: false,
      }),
    ).rejects.toThrow('an account for olga@example.ORG already exists');
    expect((await accounts.users.byEmail(' OLGA@example.org '))?.id).toBe(olga.id);
    expect(olga.name).toBe('Olga');
    expect(await accounts.users.count()).toBe(1);

    await accounts.users.grant(olga.id, SLUG, 'judge', 'test');
    await accounts.users.grant(olga.id, SLUG, 'judge', 'test');
    await accounts.users.grant(olga.id, SLUG, 'owner', 'test');
    await accounts.users.grant(olga.id, 'autumn-cup', 'mc', 'test');
    expect(await accounts.users.rolesIn(olga.id, SLUG)).toEqual(['owner', 'judge']);
    expect(await accounts.users.memberships(olga.id)).toEqual([
      { slug: 'autumn-cup', roles: ['mc'] },
      { slug: SLUG, roles: ['owner', 'judge'] },
    ]);
    expect((await accounts.users.members(SLUG)).map(({ roles }) => roles)).toEqual([
      ['owner', 'judge'],
    ]);
    expect(await accounts.users.ownerCount(SLUG)).toBe(1);
    expect(await accounts.users.ownerCount(SLUG, olga.id)).toBe(0);

    const changed = await changeRoles({ accounts }, cliActor, {
      slug: SLUG,
      userId: olga.id,
      roles: ['owner', 'scrutineer'],
    });
    expect(changed.roles).toEqual(['owner', 'scrutineer']);
    const [entry] = await accounts.audit.forCompetition(SLUG);
    expect(entry).toMatchObject({
      competitionSlug: SLUG,
      actor: 'system:cli',
      action: 'roles-changed',
      detail: 'owner, judge → owner, scrutineer',
    });
    expect(typeof entry?.id).toBe('number');
  });

  it('end sessions, use reset links and invitations once, and bind and revoke tablets', async () => {
    const { accounts, advance } = await accountsOnPostgres();
    const sam = await accounts.createUser({
      email: 'sam@example.org',
      name: 'Sam',
      password: PASSWORD,
      mustChangePassword: false,
    });
    const owner = await accounts.createUser({
      email: 'olga@example.org',
      name: 'Olga',
      password: PASSWORD,
      mustChangePassword: false,
    });
    await accounts.users.grant(owner.id, SLUG, 'owner', 'test');
    await accounts.users.grant(sam.id, SLUG, 'judge', 'test');
    const session = await accounts.sessions.start(sam.id, '10.0.0.1', 'laptop');
    advance(2 * 60_000);
    expect((await accounts.sessions.resume(session))?.userId).toBe(sam.id);

    const reset = await accounts.resets.create(sam.id);
    expect(await accounts.resets.isOpen(reset)).toBe(true);
    expect(await accounts.resets.redeem(reset)).toBe(sam.id);
    expect(await accounts.resets.redeem(reset)).toBeUndefined();

    const { invitation, token } = await accounts.invitations.create({
      email: 'eve@example.org',
      competitionSlug: SLUG,
      role: 'mc',
      invitedBy: 'olga@example.org',
    });
    expect((await accounts.invitations.open(token))?.id).toBe(invitation.id);
    expect((await accounts.invitations.pending(SLUG)).map(({ id }) => id)).toEqual([invitation.id]);
    expect(await accounts.invitations.accept(invitation.id)).toBe(true);
    expect(await accounts.invitations.accept(invitation.id)).toBe(false);
    expect(await accounts.invitations.pending(SLUG)).toEqual([]);

    const link = await accounts.devices.create(SLUG, 'judge-a', 'olga@example.org');
    const bound = await accounts.devices.bind(link.code.toLowerCase(), '10.0.0.9');
    expect(bound?.device.judgeId).toBe('judge-a');
    expect(bound?.device.boundAt).toBeDefined();
    expect(await accounts.devices.bind(link.code, '10.0.0.9')).toBeUndefined();
    expect((await accounts.devices.resume(bound?.token ?? ''))?.id).toBe(link.device.id);
    expect((await accounts.devices.revoke(SLUG, link.device.id))?.revokedAt).toBeDefined();
    expect(await accounts.devices.revoke(SLUG, link.device.id)).toBeUndefined();
    expect(await accounts.devices.resume(bound?.token ?? '')).toBeUndefined();
    expect(await accounts.devices.list(SLUG)).toHaveLength(1);

    await disableUser({ accounts }, cliActor, { userId: sam.id });
    expect(await accounts.sessions.resume(session)).toBeUndefined();
    expect((await accounts.users.byId(sam.id))?.disabledAt).toBeDefined();
  });

  it('keep sign-in limits, known browsers and their lifting in the database', async () => {
    const { accounts, advance } = await accountsOnPostgres();
    const olga = await accounts.createUser({
      email: 'olga@example.org',
      name: 'Olga',
      password: PASSWORD,
      mustChangePassword: false,
    });
    await accounts.users.grant(olga.id, SLUG, 'owner', 'test');
    const first = await accounts.signIn('olga@example.org', PASSWORD, from('10.0.0.5'));
    const tokens = first.ok ? first.knownBrowserTokens : [];
    expect(tokens).toHaveLength(1);
    for (let i = 0; i < 5; i++) {
      await accounts.signIn('olga@example.org', 'wrong', from('203.0.113.1'));
    }
    expect(await accounts.signIn('olga@example.org', PASSWORD, from('203.0.113.1'))).toMatchObject({
      ok: false,
      reason: 'limited',
    });
    expect(await accounts.signInLockOf(olga)).toEqual({ failures: 5, locked: true });
    // The browser that signed in before has wrong passwords of its own to spend.
    for (let i = 0; i < 5; i++) {
      expect(
        await accounts.signIn('olga@example.org', 'wrong', from('203.0.113.1', tokens)),
      ).toMatchObject({ ok: false, reason: 'invalid' });
    }
    expect(
      (await accounts.audit.forCompetition(SLUG))
        .filter((entry) => entry.action === 'sign-in-locked')
        .map((entry) => entry.detail.slice(0, 20)),
    ).toEqual(['5 wrong passwords fr', '5 wrong passwords fr']);

    advance(1000);
    expect(await unlockSignIn({ accounts }, cliActor, { userId: olga.id, how: 'test' })).toBe(5);
    advance(1000);
    // A second lift of the same account replaces the first (ON CONFLICT … DO UPDATE).
    expect(await unlockSignIn({ accounts }, cliActor, { userId: olga.id, how: 'test' })).toBe(0);
    expect(await accounts.signInLockOf(olga)).toEqual({ failures: 0, locked: false });
    expect((await accounts.signIn('olga@example.org', PASSWORD, from('203.0.113.1'))).ok).toBe(
      true,
    );

    const { oneTimePassword } = await resetPassword({ accounts }, cliActor, {
      userId: olga.id,
      how: 'test',
    });
    expect((await accounts.users.byId(olga.id))?.mustChangePassword).toBe(true);
    expect(
      (await accounts.signIn('olga@example.org', oneTimePassword ?? '', from('10.0.0.5'))).ok,
    ).toBe(true);
  });

  it('roll back every write of a transaction that throws, its audit entry included', async () => {
    const { accounts } = await accountsOnPostgres();
    const olga = await accounts.createUser({
      email: 'olga@example.org',
      name: 'Olga',
      password: PASSWORD,
      mustChangePassword: false,
    });
    await expect(
      accounts.transaction(async (tx) => {
        await tx.users.grant(olga.id, SLUG, 'owner', 'test');
        await tx.audit.record({ actor: 'test', action: 'roles-changed', competitionSlug: SLUG });
        await expect(accounts.users.count()).rejects.toThrow('must go through its tx');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await accounts.users.rolesIn(olga.id, SLUG)).toEqual([]);
    expect(await accounts.audit.forCompetition(SLUG)).toEqual([]);
  });
});
