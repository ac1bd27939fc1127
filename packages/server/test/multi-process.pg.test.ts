import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freshPostgresDatabase, type FreshDatabase } from './helpers/fresh-postgres-database';
import { fullNameOf, RealtimeTestClient, watchingClient } from './helpers/realtime-test-client';
import { sendCommand } from './helpers/send-command';
import {
  killServerProcesses,
  startServerProcess,
  type ServerProcess,
} from './helpers/server-process';
import { DEMO_SLUG } from './helpers/accounts';
import { runAdminOn } from './helpers/admin-cli';
import { ONE_PIXEL_PNG } from './helpers/one-pixel-png';
import { TEST_API_TOKEN } from './helpers/start-test-server';

const serverUrl = inject('testDatabaseUrl');

const dataDirs: string[] = [];
const clients: RealtimeTestClient[] = [];
let database: FreshDatabase;

/** A server process on the shared database, with a data folder of its own (no shared disk). */
function startProcess(): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'floorcraft-multi-'));
  dataDirs.push(dataDir);
  return startServerProcess({ DATABASE_URL: database.url, DATA_DIR: dataDir });
}

const watching = (server: ServerProcess) => watchingClient(server.url, clients);

const rename = (server: ServerProcess, fullName: string, commandId?: string) =>
  sendCommand(
    server.url,
    { type: 'updateMetadata', patch: { fullName } },
    { token: TEST_API_TOKEN, ...(commandId ? { commandId } : {}) },
  );

/** The `name=value` of the session cookie a response sets. */
function sessionOf(response: Response): string {
  const cookie = response.headers.getSetCookie().find((value) => value.includes('session='));
  if (!cookie) {
    throw new Error(`no session cookie in the reply (${response.status})`);
  }
  return cookie.split(';')[0]!;
}

/** Polls `condition` until it holds, for at most 10 s. */
async function until(condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) {
      throw new Error('timed out');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  database = await freshPostgresDatabase(serverUrl);
  // Started together on an empty database: the demo and the first owner must be made once.
  [a, b] = await Promise.all([startProcess(), startProcess()]);
}, 60_000);

afterAll(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
  killServerProcesses();
  await database.drop();
  for (const dir of dataDirs) {
    rmSync(dir, { recursive: true, force: true });
  }
});

