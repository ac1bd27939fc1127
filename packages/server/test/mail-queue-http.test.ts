import { afterEach, describe, expect, it } from 'vitest';
import { createMember, DEMO_SLUG } from './helpers/accounts';
import { addOpenEvents, asDancer, register, tbaRegistration } from './helpers/registration';
import { SmtpCatcher } from './helpers/smtp-catcher';
import { startTestServer, type TestServer } from './helpers/start-test-server';

let server: TestServer;
let smtp: SmtpCatcher;

afterEach(async () => {
  await server.dispose();
  await smtp.close();
});

/**
 * The queue's wait, lengthened so that a loaded machine answers two requests well within it
 * (1.5 s was once too short beside a browser run); mail is awaited for longer than it. That a
 * job waits at least this long is proved without a clock in src/mail/mail-queue.test.ts.
 */
const QUEUE_WAIT_MS = 3000;
const MAIL_WAIT_MS = 15_000;

async function start() {
  smtp = await SmtpCatcher.start();
  server = await startTestServer({
    mail: smtp.mailConfig({ minDelayMs: QUEUE_WAIT_MS, maxDelayMs: QUEUE_WAIT_MS }),
  });
}

async function post(path: string, body: unknown): Promise<number> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.status;
}

async function healthz(): Promise<number> {
  const response = await fetch(`${server.url}/healthz`);
  await response.arrayBuffer();
  return response.status;
}

const resetsAsked = async () =>
  (await server.accounts.audit.forCompetition(DEMO_SLUG)).filter(
    (entry) => entry.action === 'password-reset-requested',
  ).length;

describe('the mail queue', () => {
  it('does none of a reset request’s work while its reply and the next request are answered', async () => {
    await start();
    await createMember(server, 'rita@example.org', ['registrar']);
    expect(await post('/api/auth/password-reset', { email: 'rita@example.org' })).toBe(202);
    expect(await healthz()).toBe(200);
    // Not even looked up yet: no token, no audit entry, no mail. (Before the queue, all but
    // the mail were done before the 202 reached the client.)
    expect(await resetsAsked()).toBe(0);
    expect(smtp.mails).toHaveLength(0);
    expect(await smtp.linkTo('rita@example.org', '/login/reset', MAIL_WAIT_MS)).toMatch(/token=/);
    expect(await resetsAsked()).toBe(1);
  });

  it('sends a resent competitor code only after the requests that follow are answered', async () => {
    await start();
    await addOpenEvents(server);
    expect((await register(server, tbaRegistration('Oda'))).status).toBe(200);
    const email = 'oda.registrant@example.org';
    await smtp.linkTo(email, '/updateEntries', MAIL_WAIT_MS);
    expect((await asDancer(server, 'resend-code', { email })).status).toBe(202);
    expect(await healthz()).toBe(200);
    expect(smtp.mails).toHaveLength(1);
    await smtp.linksTo(email, '/updateEntries', 2, MAIL_WAIT_MS);
  });

  it('sends every queued mail, one after another, and still sends them when the server stops', async () => {
    await start();
    for (let i = 0; i < 3; i += 1) {
      await createMember(server, `member-${i}@example.org`, ['registrar']);
      expect(await post('/api/auth/password-reset', { email: `member-${i}@example.org` })).toBe(
        202,
      );
    }
    // Stopping cuts the waits short: all three go out before the server is gone.
    await server.stop();
    expect(smtp.mails.map((mail) => mail.to[0]).sort()).toEqual([
      'member-0@example.org',
      'member-1@example.org',
      'member-2@example.org',
    ]);
  });
});
