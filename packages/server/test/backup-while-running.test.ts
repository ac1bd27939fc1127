import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqliteEventStore } from '../src/store/sqlite-event-store';
import { DEMO_SLUG } from './helpers/accounts';
import { sendCommand } from './helpers/send-command';
import { startTestServer, type TestServer } from './helpers/start-test-server';
import { ONE_PIXEL_PNG } from './helpers/one-pixel-png';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const work = mkdtempSync(path.join(os.tmpdir(), 'floorcraft-backup-'));
const backupDir = path.join(work, 'backup');

const PNG = ONE_PIXEL_PNG;

/** `npm run admin -- backup` in its own process, beside the running server. */
function backup(dataDir: string, out: string): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'packages/server/src/admin.ts', 'backup', '--out', out],
      { cwd: repoRoot, env: { ...process.env, DATA_DIR: dataDir } },
    );
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, output }));
  });
}

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.dispose();
  rmSync(work, { recursive: true, force: true });
});

describe('admin backup', () => {
  it('copies a consistent database and the photos while commands are being appended', async () => {
    const uploaded = await fetch(`${server.url}/api/competitions/${DEMO_SLUG}/uploads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.token}`, 'content-type': 'image/png' },
      body: PNG,
    });
    expect(uploaded.status).toBe(201);

    // Three writers append without pause until told to stop; each remembers what was acknowledged.
    let writing = true;
    let acknowledged = 0;
    const refusals: string[] = [];
    const writer = async (name: string) => {
      for (let n = 0; writing; n += 1) {
        const reply = await sendCommand(
          server.url,
          {
            type: 'saveOrganizer',
            organizer: {
              key: name,
              name: `Writer ${name}`,
              role: 'Volunteer',
              email: `${name}@example.org`,
              phone: `${n}`,
            },
          },
          { token: server.token, slug: DEMO_SLUG },
        );
        if (reply.status !== 200) {
          refusals.push(JSON.stringify(reply.body));
          return;
        }
        acknowledged = Math.max(acknowledged, reply.body.version ?? 0);
      }
    };
    const writers = Promise.all(['a', 'b', 'c'].map(writer));
    while (acknowledged < 50 && refusals.length === 0) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const acknowledgedBeforeBackup = acknowledged;
    const result = await backup(server.config.dataDir, backupDir);
    const acknowledgedAfterBackup = acknowledged;
    writing = false;
    await writers;
    expect(refusals).toEqual([]);
    expect(result.output).toMatch(/database copied to .*, 1 photo copied/);
    expect(result.status).toBe(0);
    // The writers were still going while the copy was taken.
    expect(acknowledgedAfterBackup).toBeGreaterThan(acknowledgedBeforeBackup);

    const copyFile = path.join(backupDir, 'floorcraft.sqlite');
    const check = new Database(copyFile, { readonly: true });
    expect(check.pragma('integrity_check', { simple: true })).toBe('ok');
    check.close();
    const copy = openSqliteEventStore(copyFile);
    const live = openSqliteEventStore(server.config.databaseFile);
    try {
      const [record] = (await copy.listCompetitions()).filter((c) => c.slug === DEMO_SLUG);
      const copied = await copy.readEvents(record!.id, 0);
      // Every version acknowledged before the backup began, without gaps, as the server wrote them.
      expect(copied.length).toBeGreaterThanOrEqual(acknowledgedBeforeBackup);
      expect(copied.map((stored) => stored.seq)).toEqual(copied.map((_, index) => index + 1));
      expect(await live.readEvents(record!.id, 0, copied.length)).toEqual(copied);
    } finally {
      await copy.close();
      await live.close();
    }
    expect(readdirSync(path.join(backupDir, 'uploads', DEMO_SLUG))).toHaveLength(1);
  });

  it('refuses a folder that is not empty, so an older backup is never overwritten', async () => {
    const again = await backup(server.config.dataDir, backupDir);
    expect(again.status).toBe(1);
    expect(again.output).toContain('is not empty: back up into a new folder');
  });
});
