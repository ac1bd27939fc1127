import { afterEach, describe, expect, it } from 'vitest';
import { accountsConfigFromEnv } from '../src/accounts/accounts-config';
import { createMember, DEMO_SLUG, GOOD_PASSWORD, signedInBrowser } from './helpers/accounts';
import { BrowserClient } from './helpers/browser-client';
import { startTestServer, type TestServer } from './helpers/start-test-server';

let server: TestServer;
/** How far the accounts' clock is ahead of the real one: a test moves it instead of waiting. */
let aheadMs = 0;

/** A server that believes X-Forwarded-For, so a test can send from many addresses. */
async function start() {
  aheadMs = 0;
  server = await startTestServer(
    {
      trustProxy: { hops: 1 },
      // Room for every request of a test in the hashing queue: these tests are about the limits.
      accounts: { ...accountsConfigFromEnv({}), passwordHashCost: 10, passwordHashQueue: 100 },
    },
    { accountsNow: () => new Date(Date.now() + aheadMs) },
  );
}

afterEach(async () => {
  await server.dispose();
});

/** A browser without cookies at `address` (the test server trusts X-Forwarded-For). */
const stranger = (address = '127.0.0.1') =>
  new BrowserClient(server.url, server.url, { 'x-forwarded-for': address });

/** How many replies had each status, e.g. { 401: 5, 429: 35 }. */
function tally(replies: readonly { status: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of replies) {
    counts[status] = (counts[status] ?? 0) + 1;
  }
  return counts;
}

const signIn = (browser: BrowserClient, email: string, password: string) =>
  browser.post('/api/auth/sign-in', { email, password });

const guesses = (count: number, email: string, from: () => BrowserClient) =>
  Promise.all(Array.from({ length: count }, (_, i) => signIn(from(), email, `wrong guess ${i}`)));

const auditActions = async () =>
  (await server.accounts.audit.forCompetition(DEMO_SLUG)).map((entry) => entry.action);

describe('sign-in limits hold for requests sent at once', () => {
  it('checks only 5 of 40 wrong passwords sent at once for one account from one address', async () => {
    await start();
    await createMember(server, 'rita@example.org', ['registrar']);
    const replies = await guesses(40, 'rita@example.org', () => stranger());
    expect(tally(replies)).toEqual({ 401: 5, 429: 35 });
    const limited = replies.find((reply) => reply.status === 429);
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    const audit = await auditActions();
    expect(audit.filter((action) => action === 'sign-in-failed')).toHaveLength(5);
    expect(audit.filter((action) => action === 'sign-in-blocked')).toHaveLength(35);
    expect(audit.filter((action) => action === 'sign-in-locked')).toHaveLength(1);
  });

  it('checks only 20 of 60 sign-ins sent at once from one address for 60 accounts', async () => {
    await start();
    const replies = await Promise.all(
      Array.from({ length: 60 }, (_, i) => signIn(stranger(), `nobody${i}@example.org`, 'guess')),
    );
    expect(tally(replies)).toEqual({ 401: 20, 429: 40 });
  });
});

describe('a stranger cannot lock the owner out', () => {
  it("lets the owner's known browser in while a stranger at the same address sends 100 wrong passwords", async () => {
    await start();
    await createMember(server, 'olga@example.org', ['owner']);
    // The owner signed in on this browser before: it keeps a known-browser cookie.
    const owners = stranger();
    expect((await signIn(owners, 'olga@example.org', GOOD_PASSWORD)).status).toBe(200);
    await owners.post('/api/auth/sign-out');

    const first = await guesses(50, 'olga@example.org', () => stranger());
    expect(tally(first)).toEqual({ 401: 5, 429: 45 });
    const [owner, ...more] = await Promise.all([
      signIn(owners, 'olga@example.org', GOOD_PASSWORD),
      ...Array.from({ length: 50 }, (_, i) =>
        signIn(stranger(), 'olga@example.org', `another guess ${i}`),
      ),
    ]);
    expect(owner?.status).toBe(200);
    expect(tally(more)).toEqual({ 429: 50 });
    // A browser the owner never used, at the same address, is still refused.
    expect((await signIn(stranger(), 'olga@example.org', GOOD_PASSWORD)).status).toBe(429);
  });

  it('slows guesses from many addresses down instead of locking the account', async () => {
    await start();
    await createMember(server, 'olga@example.org', ['owner']);
    const replies = await Promise.all(
      Array.from({ length: 14 }, (_, i) =>
        signIn(stranger(`203.0.113.${i + 1}`), 'olga@example.org', `guess ${i}`),
      ),
    );
    // 10 failures from anywhere are allowed; then each further attempt waits 1 s, 2 s, 4 s …
    expect(tally(replies)).toEqual({ 401: 10, 429: 4 });
    const waits = replies
      .filter((reply) => reply.status === 429)
      .map((reply) => Number(reply.headers.get('retry-after')));
    expect(Math.max(...waits)).toBe(1);
    aheadMs += 1100;
    const owner = await signIn(stranger('198.51.100.7'), 'olga@example.org', GOOD_PASSWORD);
    expect(owner.status).toBe(200);
  });

  it('tells a limited person how to get back in', async () => {
    await start();
    await createMember(server, 'rita@example.org', ['registrar']);
    await guesses(5, 'rita@example.org', () => stranger());
    const limited = await signIn(stranger(), 'rita@example.org', GOOD_PASSWORD);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({
      error: 'too many attempts, try again in 15 minutes',
      code: 'too-many-attempts',
    });
  });
});

