import type { Replica } from '@floorcraft/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '@floorcraft/server';
import { DEMO_SLUG } from './helpers/accounts';
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

    /** The public snapshot frame the HTTP route serves: the one every socket shares. */
    async function sharedSnapshot(url: string): Promise<string> {
      const response = await fetch(`${url}/api/competitions/${DEMO_SLUG}/views/public`);
      expect(response.status).toBe(200);
      return response.text();
    }

    /**
     * Resumes from `versions` (one subscribe each, `perSocket` to a socket, all
     * sent at once), as a hostile script would: every version a different one,
     * so that nothing rebuilt for one could serve another.
     */
    async function resumesFrom(
      url: string,
      epoch: string | undefined,
      versions: number[],
      perSocket: number,
    ) {
      const sockets: RealtimeTestClient[] = [];
      for (let start = 0; start < versions.length; start += perSocket) {
        const client = new RealtimeTestClient(url);
        clients.push(client);
        sockets.push(client);
        await client.connect();
      }
      versions.forEach((since, index) =>
        sockets[Math.floor(index / perSocket)]!.subscribe('public', since, undefined, { epoch }),
      );
      return sockets;
    }

    it('answers a phone from before the restart with the shared snapshot, read from no log', async () => {
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
      expect(back.messages.map((message) => message.type)).toEqual(['snapshot']);
      expect(back.frames[0]).toBe(await sharedSnapshot(restarted.url));
    });

    it('answers resumes from many old versions with one shared snapshot, not frames rebuilt from the log', async () => {
      first = await startFirstServer();
      const { epoch, version } = await replicaOfAPhoneGoneOffline();
      await privateChange(first.url, '+1 555 0103');
      const restarted = await restart();
      const versions = Array.from({ length: 40 }, (_, index) => 1 + (index % version));

      const sockets = await resumesFrom(restarted.url, epoch, versions, 10);
      for (const socket of sockets) {
        await socket.waitFor(() => socket.messages.length === 10);
      }
      const snapshot = await sharedSnapshot(restarted.url);
      for (const socket of sockets) {
        expect(socket.messages.map((message) => message.type)).toEqual(Array(10).fill('snapshot'));
        expect(new Set(socket.frames)).toEqual(new Set([snapshot]));
      }
    });

    it('acknowledges commands while resumes from old versions pour in', async () => {
      first = await startFirstServer();
      const { epoch, version } = await replicaOfAPhoneGoneOffline();
      const restarted = await restart();
      const spectator = await watching(restarted.url);
      await spectator.waitFor(() => spectator.replica !== undefined);
      const versions = Array.from({ length: 40 }, (_, index) => 1 + (index % version));

      const [sockets, replies] = await Promise.all([
        resumesFrom(restarted.url, epoch, versions, 10),
        Promise.all(
          ['One', 'Two', 'Three', 'Four', 'Five'].map((name) =>
            sendCommand(
              restarted.url,
              { type: 'updateMetadata', patch: { fullName: `During the flood ${name}` } },
              { token: first.token },
            ),
          ),
        ),
      ]);
      expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200]);
      const last = Math.max(...replies.map((reply) => reply.body.version!));
      await spectator.waitFor(() => (spectator.replica?.version ?? 0) >= last);
      const lastName = fullNameOf(spectator.replica);
      for (const socket of sockets) {
        await socket.waitFor(() => (socket.replica?.version ?? 0) >= last);
        expect(fullNameOf(socket.replica)).toBe(lastName);
      }
      expect(lastName).toMatch(/^During the flood /);
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
