import type { Replica } from '@floorcraft/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '@floorcraft/server';
import { fullNameOf, RealtimeTestClient } from './helpers/realtime-test-client';
import { sendCommand } from './helpers/send-command';
import type { StartTestServer } from './helpers/start-postgres-test-server';
import type { TestServer } from './helpers/start-test-server';

/**
 * The restart tests, run by realtime-restart.test.ts on SQLite and by
 * realtime-restart.pg.test.ts on PostgreSQL. The restarted server starts from
 * the first one's config, so it reopens the same SQLite file or database URL.
 */
export function describeRealtimeRestart(name: string, startFirstServer: StartTestServer): void {
  describe(name, () => {
    let first: TestServer;
    let second: RunningServer | undefined;
    const clients: RealtimeTestClient[] = [];

    /** A client on `url`, resuming from `held` (its version and epoch) when given. */
    async function watching(url: string, held?: Replica<unknown> | number, gzip = false) {
      const client = new RealtimeTestClient(url);
      clients.push(client);
      await client.connect();
      if (typeof held === 'object') {
        client.replica = held;
      }
      client.subscribe('public', typeof held === 'object' ? held.version : held, undefined, {
        gzip,
      });
      return client;
    }

    /** What a phone holds when it goes offline: the first server's snapshot, with its version. */
    async function replicaOfAPhoneGoneOffline(): Promise<Replica<unknown>> {
      const phone = await watching(first.url);
      await phone.waitFor(() => phone.replica !== undefined);
      const held = phone.replica!;
      await phone.close();
      return held;
    }

    /** A change the public cannot see: the organizer's phone number. */
    const privateChange = (url: string, phone: string) =>
      sendCommand(
        url,
        {
          type: 'saveOrganizer',
          organizer: {
            key: 'director',
            name: 'Sofia Lindqvist',
            role: 'Competition Director',
            email: 'sofia.lindqvist@dancesport.example.edu',
            phone,
          },
        },
        { token: first.token },
      );

    /** Stops the first server and starts another on the same database, as a restart does. */
    async function restart(): Promise<RunningServer> {
      await first.stop();
      second = await startServer(first.config);
      return second;
    }

    afterEach(async () => {
      await Promise.all(clients.splice(0).map((client) => client.close()));
      await second?.stop();
      second = undefined;
      await first.dispose();
    });

    it('answers a phone that missed only private changes with synced, not a snapshot', async () => {
      first = await startFirstServer();
      const held = await replicaOfAPhoneGoneOffline();
      // The last events before the restart are private: the public view did not change.
      await privateChange(first.url, '+1 555 0100');
      await privateChange(first.url, '+1 555 0101');

      const restarted = await restart();
      const back = await watching(restarted.url, held);
      await back.waitFor(() => back.messages.length > 0);
      expect(back.messages.map((message) => message.type)).toEqual(['synced']);
      expect(back.replica?.version).toBeGreaterThan(held.version);
      expect(back.wireBytes[0]).toBeLessThan(200);
    });

    it('sends a phone behind a public change only that change, from the log', async () => {
      first = await startFirstServer();
      const held = await replicaOfAPhoneGoneOffline();
      await sendCommand(
        first.url,
        { type: 'updateMetadata', patch: { fullName: 'Renamed before the restart' } },
        { token: first.token },
      );
      await privateChange(first.url, '+1 555 0102');

      const restarted = await restart();
      const back = await watching(restarted.url, held);
      await back.waitFor(() => fullNameOf(back.replica) === 'Renamed before the restart');
      expect(back.messages.map((message) => message.type)).toEqual(['change']);
      expect(back.wireBytes[0]).toBeLessThan(2_000);
    });

    it('compresses the snapshot of a phone too far behind, when it can take gzip', async () => {
      first = await startFirstServer();
      const restarted = await restart();
      const plain = await watching(restarted.url, 1);
      const compressed = await watching(restarted.url, 1, true);
      await plain.waitFor(() => plain.replica !== undefined);
      await compressed.waitFor(() => compressed.replica !== undefined);
      expect(compressed.binaryFrames).toBe(1);
      expect(compressed.replica).toEqual(plain.replica);
      expect(compressed.wireBytes[0]! * 4).toBeLessThan(plain.wireBytes[0]!);
    });
  });
}