describe('ways back in', () => {
  it('an owner lifts a member’s sign-in lock on the members screen', async () => {
    await start();
    await createMember(server, 'olga@example.org', ['owner']);
    const { userId } = await createMember(server, 'rita@example.org', ['registrar']);
    const owner = await signedInBrowser(server, 'olga@example.org');
    await guesses(8, 'rita@example.org', () => stranger());
    const members = await owner.get(`/api/competitions/${DEMO_SLUG}/members`);
    expect(members.body.members).toContainEqual(
      expect.objectContaining({ email: 'rita@example.org', signInLocked: true }),
    );

    const unlocked = await owner.post(
      `/api/competitions/${DEMO_SLUG}/members/${userId}/unlock-sign-in`,
    );
    expect(unlocked.status).toBe(204);
    expect((await signIn(stranger(), 'rita@example.org', GOOD_PASSWORD)).status).toBe(200);
    expect(await server.accounts.audit.forCompetition(DEMO_SLUG)).toContainEqual(
      expect.objectContaining({
        action: 'sign-in-unlocked',
        actor: 'olga@example.org',
        target: 'rita@example.org',
      }),
    );
  });

  it('an owner lets a member past an address that others’ guesses have locked', async () => {
    await start();
    await createMember(server, 'olga@example.org', ['owner']);
    const { userId } = await createMember(server, 'rita@example.org', ['registrar']);
    const owner = await signedInBrowser(server, 'olga@example.org');
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        signIn(stranger('192.0.2.50'), `nobody${i}@example.org`, 'guess'),
      ),
    );
    expect((await signIn(stranger('192.0.2.50'), 'rita@example.org', GOOD_PASSWORD)).status).toBe(
      429,
    );
    const members = await owner.get(`/api/competitions/${DEMO_SLUG}/members`);
    expect(members.body.members).toContainEqual(
      expect.objectContaining({
        email: 'rita@example.org',
        signInLocked: true,
        failedSignIns: 0,
      }),
    );
    await owner.post(`/api/competitions/${DEMO_SLUG}/members/${userId}/unlock-sign-in`);
    expect((await signIn(stranger('192.0.2.50'), 'rita@example.org', GOOD_PASSWORD)).status).toBe(
      200,
    );
    const after = await owner.get(`/api/competitions/${DEMO_SLUG}/members`);
    expect(after.body.members).toContainEqual(
      expect.objectContaining({ email: 'rita@example.org', signInLocked: false }),
    );
  });

  it('completing a password reset clears the lock and signs in', async () => {
    await start();
    const { userId } = await createMember(server, 'rita@example.org', ['registrar']);
    await guesses(6, 'rita@example.org', () => stranger());
    const token = await server.accounts.resets.create(userId);
    const browser = stranger();
    const done = await browser.post('/api/auth/password-reset/complete', {
      token,
      password: 'a brand new rumba',
    });
    expect(done.status).toBe(200);
    expect(done.body.user).toMatchObject({ email: 'rita@example.org' });
    // Any browser at that address may sign in again, not only the one that reset.
    expect((await signIn(stranger(), 'rita@example.org', 'a brand new rumba')).status).toBe(200);
    expect(await auditActions()).toContain('sign-in-unlocked');
  });
});
