import { afterEach, describe, expect, it } from 'vitest';
import { accountsConfigFromEnv } from '../src/accounts/accounts-config';
import type { ServerConfig } from '../src/config';
import { createMember, DEMO_SLUG, signedInBrowser } from './helpers/accounts';
import { addOpenEvents, register, tbaRegistration } from './helpers/registration';
import { requestWithHost } from './helpers/request-with-host';
import { SmtpCatcher } from './helpers/smtp-catcher';
import { startTestServer, type TestServer } from './helpers/start-test-server';

let server: TestServer;
let smtp: SmtpCatcher;

afterEach(async () => {
  await server.dispose();
  await smtp.close();
});

async function start(overrides: Partial<ServerConfig> = {}, publicUrl?: string) {
  smtp = await SmtpCatcher.start();
  server = await startTestServer({
    accounts: { ...accountsConfigFromEnv({}), passwordHashCost: 10, publicUrl },
    mail: smtp.mailConfig(),
    ...overrides,
  });
}

/** What an attacker sends instead of the server's name: a host of their own, direct and forwarded. */
const evil = {
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
};

/** The judge-tablet link made for the demo's first judge, asked for with `headers`. */
async function tabletLink(headers: Record<string, string>) {
  await createMember(server, 'sam@example.org', ['scrutineer']);
  const scrutineer = await signedInBrowser(server, 'sam@example.org');
  const base = `${server.url}/api/competitions/${DEMO_SLUG}/judge-devices`;
  const judges = (await scrutineer.get(`/api/competitions/${DEMO_SLUG}/judge-devices`)).body
    .judges as { id: string }[];
  const created = await requestWithHost(
    base,
    { ...headers, cookie: scrutineer.cookieHeader() },
    { judgeId: judges[0]?.id },
  );
  expect(created.status).toBe(201);
  return String(created.body.url);
}

describe('mailed and shown links with PUBLIC_URL unset', () => {
  it('point a password reset asked for with another Host at the server itself', async () => {
    await start();
    await createMember(server, 'rita@example.org', ['registrar']);
    const asked = await requestWithHost(`${server.url}/api/auth/password-reset`, evil, {
      email: 'rita@example.org',
    });
    expect(asked.status).toBe(202);
    const link = await smtp.linkTo('rita@example.org', '/login/reset');
    expect(link).toMatch(new RegExp(`^${server.url}/login/reset\\?token=`));
  });

  it('point a resent competitor code asked for with another Host at the server itself', async () => {
    await start();
    await addOpenEvents(server);
    expect((await register(server, tbaRegistration('Oda'))).status).toBe(200);
    const email = 'oda.registrant@example.org';
    await smtp.linkTo(email, '/updateEntries');
    const asked = await requestWithHost(
      `${server.url}/api/competitions/${DEMO_SLUG}/registrations/resend-code`,
      evil,
      { email },
    );
    expect(asked.status).toBe(202);
    const [, resent] = await smtp.linksTo(email, '/updateEntries', 2);
    expect(resent).toBe(`${server.url}/updateEntries`);
  });

  it('point an invitation sent with another Host at the server itself', async () => {
    await start();
    await createMember(server, 'ada@example.org', ['admin']);
    const admin = await signedInBrowser(server, 'ada@example.org');
    const sent = await requestWithHost(
      `${server.url}/api/competitions/${DEMO_SLUG}/invitations`,
      { ...evil, cookie: admin.cookieHeader() },
      { email: 'sam@example.org', role: 'scrutineer' },
    );
    expect(sent.status).toBe(201);
    expect(await smtp.linkTo('sam@example.org', '/invite/')).toMatch(
      new RegExp(`^${server.url}/invite/`),
    );
  });

  it('point a judge tablet QR code made with another Host at the server itself', async () => {
    await start();
    expect(await tabletLink(evil)).toMatch(new RegExp(`^${server.url}/judges/`));
  });

  it('tell the judge-tablets screen nothing when the server listens on loopback only', async () => {
    await start();
    await createMember(server, 'sam@example.org', ['scrutineer']);
    const scrutineer = await signedInBrowser(server, 'sam@example.org');
    const listed = await scrutineer.get(`/api/competitions/${DEMO_SLUG}/judge-devices`);
    expect(listed.body.links).toEqual({ origin: server.url, warning: null });
  });

  it('warn the judge-tablets screen when the server listens beyond loopback', async () => {
    await start({ host: '0.0.0.0' });
    await createMember(server, 'sam@example.org', ['scrutineer']);
    const scrutineer = await signedInBrowser(server, 'sam@example.org');
    const listed = await scrutineer.get(`/api/competitions/${DEMO_SLUG}/judge-devices`);
    expect(listed.body.links).toEqual({
      origin: server.url,
      warning: expect.stringMatching(/PUBLIC_URL/) as unknown,
    });
  });
});

describe('mailed and shown links with PUBLIC_URL set', () => {
  const publicUrl = 'https://dance.example.org';

  it('name PUBLIC_URL in a password reset, whatever Host the request names', async () => {
    await start({}, publicUrl);
    await createMember(server, 'rita@example.org', ['registrar']);
    await requestWithHost(`${server.url}/api/auth/password-reset`, evil, {
      email: 'rita@example.org',
    });
    expect(await smtp.linkTo('rita@example.org', '/login/reset')).toMatch(
      /^https:\/\/dance\.example\.org\/login\/reset\?token=/,
    );
  });

  it('name PUBLIC_URL in a judge tablet QR code, and warn nobody though the server listens everywhere', async () => {
    await start({ host: '0.0.0.0' }, publicUrl);
    expect(await tabletLink(evil)).toMatch(/^https:\/\/dance\.example\.org\/judges\//);
    const scrutineer = await signedInBrowser(server, 'sam@example.org');
    const listed = await scrutineer.get(`/api/competitions/${DEMO_SLUG}/judge-devices`);
    expect(listed.body.links).toEqual({ origin: publicUrl, warning: null });
  });

  it('let a browser on PUBLIC_URL write through a proxy that does not pass the Host on', async () => {
    await start({}, publicUrl);
    await createMember(server, 'rita@example.org', ['registrar']);
    // The proxy talks to the server by its own address; the browser's page is on PUBLIC_URL.
    const asked = await requestWithHost(
      `${server.url}/api/auth/password-reset`,
      { origin: publicUrl },
      { email: 'rita@example.org' },
    );
    expect(asked.status).toBe(202);
    const foreign = await requestWithHost(
      `${server.url}/api/auth/password-reset`,
      { origin: 'https://other.example' },
      { email: 'rita@example.org' },
    );
    expect(foreign.status).toBe(403);
  });
});
