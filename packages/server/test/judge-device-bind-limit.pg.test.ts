import { afterEach, describe, expect, inject, it } from 'vitest';
import { DEMO_SLUG } from './helpers/accounts';
import { BrowserClient } from './helpers/browser-client';
import { startPostgresTestServer } from './helpers/start-postgres-test-server';
import { startTestServer, type TestServer } from './helpers/start-test-server';

const serverUrl = inject('testDatabaseUrl');
const started: TestServer[] = [];
afterEach(async () => {
  // The second server first: disposing the first drops the database they share.
  for (const server of started.splice(0).reverse()) {
    await server.dispose();
  }
});

/** Two servers on one PostgreSQL database, each with its own pool, as two processes are. */
async function twoServers(): Promise<[TestServer, TestServer]> {
  const a = await startPostgresTestServer(serverUrl);
  started.push(a);
  const b = await startTestServer({ databaseUrl: a.config.databaseUrl });
  started.push(b);
  return [a, b];
}

describe('the tablet code limit on PostgreSQL', () => {
  it('counts 10 wrong codes from one address across two servers, sent at once, and never holds back a right one', async () => {
    const [a, b] = await twoServers();
    const first = await a.accounts.devices.create(DEMO_SLUG, 'judge-a', 'test');
    const second = await a.accounts.devices.create(DEMO_SLUG, 'judge-b', 'test');
    const onA = new BrowserClient(a.url);
    const onB = new BrowserClient(b.url);
    const bind = (client: BrowserClient, code: string) =>
      client.post('/api/judge-devices/bind', { code });

    expect((await bind(onB, first.code)).status).toBe(200);
    const guesses = await Promise.all(
      Array.from({ length: 14 }, (_, i) => bind(i % 2 ? onA : onB, 'AAAA-AAAA-AAAA')),
    );
    const statuses = guesses.map((reply) => reply.status);
    // Ten wrong codes are answered as wrong, three wait their turn, one is answered at once.
    expect(statuses.filter((status) => status === 404)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
    const limited = guesses.find((reply) => reply.status === 429)!;
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);

    // The address's guesses hold back no right code, on either server.
    expect((await bind(onA, second.code)).status).toBe(200);
  });
});
