import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SLUG } from './helpers/accounts';
import { postFrom, type AddressReply } from './helpers/from-address';
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

/** How many replies had each status, e.g. { 200: 10, 429: 15 }. */
function tally(replies: readonly AddressReply[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of replies) {
    counts[status] = (counts[status] ?? 0) + 1;
  }
  return counts;
}

/** `count` requests sent at once from `from`, each with a different forged X-Forwarded-For. */
const forgedAtOnce = (count: number, send: (forged: string, i: number) => Promise<AddressReply>) =>
  Promise.all(Array.from({ length: count }, (_, i) => send(`203.0.113.${i + 1}`, i)));

const registration = (base: string, from: string, forged: string, who: string) =>
  postFrom(
    base,
    from,
    '/api/registrations',
    { commandId: randomUUID(), registration: tbaRegistration(who) },
    { 'x-forwarded-for': forged },
  );

const wrongCode = (base: string, from: string, forged: string, i: number) =>
  postFrom(
    base,
    from,
    `/api/competitions/${DEMO_SLUG}/registrations/access`,
    { email: 'guessed@example.org', code: `WRONG${i}` },
    { 'x-forwarded-for': forged },
  );

const signIn = (base: string, from: string, forged: string, i: number) =>
  postFrom(
    base,
    from,
    '/api/auth/sign-in',
    { email: `nobody${i}@example.org`, password: 'guess' },
    { 'x-forwarded-for': forged },
  );

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
  expect(neighbour.status, JSON.stringify(neighbour.body)).toBe(200);
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
      // Wrong codes over the limit wait their turn: a short pace keeps the test short.
      COMPETITOR_CODE_PACE_SECONDS: '1',
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

      it('checks 5 of 12 wrong competitor codes for one email sent at once from one address', async () => {
        const replies = await forgedAtOnce(12, (forged, i) =>
          wrongCode(appending.proxy.url, '127.0.0.4', forged, i),
        );
        // Five compared as wrong; the rest paced (three wait their turn) or turned away.
        expect(tally(replies)).toEqual({ 401: 5, 429: 7 });
      });

      it('checks 20 of 30 sign-ins sent at once from one address', async () => {
        const replies = await forgedAtOnce(30, (forged, i) =>
          signIn(appending.proxy.url, '127.0.0.5', forged, i),
        );
        expect(tally(replies)).toEqual({ 401: 20, 429: 10 });
        const neighbour = await signIn(appending.proxy.url, '127.0.0.6', '203.0.113.1', 99);
        expect(neighbour.status, JSON.stringify(neighbour.body)).toBe(401);
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
