import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, DEMO_SLUG, signedInBrowser } from './helpers/accounts';
import { BrowserClient } from './helpers/browser-client';
import { startTestServer, type TestServer } from './helpers/start-test-server';

let server: TestServer;
let judgeAccount: BrowserClient;
let tablet: BrowserClient;

beforeAll(async () => {
  server = await startTestServer();
  await createMember(server, 'jo@example.org', ['judge']);
  judgeAccount = await signedInBrowser(server, 'jo@example.org');
  const { code } = await server.accounts.devices.create(DEMO_SLUG, 'judge-a', 'test');
  tablet = new BrowserClient(server.url);
  await tablet.post('/api/judge-devices/bind', { code });
});
afterAll(async () => {
  await server.dispose();
});

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Writes anybody may send, because they carry their own secret (a password,
 * a mailed token, a device code) or only end the caller's own session. Each
 * is shown to change nothing without a valid secret.
 */
const publicWrites: Record<string, number> = {
  'POST /api/auth/sign-in': 401,
  'POST /api/auth/sign-out': 204,
  'POST /api/auth/password-reset': 202,
  'POST /api/auth/password-reset/complete': 400,
  'POST /api/invitations/:token/accept': 404,
  'POST /api/judge-devices/bind': 404,
  // Registration is anonymous by design (rate-limited per address); an empty form stores nothing.
  'POST /api/registrations': 400,
  'POST /api/competitions/:slug/registrations': 400,
  // A dancer's own registration needs their email and competitor code.
  'POST /api/registrations/access': 401,
  'POST /api/competitions/:slug/registrations/access': 401,
  'POST /api/registrations/commands': 401,
  'POST /api/competitions/:slug/registrations/commands': 401,
  // The same answer whether or not the email is registered; the mail goes to its owner.
  'POST /api/registrations/resend-code': 202,
  'POST /api/competitions/:slug/registrations/resend-code': 202,
};

/** Writes any signed-in user may make about themselves. */
const selfServiceWrites = new Set(['POST /api/auth/password']);

/** A body that would pass validation, so only authorization can stop the request. */
function plausibleBody(url: string): unknown {
  const wrongCode = { email: 'dancer@example.org', code: 'WRONG00' };
  if (url.endsWith('/registrations/access')) {
    return wrongCode;
  }
  if (url.endsWith('/registrations/commands')) {
    return {
      ...wrongCode,
      commandId: crypto.randomUUID(),
      command: { type: 'withdrawDancer', competitorId: 'someone' },
    };
  }
  if (url.endsWith('/resend-code')) {
    return { email: 'dancer@example.org' };
  }
  if (url.endsWith('/commands')) {
    return {
      commandId: crypto.randomUUID(),
      command: { type: 'updateMetadata', patch: { fullName: 'Taken over' } },
    };
  }
  if (url.endsWith('/invitations')) {
    return { email: 'intruder@example.org', role: 'owner' };
  }
  if (url.endsWith('/roles')) {
    return { roles: ['owner'] };
  }
  if (url.endsWith('/judge-devices')) {
    return { judgeId: 'judge-a' };
  }
  if (url.endsWith('/sign-in')) {
    return { email: 'owner@example.org', password: 'wrong password' };
  }
  if (url.endsWith('/password-reset')) {
    return { email: 'owner@example.org' };
  }
  if (url.endsWith('/complete')) {
    return { token: 'forged', password: 'a fine new password' };
  }
  if (url.endsWith('/accept')) {
    return { password: 'a fine new password' };
  }
  if (url.endsWith('/bind')) {
    return { code: 'ABCD-EFGH' };
  }
  if (url.endsWith('/password')) {
    return { currentPassword: 'x', newPassword: 'a fine new password' };
  }
  return undefined;
}

function concrete(url: string): string {
  return url.replace(':slug', DEMO_SLUG).replace(/:(\w+)/g, 'some-$1');
}

describe('every write endpoint', () => {
  const writes = () =>
    server.routes
      .filter((route) => WRITE_METHODS.has(route.method))
      .map((route) => ({ ...route, key: `${route.method} ${route.url}` }));

  it('is known to this test (a new write endpoint must be classified here)', () => {
    expect(writes().length).toBeGreaterThanOrEqual(15);
  });

  it('refuses a caller without the right session or device token, and nothing changes', async () => {
    const ownerBefore = await server.accounts.users.byEmail('owner@example.org');
    const versionBefore = server.host.stateOf(DEMO_SLUG);
    const outcomes: string[] = [];
    for (const route of writes()) {
      const url = concrete(route.url);
      const body = plausibleBody(route.url);
      const anonymous = await new BrowserClient(server.url).request(route.method, url, body);
      if (route.key in publicWrites) {
        outcomes.push(`${route.key} anonymous → ${anonymous.status}`);
        expect(anonymous.status, route.key).toBe(publicWrites[route.key]);
        continue;
      }
      expect(anonymous.status, `${route.key} anonymous`).toBe(401);
      const fromTablet = await tablet.request(route.method, url, body);
      expect([401, 403], `${route.key} from a judge tablet`).toContain(fromTablet.status);
      if (!selfServiceWrites.has(route.key)) {
        const fromJudge = await judgeAccount.request(route.method, url, body);
        expect(fromJudge.status, `${route.key} from a judge's account`).toBe(403);
      }
      outcomes.push(`${route.key} refused`);
    }
    expect(outcomes.length).toBe(writes().length);
    expect(await server.accounts.users.byEmail('owner@example.org')).toEqual(ownerBefore);
    expect(await server.accounts.users.byEmail('intruder@example.org')).toBeUndefined();
    expect(server.host.stateOf(DEMO_SLUG)).toBe(versionBefore);
  });
});
