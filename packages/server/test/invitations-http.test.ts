import { screensFor } from '@floorcraft/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMember, DEMO_SLUG, GOOD_PASSWORD, signedInBrowser } from './helpers/accounts';
import { BrowserClient } from './helpers/browser-client';
import { SmtpCatcher } from './helpers/smtp-catcher';
import { startTestServer, type TestServer } from './helpers/start-test-server';

let server: TestServer;
let smtp: SmtpCatcher;

beforeEach(async () => {
  smtp = await SmtpCatcher.start();
  server = await startTestServer({ mail: smtpAt(smtp.port) });
});
afterEach(async () => {
  await server.dispose();
  await smtp.close();
});

function smtpAt(port: number) {
  return {
    smtp: { host: '127.0.0.1', port, secure: false },
    from: 'Floorcraft <no-reply@floorcraft.invalid>',
    outboxDir: 'unused-with-smtp',
  };
}

/** The token at the end of an invitation or reset link. */
const tokenOf = (link: string) => new URL(link).pathname.split('/').pop() ?? '';

describe('invitations by email', () => {
  it('lets an invited person choose a password, join with the role, and use the link once', async () => {
    await createMember(server, 'ada@example.org', ['admin']);
    const admin = await signedInBrowser(server, 'ada@example.org');
    const sent = await admin.post(`/api/competitions/${DEMO_SLUG}/invitations`, {
      email: 'sam@example.org',
      role: 'scrutineer',
    });
    expect(sent.status).toBe(201);
    expect(sent.body.mail).toBe('sent');

    const link = await smtp.linkTo('sam@example.org', '/invite/');
    const token = tokenOf(link);
    const invited = new BrowserClient(server.url);
    const preview = await invited.get(`/api/invitations/${token}`);
    expect(preview.body).toMatchObject({
      email: 'sam@example.org',
      role: 'scrutineer',
      roleLabel: 'Scrutineer',
      hasAccount: false,
      competition: { slug: DEMO_SLUG },
    });

    const weak = await invited.post(`/api/invitations/${token}/accept`, { password: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body.error).toMatch(/at least 8 characters/);

    const accepted = await invited.post(`/api/invitations/${token}/accept`, {
      name: 'Sam Ortiz',
      password: GOOD_PASSWORD,
    });
    expect(accepted.status).toBe(200);
    const session = await invited.get('/api/auth/session');
    expect(session.body.memberships).toEqual([
      { slug: DEMO_SLUG, roles: ['scrutineer'], screens: screensFor(['scrutineer']) },
    ]);

    const again = await new BrowserClient(server.url).post(`/api/invitations/${token}/accept`, {
      password: GOOD_PASSWORD,
    });
    expect(again.status).toBe(404);
    expect(again.body.error).toMatch(/expired or was already used/);

    const actions = (await server.accounts.audit.forCompetition(DEMO_SLUG)).map(
      (entry) => entry.action,
    );
    expect(actions).toContain('invitation-sent');
    expect(actions).toContain('invitation-accepted');
  });

  it('asks an existing account for its own password before adding the role', async () => {
    await createMember(server, 'ada@example.org', ['admin']);
    await createMember(server, 'max@example.org', ['mc']);
    const admin = await signedInBrowser(server, 'ada@example.org');
    await admin.post(`/api/competitions/${DEMO_SLUG}/invitations`, {
      email: 'max@example.org',
      role: 'deckCaptain',
    });
    const token = tokenOf(await smtp.linkTo('max@example.org', '/invite/'));
    const browser = new BrowserClient(server.url);
    expect((await browser.get(`/api/invitations/${token}`)).body.hasAccount).toBe(true);
    const wrong = await browser.post(`/api/invitations/${token}/accept`, { password: 'guessing' });
    expect(wrong.status).toBe(401);
    const right = await browser.post(`/api/invitations/${token}/accept`, {
      password: GOOD_PASSWORD,
    });
    expect(right.status).toBe(200);
    expect((await browser.get('/api/auth/session')).body.memberships).toEqual([
      { slug: DEMO_SLUG, roles: ['deckCaptain', 'mc'], screens: screensFor(['deckCaptain', 'mc']) },
    ]);
  });

  it('makes one account and one session when three browsers accept a new link at once', async () => {
    await createMember(server, 'ada@example.org', ['admin']);
    const admin = await signedInBrowser(server, 'ada@example.org');
    await admin.post(`/api/competitions/${DEMO_SLUG}/invitations`, {
      email: 'sam@example.org',
      role: 'scrutineer',
    });
    const token = tokenOf(await smtp.linkTo('sam@example.org', '/invite/'));
    const browsers = [1, 2, 3].map(() => new BrowserClient(server.url));
    const replies = await Promise.all(
      browsers.map((browser) =>
        browser.post(`/api/invitations/${token}/accept`, { name: 'Sam', password: GOOD_PASSWORD }),
      ),
    );

    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 404, 404]);
    const winner = browsers[replies.findIndex((reply) => reply.status === 200)];
    expect((await winner?.get('/api/auth/session'))?.body.memberships).toEqual([
      { slug: DEMO_SLUG, roles: ['scrutineer'], screens: screensFor(['scrutineer']) },
    ]);
    const sam = await server.accounts.users.byEmail('sam@example.org');
    const audit = await server.accounts.audit.forCompetition(DEMO_SLUG);
    expect(audit.filter((entry) => entry.action === 'invitation-accepted')).toHaveLength(1);
    // A browser that lost the race, even after signing in with the new password, holds nothing.
    expect(await server.accounts.sessions.endAllFor(sam?.id ?? 'missing')).toHaveLength(1);
  });

  it('refuses an invitation to the owner role from an admin, and any invitation from an MC', async () => {
    await createMember(server, 'ada@example.org', ['admin']);
    await createMember(server, 'max@example.org', ['mc']);
    const admin = await signedInBrowser(server, 'ada@example.org');
    const mc = await signedInBrowser(server, 'max@example.org');
    const owner = await admin.post(`/api/competitions/${DEMO_SLUG}/invitations`, {
      email: 'boss@example.org',
      role: 'owner',
    });
    expect(owner.status).toBe(403);
    expect(owner.body.error).toBe('only an owner can grant or remove the owner role');
    const byMc = await mc.post(`/api/competitions/${DEMO_SLUG}/invitations`, {
      email: 'friend@example.org',
      role: 'judge',
    });
    expect(byMc.status).toBe(403);
    expect(smtp.mails).toHaveLength(0);
  });

  it('says the mail failed when the SMTP server is down, and keeps the invitation', async () => {
    await server.dispose();
    server = await startTestServer({ mail: smtpAt(1) });
    await createMember(server, 'ada@example.org', ['admin']);
    const admin = await signedInBrowser(server, 'ada@example.org');
    const sent = await admin.post(`/api/competitions/${DEMO_SLUG}/invitations`, {
      email: 'sam@example.org',
      role: 'judge',
    });
    expect(sent.status).toBe(201);
    expect(sent.body.mail).toBe('failed');
    const members = await admin.get(`/api/competitions/${DEMO_SLUG}/members`);
    expect(members.body.invitations).toMatchObject([{ email: 'sam@example.org', role: 'judge' }]);
  });
});

