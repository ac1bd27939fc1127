import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMember, DEMO_SLUG, signedInBrowser } from './helpers/accounts';
import { BrowserClient } from './helpers/browser-client';
import { RealtimeTestClient } from './helpers/realtime-test-client';
import { startTestServer, type TestServer } from './helpers/start-test-server';

let server: TestServer;
const sockets: RealtimeTestClient[] = [];

beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  for (const socket of sockets.splice(0)) {
    await socket.close();
  }
  await server.dispose();
});

const base = `/api/competitions/${DEMO_SLUG}`;

async function staffSocket(browser: BrowserClient): Promise<RealtimeTestClient> {
  const socket = new RealtimeTestClient(server.url, { cookie: browser.cookieHeader() });
  sockets.push(socket);
  await socket.connect();
  socket.subscribe('staff');
  return socket;
}

describe('members', () => {
  it('lists members with roles, changes roles, and keeps the last owner', async () => {
    const { userId: ownerId } = await createMember(server, 'olga@example.org', ['owner']);
    const { userId: samId } = await createMember(server, 'sam@example.org', ['judge']);
    const owner = await signedInBrowser(server, 'olga@example.org');

    const listed = await owner.get(`${base}/members`);
    expect(listed.body.members).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: 'sam@example.org', roles: ['judge'], disabled: false }),
      ]),
    );
    const changed = await owner.request('PUT', `${base}/members/${samId}/roles`, {
      roles: ['scrutineer', 'judge'],
    });
    expect(changed.body.roles).toEqual(['scrutineer', 'judge']);

    // The first-start owner is the other owner; once they are gone, Olga is the last.
    const firstOwner = await server.accounts.users.byEmail('owner@example.org');
    expect((await owner.request('DELETE', `${base}/members/${firstOwner?.id}`)).status).toBe(204);
    const lastOwner = await owner.request('PUT', `${base}/members/${ownerId}/roles`, {
      roles: ['admin'],
    });
    expect(lastOwner.status).toBe(409);
    expect(lastOwner.body.error).toBe('a competition needs at least one owner');

    const audit = await owner.get(`${base}/audit`);
    const entries = audit.body.entries as Record<string, string>[];
    const change = entries.find((entry) => entry.action === 'roles-changed');
    expect(change).toMatchObject({
      actor: 'olga@example.org',
      target: 'sam@example.org',
      detail: 'judge → scrutineer, judge',
    });
    expect(change?.ip).toMatch(/127\.0\.0\.1/);
    expect(change?.at).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
  });

  it('names the staff (no emails) for the mark history, to those who may see the marks only', async () => {
    const { userId: samId } = await createMember(server, 'sam@example.org', ['scrutineer']);
    await createMember(server, 'max@example.org', ['mc']);
    const scrutineer = await signedInBrowser(server, 'sam@example.org');
    const mc = await signedInBrowser(server, 'max@example.org');

    const named = await scrutineer.get(`${base}/staff-names`);
    expect(named.status).toBe(200);
    expect(named.body.names).toEqual(expect.objectContaining({ [samId]: 'sam' }));
    expect(JSON.stringify(named.body)).not.toContain('@example.org');

    const refused = await mc.get(`${base}/staff-names`);
    expect(refused.status).toBe(403);
  });

  it('names the staff to a registrar too, for who recorded or corrected a payment (issue 25 item 9)', async () => {
    const { userId: rosaId } = await createMember(server, 'rosa@example.org', ['registrar']);
    const registrar = await signedInBrowser(server, 'rosa@example.org');
    const named = await registrar.get(`${base}/staff-names`);
    expect(named.status).toBe(200);
    expect(named.body.names).toEqual(expect.objectContaining({ [rosaId]: 'rosa' }));
    expect(JSON.stringify(named.body)).not.toContain('@example.org');
  });

  it('protects an owner from an admin and hides the members list from an MC', async () => {
    const { userId: ownerId } = await createMember(server, 'olga@example.org', ['owner']);
    await createMember(server, 'ada@example.org', ['admin']);
    await createMember(server, 'max@example.org', ['mc']);
    const admin = await signedInBrowser(server, 'ada@example.org');
    const mc = await signedInBrowser(server, 'max@example.org');
    const revoke = await admin.request('DELETE', `${base}/members/${ownerId}`);
    expect(revoke.status).toBe(403);
    expect(revoke.body.error).toBe("only an owner can change an owner's membership");
    expect((await mc.get(`${base}/members`)).status).toBe(403);
    expect((await mc.get(`${base}/audit`)).status).toBe(403);
  });

  it('signs a disabled user out everywhere at once, closing their live screens', async () => {
    await createMember(server, 'olga@example.org', ['owner']);
    const { userId } = await createMember(server, 'sam@example.org', ['scrutineer']);
    const owner = await signedInBrowser(server, 'olga@example.org');
    const laptop = await signedInBrowser(server, 'sam@example.org');
    const tablet = await signedInBrowser(server, 'sam@example.org');
    const socket = await staffSocket(tablet);
    await socket.waitFor(() => socket.replica !== undefined);

    expect((await owner.post(`${base}/members/${userId}/disable`)).status).toBe(204);
    expect((await laptop.get('/api/auth/session')).body.user).toBeNull();
    expect((await tablet.get('/api/auth/session')).body.user).toBeNull();
    expect(await socket.closed()).toBe(1008);
    const again = await new BrowserClient(server.url).post('/api/auth/sign-in', {
      email: 'sam@example.org',
      password: 'quickstep on saturday',
    });
    expect(again.status).toBe(401);

    expect((await owner.post(`${base}/members/${userId}/enable`)).status).toBe(204);
    await signedInBrowser(server, 'sam@example.org');
  });

  it('serves the staff view to staff roles only', async () => {
    await createMember(server, 'max@example.org', ['mc']);
    await createMember(server, 'jo@example.org', ['judge']);
    const mcSocket = await staffSocket(await signedInBrowser(server, 'max@example.org'));
    await mcSocket.waitFor(() => mcSocket.replica !== undefined);
    const judgeSocket = await staffSocket(await signedInBrowser(server, 'jo@example.org'));
    await judgeSocket.waitFor(() => judgeSocket.messages.length > 0);
    expect(judgeSocket.messages[0]).toMatchObject({
      type: 'error',
      message: 'your roles in this competition do not allow you to view staff screens',
    });
  });
});