describe('two server processes on one PostgreSQL database', () => {
  it('seeds the demo and creates the first owner once when both start at the same moment', async () => {
    const outputs = [a.output(), b.output()].join('\n');
    expect(outputs.match(/"msg":"demo competition created"/g)).toHaveLength(1);
    expect(outputs.match(/First start: an owner account was created/g)).toHaveLength(1);
    for (const server of [a, b]) {
      const list = (await (await fetch(`${server.url}/api/competitions`)).json()) as {
        competitions: { fullName: string }[];
      };
      expect(list.competitions).toHaveLength(1);
    }
  });

  // How soon is measured by bench/several-processes.ts (a change on A reaching a subscriber on B).
  it('shows a command handled by A to a WebSocket subscriber on B', async () => {
    const watcher = await watching(b);
    const reply = await rename(a, 'Renamed on process A');
    expect(reply.body.status).toBe('applied');
    await watcher.waitFor(() => fullNameOf(watcher.replica) === 'Renamed on process A');
    expect(watcher.replica?.version).toBe(reply.body.version);
  });

  it('applies a command retried on the other process once', async () => {
    for (let attempt = 0; attempt < 10; attempt++) {
      const commandId = randomUUID();
      const name = `Retried ${attempt}`;
      const [onA, onB] = await Promise.all([
        rename(a, name, commandId),
        rename(b, name, commandId),
      ]);
      expect([onA.body.status, onB.body.status].sort()).toEqual(['applied', 'duplicate']);
      expect(onA.body.version).toBe(onB.body.version);
      // The next command comes right after: the retry appended nothing.
      const next = await rename(b, `After retry ${attempt}`);
      expect(next.body.version).toBe(onA.body.version! + 1);
    }
  });

  it('catches up from the log after its notice connection dropped', async () => {
    const watcher = await watching(b);
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    const { rows } = await admin.query<{ ended: boolean }>(
      `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
       WHERE datname = current_database() AND query LIKE 'LISTEN%'`,
    );
    await admin.end();
    expect(rows.length).toBeGreaterThanOrEqual(2);
    // Sent while the listeners are gone: no notice reaches B for it.
    const reply = await rename(a, 'Renamed while B was not listening');
    expect(reply.body.status).toBe('applied');
    await watcher.waitFor(
      () => fullNameOf(watcher.replica) === 'Renamed while B was not listening',
      10_000,
    );
    expect(b.output()).toMatch(/notice connection/);
  });

  it('keeps a session signed in on A working on B, serves A’s upload from B, and signing out on B closes its socket on A', async () => {
    const firstStart = [a.output(), b.output()].join('\n');
    const email = /email:\s+(\S+)/.exec(firstStart)?.[1];
    const password = /one-time password:\s+(\S+)/.exec(firstStart)?.[1];
    const signIn = await fetch(`${a.url}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: a.url },
      body: JSON.stringify({ email, password }),
    });
    expect(signIn.status).toBe(200);
    // The one-time password must be replaced first: done on B with A's session.
    const changed = await fetch(`${b.url}/api/auth/password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: b.url, cookie: sessionOf(signIn) },
      body: JSON.stringify({ currentPassword: password, newPassword: 'quickstep on saturday' }),
    });
    expect(changed.status).toBe(200);
    const cookie = sessionOf(changed);
    const onA = (await (
      await fetch(`${a.url}/api/auth/session`, { headers: { cookie } })
    ).json()) as { user?: { email: string; mustChangePassword: boolean } };
    expect(onA.user).toMatchObject({ email, mustChangePassword: false });

    // A photo uploaded through A is served by B: no shared disk, it is in the database.
    const uploaded = await fetch(`${a.url}/api/competitions/${DEMO_SLUG}/uploads`, {
      method: 'POST',
      headers: { origin: a.url, cookie, 'content-type': 'image/png' },
      body: ONE_PIXEL_PNG,
    });
    expect(uploaded.status).toBe(201);
    const { path: photoPath } = (await uploaded.json()) as { path: string };
    const served = await fetch(`${b.url}${photoPath}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(ONE_PIXEL_PNG)).toBe(true);

    const staffOnA = new RealtimeTestClient(a.url, { cookie, origin: a.url });
    clients.push(staffOnA);
    await staffOnA.connect();
    staffOnA.subscribe('staff');
    await staffOnA.waitFor(() => staffOnA.replica !== undefined);
    const signOut = await fetch(`${b.url}/api/auth/sign-out`, {
      method: 'POST',
      headers: { cookie, origin: b.url },
    });
    expect(signOut.status).toBe(204);
    expect(await staffOnA.closed()).toBeGreaterThan(1000);
    const afterSignOut = (await (
      await fetch(`${a.url}/api/auth/session`, { headers: { cookie } })
    ).json()) as { user?: unknown };
    expect(afterSignOut.user).toBeNull();
  });

  it('serves a competition the admin CLI imports while both run, on both, without a restart', async () => {
    const where = { dataDir: dataDirs[0]!, databaseUrl: database.url };
    const file = path.join(where.dataDir, 'demo.floorcraft.json');
    const exported = runAdminOn(where, 'export', '--competition', DEMO_SLUG, '--out', file);
    expect(exported.stderr).toBe('');
    const imported = runAdminOn(where, 'import', '--file', file, '--slug', 'imported-copy');
    expect(imported.stdout).toMatch(/running server processes serve it at once/);
    for (const server of [a, b]) {
      await until(async () => {
        const list = (await (await fetch(`${server.url}/api/competitions`)).json()) as {
          competitions: { slug: string }[];
        };
        return list.competitions.some(({ slug }) => slug === 'imported-copy');
      });
    }
  });

  it('loses no acknowledged command when A is killed with kill -9, and B keeps serving', async () => {
    const acknowledged: { commandId: string; version: number }[] = [];
    const sends = Array.from({ length: 40 }, (_, index) => {
      const commandId = randomUUID();
      return rename(a, `Burst ${index}`, commandId).then((reply) => {
        if (reply.body.status === 'applied') {
          acknowledged.push({ commandId, version: reply.body.version! });
          if (acknowledged.length === 10) {
            a.child.kill('SIGKILL');
          }
        }
      });
    });
    await Promise.allSettled(sends);
    await a.exited;
    expect(acknowledged.length).toBeGreaterThanOrEqual(10);
    for (const { commandId, version } of acknowledged) {
      const retried = await rename(b, 'ignored: a retry', commandId);
      expect(retried.body).toMatchObject({ status: 'duplicate', version });
    }
    const watcher = await watching(b);
    const after = await rename(b, 'Served by B after A died');
    expect(after.body.status).toBe('applied');
    await watcher.waitFor(() => fullNameOf(watcher.replica) === 'Served by B after A died');
  });
});
