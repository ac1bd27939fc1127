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
 * How a write route is guarded:
 * - `public`: anybody may send it, because it carries its own secret (a password, a mailed
 *   token, a device code, a competitor code) or only ends the caller's own session; shown to
 *   change nothing without a valid secret, by the status an anonymous caller gets.
 * - `self`: any signed-in user, about themselves.
 * - `staff`: a signed-in member with a role that allows it; a judge tablet gets `tablet`
 *   (401 where only an account session counts, 403 where the tablet is an actor refused).
 * `body` would pass validation, so only authorization can stop the request.
 */
type Guard =
  | { guard: 'public'; anonymous: number; body?: unknown }
  | { guard: 'self'; tablet: 401 | 403; body?: unknown }
  | { guard: 'staff'; tablet: 401 | 403; body?: unknown };

const wrongCode = { email: 'dancer@example.org', code: 'WRONG00' };
const registrationCommand = () => ({
  ...wrongCode,
  commandId: crypto.randomUUID(),
  command: { type: 'withdrawDancer', competitorId: 'someone' },
});
const takeOverCommand = () => ({
  commandId: crypto.randomUUID(),
  command: { type: 'updateMetadata', patch: { fullName: 'Taken over' } },
});
const invitation = { email: 'intruder@example.org', role: 'owner' };

/**
 * Every write route the server registers, by method and URL. A route missing
 * here, or listed here and gone, fails "classifies every write route".
 */
const WRITE_ROUTES: Record<string, Guard> = {
  'POST /api/auth/sign-in': {
    guard: 'public',
    anonymous: 401,
    body: { email: 'owner@example.org', password: 'wrong password' },
  },
  'POST /api/auth/sign-out': { guard: 'public', anonymous: 204 },
  'POST /api/auth/password': {
    guard: 'self',
    tablet: 401,
    body: { currentPassword: 'x', newPassword: 'a fine new password' },
  },
  'POST /api/auth/password-reset': {
    guard: 'public',
    anonymous: 202,
    body: { email: 'owner@example.org' },
  },
  'POST /api/auth/password-reset/complete': {
    guard: 'public',
    anonymous: 400,
    body: { token: 'forged', password: 'a fine new password' },
  },
  'POST /api/invitations/:token/accept': {
    guard: 'public',
    anonymous: 404,
    body: { password: 'a fine new password' },
  },
  'POST /api/judge-devices/bind': { guard: 'public', anonymous: 404, body: { code: 'ABCD-EFGH' } },
  // Registration is anonymous by design (rate-limited per address); an empty form stores nothing.
  'POST /api/registrations': { guard: 'public', anonymous: 400 },
  'POST /api/competitions/:slug/registrations': { guard: 'public', anonymous: 400 },
  // A dancer's own registration needs their email and competitor code.
  'POST /api/registrations/access': { guard: 'public', anonymous: 401, body: wrongCode },
  'POST /api/competitions/:slug/registrations/access': {
    guard: 'public',
    anonymous: 401,
    body: wrongCode,
  },
  'POST /api/registrations/commands': {
    guard: 'public',
    anonymous: 401,
    body: registrationCommand(),
  },
  'POST /api/competitions/:slug/registrations/commands': {
    guard: 'public',
    anonymous: 401,
    body: registrationCommand(),
  },
  // The same answer whether or not the email is registered; the mail goes to its owner.
  'POST /api/registrations/resend-code': {
    guard: 'public',
    anonymous: 202,
    body: { email: 'dancer@example.org' },
  },
  'POST /api/competitions/:slug/registrations/resend-code': {
    guard: 'public',
    anonymous: 202,
    body: { email: 'dancer@example.org' },
  },
  // A tablet is an actor that may send commands (its judge's marks): refused, not unknown.
  'POST /api/commands': { guard: 'staff', tablet: 403, body: takeOverCommand() },
  'POST /api/competitions/:slug/commands': { guard: 'staff', tablet: 403, body: takeOverCommand() },
  'POST /api/competitions': { guard: 'staff', tablet: 401 },
  'POST /api/accounts/organizers': { guard: 'staff', tablet: 401 },
  'POST /api/competitions/:slug/invitations': { guard: 'staff', tablet: 401, body: invitation },
  'DELETE /api/competitions/:slug/invitations/:invitationId': { guard: 'staff', tablet: 401 },
  'PUT /api/competitions/:slug/members/:userId/roles': {
    guard: 'staff',
    tablet: 401,
    body: { roles: ['owner'] },
  },
  'DELETE /api/competitions/:slug/members/:userId': { guard: 'staff', tablet: 401 },
  'POST /api/competitions/:slug/members/:userId/disable': { guard: 'staff', tablet: 401 },
  'POST /api/competitions/:slug/members/:userId/enable': { guard: 'staff', tablet: 401 },
  'POST /api/competitions/:slug/members/:userId/unlock-sign-in': { guard: 'staff', tablet: 401 },
  'POST /api/competitions/:slug/judge-devices': {
    guard: 'staff',
    tablet: 401,
    body: { judgeId: 'judge-a' },
  },
  'DELETE /api/competitions/:slug/judge-devices/:deviceId': { guard: 'staff', tablet: 401 },
  'POST /api/competitions/:slug/uploads': { guard: 'staff', tablet: 401 },
};

function concrete(url: string): string {
  return url.replace(':slug', DEMO_SLUG).replace(/:(\w+)/g, 'some-$1');
}

describe('every write endpoint', () => {
  const writes = () =>
    server.routes
      .filter((route) => WRITE_METHODS.has(route.method))
      .map((route) => ({ ...route, key: `${route.method} ${route.url}` }));

  it('classifies every write route (a new write endpoint must be added to the table)', () => {
    expect(new Set(writes().map((route) => route.key))).toEqual(new Set(Object.keys(WRITE_ROUTES)));
  });

  it('refuses a caller without the right session or device token, and nothing changes', async () => {
    const ownerBefore = await server.accounts.users.byEmail('owner@example.org');
    const versionBefore = server.host.stateOf(DEMO_SLUG);
    const outcomes: string[] = [];
    for (const route of writes()) {
      const row = WRITE_ROUTES[route.key];
      if (row === undefined) {
        throw new Error(`${route.key} is not in WRITE_ROUTES`);
      }
      const url = concrete(route.url);
      const anonymous = await new BrowserClient(server.url).request(route.method, url, row.body);
      if (row.guard === 'public') {
        outcomes.push(`${route.key} anonymous → ${anonymous.status}`);
        expect(anonymous.status, route.key).toBe(row.anonymous);
        continue;
      }
      expect(anonymous.status, `${route.key} anonymous`).toBe(401);
      const fromTablet = await tablet.request(route.method, url, row.body);
      expect(fromTablet.status, `${route.key} from a judge tablet`).toBe(row.tablet);
      if (row.guard === 'staff') {
        const fromJudge = await judgeAccount.request(route.method, url, row.body);
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
