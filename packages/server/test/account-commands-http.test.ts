import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuditLog } from '../src/accounts/audit-log';
import { createMember, DEMO_SLUG, signedInBrowser } from './helpers/accounts';
import { BrowserClient } from './helpers/browser-client';
import { startTestServer, type TestServer } from './helpers/start-test-server';

let server: TestServer;

beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await server.dispose();
});

const base = `/api/competitions/${DEMO_SLUG}`;

/** An operator's script holding the API token: the server itself, past every role check. */
function operator(): BrowserClient {
  return new BrowserClient(server.url, server.url, { authorization: `Bearer ${server.token}` });
}

/** The first-start owner's id: with Olga, one of two owners. */
async function firstOwnerId(): Promise<string> {
  return (await server.accounts.users.byEmail('owner@example.org'))?.id ?? '';
}

describe('account commands over HTTP', () => {
  it('refuses to remove the last owner on the members screen, with the words the CLI prints', async () => {
    const { userId: olgaId } = await createMember(server, 'olga@example.org', ['owner']);
    const olga = await signedInBrowser(server, 'olga@example.org');
    expect((await olga.request('DELETE', `${base}/members/${await firstOwnerId()}`)).status).toBe(
      204,
    );

    for (const refused of [
      await olga.request('DELETE', `${base}/members/${olgaId}`),
      await operator().request('DELETE', `${base}/members/${olgaId}`),
    ]) {
      expect(refused.status).toBe(409);
      expect(refused.body.error).toBe('a competition needs at least one owner');
    }
    expect(await server.accounts.users.rolesIn(olgaId, DEMO_SLUG)).toEqual(['owner']);
  });

  it('two revokes sent at once cannot remove both of the last two owners', async () => {
    const { userId: olgaId } = await createMember(server, 'olga@example.org', ['owner']);
    const api = operator();
    const ownerId = await firstOwnerId();
    const replies = await Promise.all([
      api.request('DELETE', `${base}/members/${olgaId}`),
      api.request('DELETE', `${base}/members/${ownerId}`),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([204, 409]);
    expect(replies.find((reply) => reply.status === 409)?.body.error).toBe(
      'a competition needs at least one owner',
    );
    expect(await server.accounts.users.ownerCount(DEMO_SLUG)).toBe(1);
  });

  it('two disables sent at once cannot disable both of the last two owners', async () => {
    const { userId: olgaId } = await createMember(server, 'olga@example.org', ['owner']);
    const { userId: ottoId } = await createMember(server, 'otto@example.org', ['owner']);
    const api = operator();
    await api.request('DELETE', `${base}/members/${await firstOwnerId()}`);
    const replies = await Promise.all([
      api.post(`${base}/members/${ottoId}/disable`),
      api.post(`${base}/members/${olgaId}/disable`),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([204, 409]);
    expect(replies.find((reply) => reply.status === 409)?.body.error).toMatch(
      /^a competition needs at least one owner: this account is the last owner of /,
    );
    expect(await server.accounts.users.ownerCount(DEMO_SLUG)).toBe(1);
  });

  it('a revoke whose audit entry cannot be written answers 500 and changes nothing', async () => {
    await createMember(server, 'olga@example.org', ['owner']);
    const { userId: samId } = await createMember(server, 'sam@example.org', ['judge']);
    const olga = await signedInBrowser(server, 'olga@example.org');
    // Every audit log, the one a command's transaction builds included.
    vi.spyOn(AuditLog.prototype, 'record').mockRejectedValue(new Error('audit log unavailable'));

    const failed = await olga.request('DELETE', `${base}/members/${samId}`);
    expect(failed.status).toBe(500);
    expect(await server.accounts.users.rolesIn(samId, DEMO_SLUG)).toEqual(['judge']);

    vi.restoreAllMocks();
    expect((await olga.request('DELETE', `${base}/members/${samId}`)).status).toBe(204);
    expect(await server.accounts.users.rolesIn(samId, DEMO_SLUG)).toEqual([]);
  });
});
