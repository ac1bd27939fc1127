import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fullNameOf, RealtimeTestClient } from './helpers/realtime-test-client';
import { sendCommand } from './helpers/send-command';
import type { StartTestServer } from './helpers/start-postgres-test-server';
import type { TestServer } from './helpers/start-test-server';

/**
 * The realtime sync tests, run by realtime-sync.test.ts on SQLite and by
 * realtime-sync.pg.test.ts on PostgreSQL: the same assertions on either store.
 */
export function describeRealtimeSync(name: string, startServer: StartTestServer): void {
  describe(name, () => {
    let server: TestServer;
    const clients: RealtimeTestClient[] = [];

    async function connectedClient(headers?: Record<string, string>): Promise<RealtimeTestClient> {
      const client = new RealtimeTestClient(server.url, headers);
      clients.push(client);
      await client.connect();
      return client;
    }

    const rename = (fullName: string, commandId?: string) =>
      sendCommand(
        server.url,
        { type: 'updateMetadata', patch: { fullName } },
        { token: server.token, ...(commandId ? { commandId } : {}) },
      );

    beforeEach(async () => {
      server = await startServer();
    });

    afterEach(async () => {
      await Promise.all(clients.splice(0).map((client) => client.close()));
      await server.dispose();
    });

    // How fast the change arrives is measured by `npm run bench:live`, not here:
    // a wall-clock limit in a unit test fails on a busy CI machine.
    it('shows a fullName change made by one client to another, at the version the command returned', async () => {
      const watcher = await connectedClient();
      watcher.subscribe();
      await watcher.waitFor(() => watcher.replica !== undefined);
      expect(fullNameOf(watcher.replica)).toBe('Harbor City Collegiate DanceSport Championships');

      const reply = await rename('Harbor City Open 2027');
      expect(reply.status).toBe(200);
      await watcher.waitFor(() => fullNameOf(watcher.replica) === 'Harbor City Open 2027');
      expect(watcher.replica?.version).toBe(reply.body.version);
    });

    it('gives a client that was offline during three changes exactly what it missed', async () => {
      const first = await connectedClient();
      first.subscribe();
      await first.waitFor(() => first.replica !== undefined);
      const heldVersion = first.replica?.version ?? -1;
      const heldView = first.replica?.view;
      await first.close();

      const versions: number[] = [];
      for (const name of ['Name one', 'Name two', 'Name three']) {
        versions.push((await rename(name)).body.version ?? -1);
      }

      const back = await connectedClient();
      back.replica = { version: heldVersion, view: heldView, epoch: first.replica?.epoch };
      back.subscribe('public', heldVersion);
      await back.waitFor(() => back.messages.some((message) => message.type === 'synced'));

      const changes = back.messages.filter((message) => message.type === 'change');
      expect(back.messages.some((message) => message.type === 'snapshot')).toBe(false);
      // Changes made within the server's gathering window travel as one frame: they chain
      // from the version the client held to the last one, with no gap.
      expect(changes[0]?.from).toBeLessThanOrEqual(heldVersion);
      expect(changes.at(-1)?.to).toBe(versions[2]);
      changes.slice(1).forEach((change, index) => expect(change.from).toBe(changes[index]?.to));
      expect(fullNameOf(back.replica)).toBe('Name three');
      expect(back.replica?.version).toBe(versions[2]);

      // Nothing doubled: a fresh subscriber's snapshot equals the caught-up replica.
      const fresh = await connectedClient();
      fresh.subscribe();
      await fresh.waitFor(() => fresh.replica !== undefined);
      expect(back.replica).toEqual(fresh.replica);
    });

    it('sends a fresh snapshot to a client whose version the server cannot continue from', async () => {
      const client = await connectedClient();
      client.subscribe('public', 10_000);
      await client.waitFor(() => client.replica !== undefined);
      expect(client.messages[0]?.type).toBe('snapshot');
      expect(fullNameOf(client.replica)).toBe('Harbor City Collegiate DanceSport Championships');
    });

    it('applies a retried command once', async () => {
      const watcher = await connectedClient();
      watcher.subscribe();
      await watcher.waitFor(() => watcher.replica !== undefined);
      const commandId = randomUUID();
      const official = {
        type: 'saveOfficial',
        official: { name: 'Ana Costa', role: 'Judge', bio: '' },
      } as const;

      const first = await sendCommand(server.url, official, { token: server.token, commandId });
      const retry = await sendCommand(server.url, official, { token: server.token, commandId });

      expect(first.body).toMatchObject({ status: 'applied' });
      expect(retry.status).toBe(200);
      expect(retry.body).toEqual({ ...first.body, status: 'duplicate' });
      await watcher.waitFor(() => watcher.replica?.version === first.body.version);
      const officials = (
        watcher.replica?.view as { metadata: { officials: Record<string, { name: string }> } }
      ).metadata.officials;
      expect(Object.values(officials).filter((o) => o.name === 'Ana Costa')).toHaveLength(1);
      expect(watcher.messages.filter((message) => message.type === 'change')).toHaveLength(1);
    });

    it('keeps organizers’ email and phone off the public wire and on the staff one', async () => {
      const spectator = await connectedClient();
      spectator.subscribe('public');
      const staff = await connectedClient({ authorization: `Bearer ${server.token}` });
      staff.subscribe('staff');
      await spectator.waitFor(() => spectator.replica !== undefined);
      await staff.waitFor(() => staff.replica !== undefined);
      await sendCommand(
        server.url,
        {
          type: 'saveOrganizer',
          organizer: {
            key: 'treasurer',
            name: 'Li Wei',
            role: 'Treasurer',
            email: 'li.wei@example.org',
            phone: '+1 555 0199',
          },
        },
        { token: server.token },
      );
      await spectator.waitFor(() => spectator.frames.some((frame) => frame.includes('Li Wei')));
      await staff.waitFor(() => staff.frames.some((frame) => frame.includes('li.wei@example.org')));

      const publicWire = spectator.frames.join('\n');
      expect(publicWire).not.toContain('li.wei@example.org');
      expect(publicWire).not.toContain('555 0199');
      expect(publicWire).not.toContain('sofia.lindqvist@');
      expect(staff.frames.join('\n')).toContain('sofia.lindqvist@dancesport.example.edu');
    });

    it('refuses the staff view without credentials', async () => {
      const client = await connectedClient();
      client.subscribe('staff');
      await client.waitFor(() => client.messages.length > 0);
      expect(client.messages[0]).toMatchObject({
        type: 'error',
        message: 'sign in to view staff screens',
      });
      expect(client.replica).toBeUndefined();
    });

    it('closes a socket opened from a foreign page', async () => {
      const client = new RealtimeTestClient(server.url, { origin: 'https://evil.example' });
      clients.push(client);
      await client.connect();
      expect(await client.closed()).toBe(1008);
      expect(client.messages).toEqual([]);
    });

    it('answers a malformed message with an error naming the problem', async () => {
      const client = await connectedClient();
      client.send({ type: 'subscribe', audience: 'everyone' } as never);
      await client.waitFor(() => client.messages.length > 0);
      expect(client.messages[0]).toMatchObject({ type: 'error' });
      expect(JSON.stringify(client.messages[0])).toContain('audience');
    });
  });
}
