import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Replica } from '@floorcraft/domain';
import Database from 'better-sqlite3';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '@floorcraft/server';
import { runAdmin } from './helpers/admin-cli';
import { fullNameOf, RealtimeTestClient } from './helpers/realtime-test-client';
import { sendCommand } from './helpers/send-command';
import { startTestServer, type TestServer } from './helpers/start-test-server';

let first: TestServer;
let restored: RunningServer | undefined;
const clients: RealtimeTestClient[] = [];
const work = mkdtempSync(path.join(os.tmpdir(), 'floorcraft-restore-'));

async function watching(url: string, held?: Replica<unknown>): Promise<RealtimeTestClient> {
  const client = new RealtimeTestClient(url);
  clients.push(client);
  await client.connect();
  client.replica = held;
  client.subscribe('public', held?.version);
  return client;
}

const command = (url: string, fullName: string) =>
  sendCommand(url, { type: 'updateMetadata', patch: { fullName } }, { token: first.token });

/** An official only the history after the backup has: the field a restore must take away. */
const lostOfficial = (url: string) =>
  sendCommand(
    url,
    { type: 'saveOfficial', official: { name: 'Ana Costa', role: 'Judge', bio: '' } },
    { token: first.token },
  );

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
  await restored?.stop();
  restored = undefined;
  await first.dispose();
});

// Each test runs the admin CLI as a process several times, each compiling TypeScript with tsx:
// under load (three Vitest workers beside two busy processes) that took over 20 s.
describe('admin restore and the epoch', { timeout: 60_000 }, () => {
  it('gives a client from before a restore the restored state whole, and same-epoch clients changes', async () => {
    first = await startTestServer();
    const backupDir = path.join(work, 'backup');
    await command(first.url, 'At the backup');
    const backup = runAdmin(first.config.dataDir, 'backup', '--out', backupDir);
    expect(backup.status, backup.stderr).toBe(0);
    const backedUp = await watching(first.url);
    await backedUp.waitFor(() => fullNameOf(backedUp.replica) === 'At the backup');
    const atBackup = backedUp.replica!;
    // The copy's epoch is already its own, so even a backup copied in by hand resumes nobody.
    const copy = new Database(path.join(backupDir, 'floorcraft.sqlite'), { readonly: true });
    const copyEpoch = copy.prepare('SELECT epoch FROM store_epoch').get() as { epoch: string };
    copy.close();
    expect(copyEpoch.epoch).not.toBe(atBackup.epoch);

    // The spectator's phone follows three more commands, then loses its connection.
    const phone = await watching(first.url);
    await lostOfficial(first.url);
    await command(first.url, 'After the backup');
    const last = await command(first.url, 'Later still');
    await phone.waitFor(() => phone.replica?.version === last.body.version);
    const held = phone.replica!;
    expect(held.version).toBeGreaterThan(atBackup.version);
    expect(JSON.stringify(held.view)).toContain('Ana Costa');
    await phone.close();

    const whileRunning = runAdmin(first.config.dataDir, 'restore', '--from', backupDir);
    expect(whileRunning.status).toBe(1);
    expect(whileRunning.stderr).toMatch(/in use: stop the server/);

    await first.stop();
    const restore = runAdmin(first.config.dataDir, 'restore', '--from', backupDir);
    expect(restore.status, restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(/new epoch/);
    expect(readdirSync(first.config.dataDir).some((name) => name.includes('.replaced-'))).toBe(
      true,
    );
    expect(existsSync(`${first.config.databaseFile}.restoring`)).toBe(false);

    restored = await startServer(first.config);
    // The restored server moves past the phone's version on a history of its own.
    let version = atBackup.version;
    for (let step = 1; version <= held.version; step += 1) {
      version = (await command(restored.url, `Restored, change ${step}`)).body.version ?? Infinity;
    }

    const back = await watching(restored.url, held);
    const fresh = await watching(restored.url);
    await back.waitFor(() => back.replica?.version === version);
    await fresh.waitFor(() => fresh.replica?.version === version);
    expect(back.messages[0]?.type).toBe('snapshot');
    expect(back.replica?.epoch).not.toBe(held.epoch);
    expect(back.replica).toEqual(fresh.replica);
    expect(JSON.stringify(back.replica?.view)).not.toContain('Ana Costa');

    // A client of the restored history resumes with changes only.
    const kept = back.replica!;
    await back.close();
    const next = await command(restored.url, 'Resumed in the new epoch');
    const resumed = await watching(restored.url, kept);
    await resumed.waitFor(() => resumed.replica?.version === next.body.version);
    expect(resumed.messages.map((message) => message.type)).not.toContain('snapshot');
    expect(fullNameOf(resumed.replica)).toBe('Resumed in the new epoch');
  });

  it('refuses a folder that holds no backup and leaves the database alone', async () => {
    first = await startTestServer();
    await first.stop();
    const empty = mkdtempSync(path.join(work, 'empty-'));
    const result = runAdmin(first.config.dataDir, 'restore', '--from', empty);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /no floorcraft\.sqlite in .*: restore takes a folder made by "backup"/,
    );
    expect(readdirSync(first.config.dataDir).some((name) => name.includes('.replaced-'))).toBe(
      false,
    );
  });
});

afterAll(() => rmSync(work, { recursive: true, force: true }));