describe('password reset by emailed link', () => {
  it('sets a new password once, ends the old sessions, and says the same for unknown emails', async () => {
    await createMember(server, 'rita@example.org', ['registrar']);
    const elsewhere = await signedInBrowser(server, 'rita@example.org');
    const browser = new BrowserClient(server.url);
    const known = await browser.post('/api/auth/password-reset', { email: 'rita@example.org' });
    const unknown = await browser.post('/api/auth/password-reset', { email: 'who@example.org' });
    expect(known.status).toBe(202);
    expect(unknown.body).toEqual(known.body);

    const link = await smtp.linkTo('rita@example.org', '/login/reset');
    const token = new URL(link).searchParams.get('token') ?? '';
    expect((await browser.get(`/api/auth/password-reset/${token}`)).body.valid).toBe(true);
    const done = await browser.post('/api/auth/password-reset/complete', {
      token,
      password: 'a brand new rumba',
    });
    expect(done.status).toBe(200);
    expect(done.body.user).toMatchObject({ email: 'rita@example.org' });

    expect((await elsewhere.get('/api/auth/session')).body.user).toBeNull();
    const reused = await browser.post('/api/auth/password-reset/complete', {
      token,
      password: 'another new rumba',
    });
    expect(reused.status).toBe(400);
    expect(reused.body.error).toMatch(/expired or was already used/);
    const oldPassword = await new BrowserClient(server.url).post('/api/auth/sign-in', {
      email: 'rita@example.org',
      password: GOOD_PASSWORD,
    });
    expect(oldPassword.status).toBe(401);
    await signedInBrowser(server, 'rita@example.org', 'a brand new rumba');
    expect(smtp.mails).toHaveLength(1);
  });

  it('sends at most 3 reset mails an hour to one address, answering the same each time', async () => {
    await createMember(server, 'rita@example.org', ['registrar']);
    const browser = new BrowserClient(server.url);
    const answers = [];
    for (let request = 0; request < 5; request++) {
      answers.push(await browser.post('/api/auth/password-reset', { email: 'rita@example.org' }));
    }
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202, 202, 202]);
    // The mails go out after the answers; shutting down waits for them.
    await server.dispose();
    expect(smtp.mails.filter((mail) => mail.to.includes('rita@example.org'))).toHaveLength(3);
  });
});
