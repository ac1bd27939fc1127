import type { ServerMessage } from '@floorcraft/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { fullNameOf, RealtimeTestClient } from './helpers/realtime-test-client';
import { sendCommand } from './helpers/send-command';
import { startTestServer, type TestServer } from './helpers/start-test-server';

/** A refill so slow that no test sees a subscribe come back. */
const NEVER = 3_600_000;

/**
 * The limits on subscribe messages (each costs the server a snapshot or a
 * resume) per socket and per client address: kept in the server process's
 * memory, so the same on either database.
 */
describe('subscribe limits on the realtime socket', () => {
  let server: TestServer;
  const clients: RealtimeTestClient[] = [];

  /** A connected socket; `localAddress` picks the loopback address it comes from. */
  async function socketFrom(localAddress = '127.0.0.1'): Promise<RealtimeTestClient> {
    const client = new RealtimeTestClient(server.url, {}, { localAddress });
    clients.push(client);
    await client.connect();
    return client;
  }

  /** A spectator holding the public view, subscribed once. */
  async function bystander(localAddress?: string): Promise<RealtimeTestClient> {
    const client = await socketFrom(localAddress);
    client.subscribe();
    await client.waitFor(() => client.replica !== undefined);
    return client;
  }

  /** The close code `client` gets, or a failure naming `what` if it stays open. */
  async function closeCodeOf(client: RealtimeTestClient, what: string): Promise<number> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`timed out waiting for ${what} to close`)), 8000);
    });
    try {
      return await Promise.race([client.closed(), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  const errors = (client: RealtimeTestClient) =>
    client.messages.filter(
      (message): message is Extract<ServerMessage, { type: 'error' }> => message.type === 'error',
    );

  /** Renames the competition and waits until `watchers` show the new name. */
  async function renamedFor(watchers: RealtimeTestClient[], name: string) {
    const reply = await sendCommand(
      server.url,
      { type: 'updateMetadata', patch: { fullName: name } },
      { token: server.token },
    );
    expect(reply.status).toBe(200);
    for (const watcher of watchers) {
      await watcher.waitFor(() => fullNameOf(watcher.replica) === name);
    }
  }

  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()));
    await server.dispose();
  });

  it('closes a socket that sends more subscribes than its limit, and no other', async () => {
    server = await startTestServer({
      subscribeLimits: {
        perSocket: { burst: 5, refillMs: NEVER },
        perAddress: { burst: 100, refillMs: NEVER },
      },
    });
    const other = await bystander();
    const flooder = await socketFrom();
    for (let since = 1; since <= 12; since += 1) {
      flooder.subscribe('public', since);
    }

    expect(await closeCodeOf(flooder, 'the flooding socket')).toBe(1008);
    expect(errors(flooder).map((error) => error.message)).toEqual([
      'too many subscribe messages on this connection: at most 5 at once, then one every 3600 s; reconnect to start again',
    ]);
    expect(flooder.messages.filter((message) => message.type === 'snapshot').length).toBeLessThan(
      6,
    );
    await renamedFor([other], 'After one socket flooded');
  });

  it('closes the sockets of an address over its limit, and leaves other addresses and subscriptions alone', async () => {
    server = await startTestServer({
      subscribeLimits: {
        perSocket: { burst: 100, refillMs: NEVER },
        perAddress: { burst: 7, refillMs: NEVER },
      },
    });
    const alreadyWatching = await bystander('127.0.0.1');
    const sockets = await Promise.all([1, 2, 3, 4].map(() => socketFrom('127.0.0.1')));
    // Twelve subscribes at once from four sockets of one address: six fit.
    for (const socket of sockets) {
      for (let since = 1; since <= 3; since += 1) {
        socket.subscribe('public', since);
      }
    }

    const outcomes = await Promise.all(
      sockets.map(async (socket) => {
        const refused = socket.closed().then((code) => ({ code }));
        const served = socket
          .waitFor(() => socket.messages.filter((m) => m.type === 'snapshot').length === 3)
          .then(() => 'served' as const);
        return Promise.race([refused, served]);
      }),
    );
    const refused = sockets.filter((_, index) => outcomes[index] !== 'served');
    expect(refused.length).toBeGreaterThanOrEqual(2);
    for (const socket of refused) {
      expect(await closeCodeOf(socket, 'a refused socket')).toBe(1013);
      expect(errors(socket).map((error) => error.message)).toEqual([
        'too many subscribe messages from your address: at most 7 at once, then one every 3600 s; try again later',
      ]);
    }
    const served = sockets.filter((_, index) => outcomes[index] === 'served');
    const elsewhere = await bystander('127.0.0.2');
    await renamedFor([alreadyWatching, elsewhere, ...served], 'After one address flooded');
    // The address's budget is spent: a new socket from it is refused at its first subscribe.
    const late = await socketFrom('127.0.0.1');
    late.subscribe();
    expect(await closeCodeOf(late, 'the late socket')).toBe(1013);
  });
});