describe('judge device links', () => {
  it('binds a tablet with the short code, once, until the scrutineer revokes it', async () => {
    await createMember(server, 'sam@example.org', ['scrutineer']);
    const scrutineer = await signedInBrowser(server, 'sam@example.org');
    const listed = await scrutineer.get(`${base}/judge-devices`);
    const judges = listed.body.judges as { id: string; name: string; letter: string }[];
    const judge = judges[0];
    expect(judge).toBeDefined();

    const created = await scrutineer.post(`${base}/judge-devices`, { judgeId: judge?.id });
    expect(created.status).toBe(201);
    const code = String(created.body.code);
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(created.body.url).toBe(`${server.url}/judges/${judge?.id}?code=${code}`);
    expect(String(created.body.qrSvg)).toMatch(/^<svg/);

    const tablet = new BrowserClient(server.url);
    const bound = await tablet.post('/api/judge-devices/bind', { code: code.toLowerCase() });
    // The tablet is told its judge as every screen names them: letter and name.
    expect(bound.body).toMatchObject({
      judgeId: judge?.id,
      judgeName: `Judge ${judge?.letter} — ${judge?.name}`,
    });
    expect((await tablet.get('/api/judge-devices/me')).body.device).toMatchObject({
      judgeId: judge?.id,
    });
    const secondTablet = new BrowserClient(server.url);
    expect((await secondTablet.post('/api/judge-devices/bind', { code })).status).toBe(404);

    const refused = await tablet.post(`${base}/commands`, {
      commandId: crypto.randomUUID(),
      command: { type: 'updateMetadata', patch: { fullName: 'Judged' } },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe("a judge's tablet cannot update metadata");

    // The tablet's live socket holds its own judge's view…
    const live = new RealtimeTestClient(server.url, { cookie: tablet.cookieHeader() });
    sockets.push(live);
    await live.connect();
    live.subscribe('judge');
    await live.waitFor(() => live.replica !== undefined);
    expect(live.messages[0]).toMatchObject({ type: 'snapshot', audience: 'judge' });

    const device = created.body.device as { id: string };
    expect((await scrutineer.request('DELETE', `${base}/judge-devices/${device.id}`)).status).toBe(
      204,
    );
    expect((await tablet.get('/api/judge-devices/me')).body.device).toBeNull();
    // …and is closed the moment the link is revoked.
    expect(await live.closed()).toBe(1008);
    const actions = (await server.accounts.audit.forCompetition(DEMO_SLUG)).map(
      (entry) => entry.action,
    );
    expect(actions.slice(0, 3)).toEqual(['device-revoked', 'device-bound', 'device-link-created']);
  });

  it('answers "No judge found" for an official who is not a judge, and refuses an MC', async () => {
    await createMember(server, 'sam@example.org', ['scrutineer']);
    await createMember(server, 'max@example.org', ['mc']);
    const scrutineer = await signedInBrowser(server, 'sam@example.org');
    const missing = await scrutineer.post(`${base}/judge-devices`, { judgeId: 'nobody' });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('No judge found with id "nobody"');
    const mc = await signedInBrowser(server, 'max@example.org');
    expect((await mc.post(`${base}/judge-devices`, { judgeId: 'judge-a' })).status).toBe(403);
  });

  it('asks who may before reading what was sent: a malformed body from someone without the right is refused, not explained', async () => {
    await createMember(server, 'olga@example.org', ['owner']);
    await createMember(server, 'max@example.org', ['mc']);
    const owner = await signedInBrowser(server, 'olga@example.org');
    const mc = await signedInBrowser(server, 'max@example.org');
    const stranger = new BrowserClient(server.url);
    const malformed = { email: 42, role: 'emperor', extra: true };
    for (const path of [`${base}/invitations`, `${base}/judge-devices`]) {
      const refused = await mc.post(path, malformed);
      expect(refused.status, path).toBe(403);
      // Only the refusal: nothing of what a body should hold.
      expect(Object.keys(refused.body), path).toEqual(['error']);
      expect(refused.body.error, path).toMatch(/^your roles in this competition do not allow you/);
      expect((await stranger.post(path, malformed)).status, path).toBe(401);
      // Someone who may is told what is wrong with it.
      const explained = await owner.post(path, malformed);
      expect(explained.status, path).toBe(400);
    }
  });

  it('slows down code guessing: 429 after 10 wrong codes from one address', async () => {
    const tablet = new BrowserClient(server.url);
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await tablet.post('/api/judge-devices/bind', { code: 'AAAA-AAAA' })).status).toBe(
        404,
      );
    }
    const limited = await tablet.post('/api/judge-devices/bind', { code: 'AAAA-AAAA' });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatch(/too many attempts, try again in \d+ seconds?/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });
});
