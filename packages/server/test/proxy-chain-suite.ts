import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SLUG } from './helpers/accounts';
import { addOpenEvents, tbaRegistration } from './helpers/registration';
import {
  killServerProcesses,
  startServerProcess,
  startTsxProcess,
  type ServerProcess,
} from './helpers/server-process';
import { TEST_API_TOKEN } from './helpers/start-test-server';

/**
 * A client → a reverse proxy in a process of its own (test/helpers/forwarding-proxy.ts,
 * behaving like docs/deployment.md's nginx) → a real server process. Clients
 * come from different loopback addresses (127.0.0.x) so that the address the
 * proxy saw is told apart from the proxy's own (127.0.0.1). A forged
 * X-Forwarded-For must never buy a client more than the per-address limits.
 */

/** TRUST_PROXY as the deployment guide sets it for one proxy: one hop. */
const ONE_HOP = '1';

interface Reply {
  status: number;
  body: string;
}

/** A POST from the local address `from`, as a phone at that address sends it. */
function post(
  base: string,
  path: string,
  body: unknown,
  from: string,
  headers: Record<string, string> = {},
): Promise<Reply> {
  const url = new URL(path, base);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          origin: base,
          ...headers,
        },
      },
      (reply) => {
        let text = '';
        reply.on('data', (chunk) => (text += String(chunk)));
        reply.on('end', () => resolve({ status: reply.statusCode ?? 0, body: text }));
      },
    );
    sent.on('error', reject);
    sent.end(payload);
  });
}

/** How many replies had each status, e.g. { 200: 10, 429: 15 }. */
function tally(replies: readonly Reply[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of replies) {
    counts[status] = (counts[status] ?? 0) + 1;
  }
  return counts;
}

/** `count` requests sent at once from `from`, each with a different forged X-Forwarded-For. */
const forgedAtOnce = (count: number, send: (forged: string, i: number) => Promise<Reply>) =>
  Promise.all(Array.from({ length: count }, (_, i) => send(`203.0.113.${i + 1}`, i)));

const registration = (base: string, from: string, forged: string, who: string) =>
  post(
    base,
    '/api/registrations',
    { commandId: randomUUID(), registration: tbaRegistration(who) },
    from,
    { 'x-forwarded-for': forged },
  );

const wrongCode = (base: string, from: string, forged: string, i: number) =>
  post(
    base,
    `/api/competitions/${DEMO_SLUG}/registrations/access`,
    { email: `guess${i}@example.org`, code: 'WRONG-CODE' },
    from,
    { 'x-forwarded-for': forged },
  );

const signIn = (base: string, from: string, forged: string, i: number) =>
  post(base, '/api/auth/sign-in', { email: `nobody${i}@example.org`, password: 'guess' }, from, {
    'x-forwarded-for': forged,
  });

/**
 * 25 registrations sent at once through `proxy` from 127.0.0.2, each with a forged
 * X-Forwarded-For: 10 accepted. Then one from 127.0.0.3 is accepted too: the limit
 * counts the address the proxy saw, not the proxy's own.
 */
async function registrationsHoldThrough(proxy: string): Promise<void> {
  const replies = await forgedAtOnce(25, (forged, i) =>
    registration(proxy, '127.0.0.2', forged, `Forger${i}`),
  );
  expect(tally(replies)).toEqual({ 200: 10, 429: 15 });
  const neighbour = await registration(proxy, '127.0.0.3', '203.0.113.99', 'Neighbour');
  expect(neighbour.status, neighbour.body).toBe(200);
}

/** Where a server process keeps its data: its environment, and how to delete it afterwards. */
export interface ServerStorage {
  env: NodeJS.ProcessEnv;
  drop(): Promise<void>;
}

/**
 * The proxy-chain tests against server processes keeping their data in
 * `storage()` (one store per server: the limits of one must not count the other's).
 */
export function describeProxyChain(name: string, storage: () => Promise<ServerStorage>): void {
  const stores: ServerStorage[] = [];

  async function startChain(trustProxy: string, forwardedFor: 'replace' | 'append') {
    const store = await storage();
    stores.push(store);
    const server = await startServerProcess({
      ...store.env,
      TRUST_PROXY: trustProxy,
      // Room for every sign-in of a test in the hashing queue: the test is about the limits.
      PASSWORD_HASH_QUEUE: '100',
      SEED_DEMO: 'true',
    });
    await addOpenEvents({ url: server.url, token: TEST_API_TOKEN });
    const proxy = await startTsxProcess(
      'test/helpers/forwarding-proxy.ts',
      { UPSTREAM: server.url.replace('localhost', '127.0.0.1'), FORWARDED_FOR: forwardedFor },
      /proxy at (http:\/\/\S+)/,
    );
    return { server, proxy };
  }

  let appending: { server: ServerProcess; proxy: ServerProcess };
  let replacing: { server: ServerProcess; proxy: ServerProcess };

  beforeAll(async () => {
    [appending, replacing] = await Promise.all([
      startChain(ONE_HOP, 'append'),
      startChain('127.0.0.1', 'replace'),
    ]);
  }, 150_000);

  afterAll(async () => {
    killServerProcesses();
    await Promise.all(stores.map((store) => store.drop()));
  });

  describe(name, () => {
    describe('TRUST_PROXY=1 behind a proxy that appends to X-Forwarded-For', () => {
      it('accepts 10 of 25 registrations sent at once from one address with 25 forged addresses', async () => {
        await registrationsHoldThrough(appending.proxy.url);
      });

      it('checks 20 of 40 wrong competitor codes sent at once from one address', async () => {
        const replies = await forgedAtOnce(40, (forged, i) =>
          wrongCode(appending.proxy.url, '127.0.0.4', forged, i),
        );
        expect(tally(replies)).toEqual({ 401: 20, 429: 20 });
      });

      it('checks 20 of 30 sign-ins sent at once from one address', async () => {
        const replies = await forgedAtOnce(30, (forged, i) =>
          signIn(appending.proxy.url, '127.0.0.5', forged, i),
        );
        expect(tally(replies)).toEqual({ 401: 20, 429: 10 });
        const neighbour = await signIn(appending.proxy.url, '127.0.0.6', '203.0.113.1', 99);
        expect(neighbour.status, neighbour.body).toBe(401);
      });
    });

    describe("TRUST_PROXY naming the proxy's address, behind a proxy that replaces X-Forwarded-For", () => {
      it('accepts 10 of 25 registrations sent at once from one address with 25 forged addresses', async () => {
        await registrationsHoldThrough(replacing.proxy.url);
      });

      it('counts a client that reaches the server directly at its own address, whatever it forges', async () => {
        const server = replacing.server.url.replace('localhost', '127.0.0.1');
        const replies = await forgedAtOnce(12, (forged, i) =>
          registration(server, '127.0.0.7', forged, `Direct${i}`),
        );
        expect(tally(replies)).toEqual({ 200: 10, 429: 2 });
      });
    });
  });
}
