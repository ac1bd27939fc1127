import { describe, expect, it } from 'vitest';
import { SqliteSqlClient } from '../sql/sqlite-sql-client';
import { openSqliteDatabase } from '../store/sqlite-database';
import { Accounts } from './accounts';
import { accountsConfigFromEnv } from './accounts-config';

const MINUTE = 60_000;

/** Accounts on an in-memory database with a clock the test moves. */
async function withClock() {
  let now = Date.parse('2027-03-06T08:00:00Z');
  const config = { ...accountsConfigFromEnv({}), passwordHashCost: 10 };
  const accounts = new Accounts(
    new SqliteSqlClient(openSqliteDatabase(':memory:')),
    config,
    () => new Date(now),
  );
  const user = await accounts.createUser({
    email: 'rita@example.org',
    name: 'Rita',
    password: 'quickstep on saturday',
    mustChangePassword: false,
  });
  return {
    accounts,
    user,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('session lifetime', () => {
  it('ends a session left idle longer than the idle timeout (4 hours by default)', async () => {
    const { accounts, user, advance } = await withClock();
    const token = await accounts.sessions.start(user.id, '10.0.0.1', 'test');
    advance(239 * MINUTE);
    expect((await accounts.sessions.resume(token))?.userId).toBe(user.id);
    advance(239 * MINUTE);
    expect(await accounts.sessions.resume(token)).toBeDefined();
    advance(241 * MINUTE);
    expect(await accounts.sessions.resume(token)).toBeUndefined();
  });

  it('ends an active session at its absolute lifetime (7 days by default)', async () => {
    const { accounts, user, advance } = await withClock();
    const token = await accounts.sessions.start(user.id, '10.0.0.1', 'test');
    for (let hour = 0; hour < 7 * 24 - 1; hour++) {
      advance(60 * MINUTE);
      expect(await accounts.sessions.resume(token)).toBeDefined();
    }
    advance(61 * MINUTE);
    expect(await accounts.sessions.resume(token)).toBeUndefined();
  });

  it('ends every session of a user at once', async () => {
    const { accounts, user } = await withClock();
    const tablet = await accounts.sessions.start(user.id, '10.0.0.1', 'tablet');
    const laptop = await accounts.sessions.start(user.id, '10.0.0.2', 'laptop');
    expect(await accounts.sessions.endAllFor(user.id)).toHaveLength(2);
    expect(await accounts.sessions.resume(tablet)).toBeUndefined();
    expect(await accounts.sessions.resume(laptop)).toBeUndefined();
  });
});

describe('single-use links expire', () => {
  it('lets a password reset link work for one hour, once', async () => {
    const { accounts, user, advance } = await withClock();
    const stale = await accounts.resets.create(user.id);
    advance(61 * MINUTE);
    expect(await accounts.resets.redeem(stale)).toBeUndefined();
    const fresh = await accounts.resets.create(user.id);
    advance(59 * MINUTE);
    expect(await accounts.resets.redeem(fresh)).toBe(user.id);
    expect(await accounts.resets.redeem(fresh)).toBeUndefined();
  });

  it('lets an invitation work for 7 days', async () => {
    const { accounts, advance } = await withClock();
    const { token } = await accounts.invitations.create({
      email: 'sam@example.org',
      competitionSlug: 'spring-open',
      role: 'judge',
      invitedBy: 'test',
    });
    advance(7 * 24 * 60 * MINUTE - MINUTE);
    expect((await accounts.invitations.open(token))?.email).toBe('sam@example.org');
    advance(2 * MINUTE);
    expect(await accounts.invitations.open(token)).toBeUndefined();
  });

  it('lets a judge device code bind within a day, once, and not after revocation', async () => {
    const { accounts, advance } = await withClock();
    const late = await accounts.devices.create('spring-open', 'judge-a', 'test');
    advance(24 * 60 * MINUTE + MINUTE);
    expect(await accounts.devices.bind(late.code, '10.0.0.9')).toBeUndefined();

    const link = await accounts.devices.create('spring-open', 'judge-a', 'test');
    const typed = link.code.toLowerCase().replace('-', ' ');
    const bound = await accounts.devices.bind(typed, '10.0.0.9');
    expect(bound?.device.judgeId).toBe('judge-a');
    expect(await accounts.devices.bind(link.code, '10.0.0.10')).toBeUndefined();
    expect((await accounts.devices.resume(bound?.token ?? ''))?.id).toBe(link.device.id);
    await accounts.devices.revoke('spring-open', link.device.id);
    expect(await accounts.devices.resume(bound?.token ?? '')).toBeUndefined();
  });
});

describe('password hashing', () => {
  it('stores scrypt hashes with their parameters, never the password', async () => {
    const { accounts } = await withClock();
    const user = await accounts.users.byEmail('RITA@example.org');
    expect(user?.passwordHash).toMatch(/^scrypt\$10\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(user?.passwordHash).not.toContain('quickstep');
  });
});
