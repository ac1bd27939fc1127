import { describe, expect, it } from 'vitest';
import { SqliteSqlClient } from '../sql/sqlite-sql-client';
import { openSqliteDatabase } from '../store/sqlite-database';
import { Accounts, type RequestOrigin } from './accounts';
import { accountsConfigFromEnv } from './accounts-config';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const PASSWORD = 'quickstep on saturday';

/** Accounts on an in-memory database with a clock the test moves, and one member. */
async function setUp() {
  let now = Date.parse('2027-03-06T08:00:00Z');
  const config = { ...accountsConfigFromEnv({}), passwordHashCost: 10 };
  const accounts = new Accounts(
    new SqliteSqlClient(openSqliteDatabase(':memory:')),
    config,
    () => new Date(now),
  );
  const user = await accounts.createUser({
    email: 'olga@example.org',
    name: 'Olga',
    password: PASSWORD,
    mustChangePassword: false,
  });
  const from = (ip: string, knownBrowserTokens: string[] = []): RequestOrigin => ({
    ip,
    userAgent: 'test',
    knownBrowserTokens,
  });
  const attempt = async (password: string, origin: RequestOrigin) => {
    const result = await accounts.signIn('olga@example.org', password, origin);
    return result.ok ? 'ok' : result.reason === 'invalid' ? 'invalid' : result.retryAfterMs;
  };
  return {
    accounts,
    user,
    from,
    attempt,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('strangers guessing one account from many addresses', () => {
  it('are slowed down by a doubling delay after 10 failures', async () => {
    const { attempt, from, advance } = await setUp();
    for (let i = 0; i < 10; i++) {
      expect(await attempt('wrong', from(`203.0.113.${i}`))).toBe('invalid');
    }
    const waits: (string | number)[] = [];
    for (let k = 0; k < 10; k++) {
      const refused = await attempt('wrong', from('198.51.100.1'));
      waits.push(refused);
      advance(typeof refused === 'number' ? refused : 0);
      expect(await attempt('wrong', from(`192.0.2.${k}`))).toBe('invalid');
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512].map((s) => s * SECOND));
  });

  it('get about 20 guesses per 15 minutes however fast they send', async () => {
    const { attempt, from, advance } = await setUp();
    let checked = 0;
    for (let elapsed = 0; elapsed < 60 * MINUTE;) {
      const outcome = await attempt('wrong', from(`203.0.113.${checked % 200}`));
      if (typeof outcome === 'number') {
        advance(outcome);
        elapsed += outcome;
      } else {
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(40);
    expect(checked).toBeLessThanOrEqual(4 * 20);
  });

  it('never lock the owner out: after the wait, the right password works from anywhere', async () => {
    const { attempt, from, advance } = await setUp();
    for (let i = 0; i < 10; i++) {
      await attempt('wrong', from(`203.0.113.${i}`));
    }
    expect(typeof (await attempt(PASSWORD, from('198.51.100.9')))).toBe('number');
    advance(1 * SECOND);
    expect(await attempt(PASSWORD, from('198.51.100.9'))).toBe('ok');
  });
});

describe('a known browser', () => {
  it('is not held back by the address or the account limits strangers caused', async () => {
    const { accounts, attempt, from } = await setUp();
    const first = await accounts.signIn('olga@example.org', PASSWORD, from('10.0.0.5'));
    const tokens = first.ok ? first.knownBrowserTokens : [];
    for (let i = 0; i < 30; i++) {
      await attempt('wrong', from('10.0.0.5'));
      await attempt('wrong', from(`203.0.113.${i}`));
    }
    expect(typeof (await attempt(PASSWORD, from('10.0.0.5')))).toBe('number');
    expect(await attempt(PASSWORD, from('10.0.0.5', tokens))).toBe('ok');
  });

  it('has 5 wrong passwords of its own; then it is treated like a stranger', async () => {
    const { accounts, user, attempt, from } = await setUp();
    await accounts.users.grant(user.id, 'spring-open', 'owner', 'test');
    const first = await accounts.signIn('olga@example.org', PASSWORD, from('10.0.0.5'));
    const tokens = first.ok ? first.knownBrowserTokens : [];
    // Strangers have locked this address for the account.
    for (let i = 0; i < 5; i++) {
      await attempt('wrong', from('10.0.0.5'));
    }
    for (let i = 0; i < 5; i++) {
      expect(await attempt('wrong', from('10.0.0.5', tokens))).toBe('invalid');
    }
    expect(typeof (await attempt(PASSWORD, from('10.0.0.5', tokens)))).toBe('number');
    const locks = (await accounts.audit.forCompetition('spring-open'))
      .filter((entry) => entry.action === 'sign-in-locked')
      .map((entry) => entry.detail);
    expect(locks).toEqual([
      '5 wrong passwords from a browser that had signed in before: it is now treated like any other',
      '5 wrong passwords from 10.0.0.5 in 15 minutes: that address waits for this account (browsers that signed in to it before do not)',
    ]);
  });

  it('gets a new token at each sign-in and keeps those of other accounts', async () => {
    const { accounts, from } = await setUp();
    await accounts.createUser({
      email: 'rita@example.org',
      name: 'Rita',
      password: PASSWORD,
      mustChangePassword: false,
    });
    const olga = await accounts.signIn('olga@example.org', PASSWORD, from('10.0.0.5'));
    const olgaTokens = olga.ok ? olga.knownBrowserTokens : [];
    const rita = await accounts.signIn('rita@example.org', PASSWORD, from('10.0.0.5', olgaTokens));
    const both = rita.ok ? rita.knownBrowserTokens : [];
    expect(both).toHaveLength(2);
    expect(both[0]).toBe(olgaTokens[0]);
    const again = await accounts.signIn('olga@example.org', PASSWORD, from('10.0.0.5', both));
    const rotated = again.ok ? again.knownBrowserTokens : [];
    expect(rotated).toHaveLength(2);
    expect(rotated).not.toContain(olgaTokens[0]);
    expect(rotated[0]).toBe(both[1]);
  });
});

describe('lifting the lock', () => {
  it('forgets the failures and lets the account past an address others have locked', async () => {
    const { accounts, user, attempt, from } = await setUp();
    for (let i = 0; i < 20; i++) {
      await accounts.signIn(`nobody${i}@example.org`, 'wrong', from('10.0.0.5'));
    }
    for (let i = 0; i < 5; i++) {
      await attempt('wrong', from('203.0.113.1'));
    }
    expect(typeof (await attempt(PASSWORD, from('10.0.0.5')))).toBe('number');
    expect(typeof (await attempt(PASSWORD, from('203.0.113.1')))).toBe('number');
    expect(await accounts.limits.state('olga@example.org')).toEqual({ failures: 5, locked: true });

    await accounts.liftSignInLock(user, { actor: 'system:cli', how: 'test' });
    expect(await accounts.limits.state('olga@example.org')).toEqual({ failures: 0, locked: false });
    expect(await attempt(PASSWORD, from('10.0.0.5'))).toBe('ok');
    expect(await attempt(PASSWORD, from('203.0.113.1'))).toBe('ok');
    // Other accounts at the locked address still wait.
    const other = await accounts.signIn('nobody@example.org', 'wrong', from('10.0.0.5'));
    expect(other).toMatchObject({ ok: false, reason: 'limited' });
  });

  it('lets failures count again after it, and expires with the window', async () => {
    const { accounts, user, attempt, from, advance } = await setUp();
    await accounts.liftSignInLock(user, { actor: 'system:cli', how: 'test' });
    advance(SECOND);
    for (let i = 0; i < 5; i++) {
      expect(await attempt('wrong', from('203.0.113.1'))).toBe('invalid');
    }
    expect(typeof (await attempt('wrong', from('203.0.113.1')))).toBe('number');
    advance(15 * MINUTE);
    expect(await attempt(PASSWORD, from('203.0.113.1'))).toBe('ok');
  });
});
