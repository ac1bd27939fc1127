import { demoMetadata, screensFor } from '@floorcraft/domain';
import type { SessionInfo } from '@floorcraft/domain/api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMember, DEMO_SLUG, GOOD_PASSWORD, signedInBrowser } from './helpers/accounts';
import { BrowserClient } from './helpers/browser-client';
import { sendCommand } from './helpers/send-command';
import { startTestServer, type TestServer } from './helpers/start-test-server';

let server: TestServer;

beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.dispose();
});

const rename = (fullName: string) => ({
  commandId: crypto.randomUUID(),
  command: { type: 'updateMetadata' as const, patch: { fullName } },
});

describe('first start', () => {
  it('creates an owner with a one-time password that must be replaced before anything else', async () => {
    const owner = server.firstOwner;
    expect(owner?.email).toBe('owner@example.org');
    const browser = new BrowserClient(server.url);
    const signIn = await browser.post('/api/auth/sign-in', {
      email: owner?.email,
      password: owner?.oneTimePassword,
    });
    expect(signIn.status).toBe(200);
    expect(signIn.body.user).toMatchObject({ mustChangePassword: true });
    expect(signIn.body.memberships).toEqual([]);

    const refused = await browser.post(`/api/competitions/${DEMO_SLUG}/commands`, rename('X'));
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('choose a new password before you continue');

    const weak = await browser.post('/api/auth/password', {
      currentPassword: owner?.oneTimePassword,
      newPassword: 'password1',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.error).toMatch(/not one of the most common passwords/);

    const changed = await browser.post('/api/auth/password', {
      currentPassword: owner?.oneTimePassword,
      newPassword: GOOD_PASSWORD,
    });
    expect(changed.status).toBe(200);
    // With the screens the owner's role offers there: the app keeps no role lists of its own.
    expect(changed.body.memberships).toEqual([
      { slug: DEMO_SLUG, roles: ['owner'], screens: screensFor(['owner']) },
    ]);
    const renamed = await browser.post(
      `/api/competitions/${DEMO_SLUG}/commands`,
      rename('Harbor City Open'),
    );
    expect(renamed.status).toBe(200);
  });
});

describe('sign-in', () => {
  it('gives the same answer for an unknown email and a wrong password', async () => {
    await createMember(server, 'rita@example.org', ['registrar']);
    const browser = new BrowserClient(server.url);
    const wrong = await browser.post('/api/auth/sign-in', {
      email: 'rita@example.org',
      password: 'not her password',
    });
    const unknown = await browser.post('/api/auth/sign-in', {
      email: 'nobody@example.org',
      password: 'not her password',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.error).toBe('email or password is incorrect');
    expect(browser.hasCookie('floorcraft-session')).toBe(false);
  });

  it('signs in with an HttpOnly, SameSite=Lax session cookie, a new one each time', async () => {
    await createMember(server, 'rita@example.org', ['registrar']);
    const browser = new BrowserClient(server.url);
    const first = await browser.post('/api/auth/sign-in', {
      email: 'RITA@example.org',
      password: GOOD_PASSWORD,
    });
    const cookie = first.headers.getSetCookie()[0] ?? '';
    expect(cookie).toMatch(/^floorcraft-session=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(first.body.memberships).toEqual([
      { slug: DEMO_SLUG, roles: ['registrar'], screens: screensFor(['registrar']) },
    ]);
    const offered = (first.body as unknown as SessionInfo).memberships[0]?.screens;
    expect(offered).toContain('printInvoices');
    expect(offered).not.toContain('members');

    const oldCookie = browser.cookieHeader();
    await browser.post('/api/auth/sign-in', { email: 'rita@example.org', password: GOOD_PASSWORD });
    expect(browser.cookieHeader()).not.toBe(oldCookie);
    const replay = await fetch(`${server.url}/api/auth/session`, {
      headers: { cookie: oldCookie },
    });
    expect(((await replay.json()) as { user: unknown }).user).toBeNull();
  });

  it('rate limits an account after 5 failures with 429, Retry-After and minutes in words', async () => {
    await createMember(server, 'rita@example.org', ['registrar']);
    const browser = new BrowserClient(server.url);
    for (let attempt = 0; attempt < 5; attempt++) {
      const reply = await browser.post('/api/auth/sign-in', {
        email: 'rita@example.org',
        password: `guess ${attempt}`,
      });
      expect(reply.status).toBe(401);
    }
    const limited = await browser.post('/api/auth/sign-in', {
      email: 'rita@example.org',
      password: GOOD_PASSWORD,
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(limited.body.error).toBe('too many attempts, try again in 15 minutes');
    const audit = (await server.accounts.audit.forCompetition(DEMO_SLUG)).map(
      (entry) => entry.action,
    );
    expect(audit.filter((action) => action === 'sign-in-failed')).toHaveLength(5);
    expect(audit).toContain('sign-in-blocked');
  });

  it('refuses a 6th wrong current password sent at once, until a right one clears the count', async () => {
    await createMember(server, 'rita@example.org', ['registrar']);
    const browser = await signedInBrowser(server, 'rita@example.org');
    const change = (currentPassword: string, newPassword = 'foxtrot on a sunday') =>
      browser.post('/api/auth/password', { currentPassword, newPassword });
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await change(`guess ${attempt}`)).status).toBe(400);
    }
    // The right password wipes the four wrong ones: five more are each answered.
    expect((await change(GOOD_PASSWORD)).status).toBe(200);
    const guesses = await Promise.all(
      Array.from({ length: 7 }, (_, attempt) => change(`guess again ${attempt}`)),
    );
    const statuses = guesses.map((reply) => reply.status).sort();
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
    const limited = guesses.find((reply) => reply.status === 429)!;
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    // Even the right password waits now, so a stolen session cannot keep guessing.
    expect((await change('foxtrot on a sunday', GOOD_PASSWORD)).status).toBe(429);
  });

  it('ends the session on the server at sign-out', async () => {
    await createMember(server, 'rita@example.org', ['registrar']);
    const browser = await signedInBrowser(server, 'rita@example.org');
    const cookie = browser.cookieHeader();
    expect((await browser.post('/api/auth/sign-out')).status).toBe(204);
    const replay = await fetch(`${server.url}/api/auth/session`, { headers: { cookie } });
    expect(((await replay.json()) as { user: unknown }).user).toBeNull();
    const audit = (await server.accounts.audit.forCompetition(DEMO_SLUG)).map(
      (entry) => entry.action,
    );
    expect(audit.slice(0, 2)).toEqual(['sign-out', 'sign-in']);
  });

  it('refuses a sign-in posted from a foreign page', async () => {
    await createMember(server, 'rita@example.org', ['registrar']);
    const foreign = new BrowserClient(server.url, 'https://evil.example');
    const reply = await foreign.post('/api/auth/sign-in', {
      email: 'rita@example.org',
      password: GOOD_PASSWORD,
    });
    expect(reply.status).toBe(403);
    expect(foreign.hasCookie('floorcraft-session')).toBe(false);
  });
});

describe('roles decide commands', () => {
  it('lets an admin change metadata and refuses an MC with the reason', async () => {
    await createMember(server, 'ada@example.org', ['admin']);
    await createMember(server, 'max@example.org', ['mc']);
    const admin = await signedInBrowser(server, 'ada@example.org');
    const mc = await signedInBrowser(server, 'max@example.org');
    expect(
      (await admin.post(`/api/competitions/${DEMO_SLUG}/commands`, rename('Renamed'))).status,
    ).toBe(200);
    const refused = await mc.post(`/api/competitions/${DEMO_SLUG}/commands`, rename('Nope'));
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(
      'your roles in this competition do not allow you to update metadata',
    );
  });

  it('gives no rights in a competition where the user holds no role', async () => {
    await sendCommand(
      server.url,
      {
        type: 'createCompetition',
        slug: 'spring-open',
        metadata: { ...demoMetadata('2027-01-10'), fullName: 'Spring Open' },
      },
      { token: server.token },
    );
    await createMember(server, 'ada@example.org', ['admin']);
    const admin = await signedInBrowser(server, 'ada@example.org');
    const refused = await admin.post('/api/competitions/spring-open/commands', rename('Mine'));
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatch(/no role in this competition/);
  });
});
