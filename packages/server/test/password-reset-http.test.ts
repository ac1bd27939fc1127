import { afterEach, describe, expect, it } from 'vitest';
import { accountsConfigFromEnv } from '../src/accounts/accounts-config';
import type { AccountsConfig } from '../src/accounts/accounts-config';
import { createMember, DEMO_SLUG, GOOD_PASSWORD } from './helpers/accounts';
import { BrowserClient } from './helpers/browser-client';
import { SmtpCatcher } from './helpers/smtp-catcher';
import { startTestServer, type TestServer } from './helpers/start-test-server';

let server: TestServer;
let smtp: SmtpCatcher | undefined;

afterEach(async () => {
  await server.dispose();
  await smtp?.close();
  smtp = undefined;
});

async function start(accounts: Partial<AccountsConfig> = {}) {
  smtp = await SmtpCatcher.start();
  server = await startTestServer({
    accounts: { ...accountsConfigFromEnv({}), passwordHashCost: 10, ...accounts },
    mail: smtp.mailConfig(),
  });
}

/** Resolves with `work`'s result, or rejects once `ms` have passed without one. */
function within<T>(ms: number, work: Promise<T>): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms),
    ),
  ]);
}

describe('completing a password reset', () => {
  it('answers forged links without hashing, so they cannot hold up sign-ins or the public view', async () => {
    await start();
    await createMember(server, 'olga@example.org', ['owner']);
    const hashedBefore = server.accounts.hashing.completed;
    const forged = Array.from({ length: 32 }, (_, i) =>
      new BrowserClient(server.url).post('/api/auth/password-reset/complete', {
        token: `forged-${i}`,
        password: 'a fine new password',
      }),
    );
    const owner = new BrowserClient(server.url).post('/api/auth/sign-in', {
      email: 'olga@example.org',
      password: GOOD_PASSWORD,
    });
    const spectator = fetch(`${server.url}/api/competitions/${DEMO_SLUG}/views/public`);
    const statuses = (await Promise.all(forged)).map(({ status }) => status);
    // 10 are told the link is no good; then this address has to wait.
    expect(statuses.filter((status) => status === 400)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(22);
    expect((await owner).status).toBe(200);
    expect((await spectator).status).toBe(200);
    // The owner's sign-in is the only hash: a forged link never reaches the hashing queue, so
    // it cannot make a sign-in wait or hold a thread the public view's compression needs.
    // (Before, every forged link hashed its new password: 10 hashes beside the owner's.)
    expect(server.accounts.hashing.completed - hashedBefore).toBe(1);
  });

  it('checks the policy and the link before hashing, and does not use up the link on a weak password', async () => {
    await start();
    const { userId } = await createMember(server, 'rita@example.org', ['registrar']);
    const token = await server.accounts.resets.create(userId);
    const browser = new BrowserClient(server.url);
    const weak = await browser.post('/api/auth/password-reset/complete', {
      token,
      password: 'password1',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.error).toMatch(/most common passwords/);
    const done = await browser.post('/api/auth/password-reset/complete', {
      token,
      password: 'a brand new rumba',
    });
    expect(done.status).toBe(200);
  });

  it('refuses more than 10 forged links an hour from one address, but not a real one', async () => {
    await start();
    const { userId } = await createMember(server, 'rita@example.org', ['registrar']);
    const browser = new BrowserClient(server.url);
    const forged = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        browser.post('/api/auth/password-reset/complete', {
          token: `forged-${i}`,
          password: 'a fine new password',
        }),
      ),
    );
    expect(forged.map((reply) => reply.status).sort()).toEqual([
      ...Array<number>(10).fill(400),
      429,
      429,
    ]);
    const limited = forged.find((reply) => reply.status === 429);
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0);
    const token = await server.accounts.resets.create(userId);
    const real = await browser.post('/api/auth/password-reset/complete', {
      token,
      password: 'a brand new rumba',
    });
    expect(real.status).toBe(200);
  });
});

describe('the password hashing queue', () => {
  it('answers 503 with Retry-After when the queue is full, without counting the attempt', async () => {
    await start({ passwordHashConcurrency: 2, passwordHashQueue: 3 });
    await createMember(server, 'rita@example.org', ['registrar']);
    // Five hashes that take as long as the test wants fill the 2 places and the 3 waiting ones.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const busy = Array.from({ length: 5 }, () => server.accounts.hashing.run(() => held));
    const browser = new BrowserClient(server.url);
    const attempts = await Promise.all(
      Array.from({ length: 8 }, () =>
        browser.post('/api/auth/sign-in', { email: 'rita@example.org', password: 'guess' }),
      ),
    );
    expect(attempts.map((reply) => reply.status)).toEqual(attempts.map(() => 503));
    expect(Number(attempts[0]?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(attempts[0]?.body.error).toMatch(/busy/);
    release();
    await Promise.all(busy);
    // None of the 8 counted as a failure: the account still has its 5 tries from here.
    const after = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      after.push(
        await browser.post('/api/auth/sign-in', { email: 'rita@example.org', password: 'guess' }),
      );
    }
    expect(after.map((reply) => reply.status)).toEqual([401, 401, 401, 401, 401]);
  });

  it('sends every hash of the server through the queue, at most 2 at once by default', async () => {
    await start({ passwordHashQueue: 100 });
    const browser = new BrowserClient(server.url);
    await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        browser.post('/api/auth/sign-in', { email: `nobody${i}@example.org`, password: 'guess' }),
      ),
    );
    expect(server.accounts.hashing.peakRunning).toBeLessThanOrEqual(2);
    expect(server.accounts.hashing.completed).toBeGreaterThanOrEqual(16);
  });
});

describe('asking for a reset link', () => {
  it('answers before the mail is sent, and sends it afterwards', async () => {
    await start();
    await createMember(server, 'rita@example.org', ['registrar']);
    const release = smtp!.hold();
    try {
      const browser = new BrowserClient(server.url);
      const known = await within(
        3000,
        browser.post('/api/auth/password-reset', { email: 'rita@example.org' }),
      );
      const unknown = await browser.post('/api/auth/password-reset', { email: 'who@example.org' });
      expect(known.status).toBe(202);
      expect(known.body).toEqual(unknown.body);
      await smtp!.held(1);
      expect(smtp!.mails).toHaveLength(0);
    } finally {
      release();
    }
    const link = await smtp!.linkTo('rita@example.org', '/login/reset');
    expect(link).toMatch(/\/login\/reset\?token=/);
  });
});
