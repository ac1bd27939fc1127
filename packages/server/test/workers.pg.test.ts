import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freshPostgresDatabase, type FreshDatabase } from './helpers/fresh-postgres-database';
import {
  fullNameOf,
  type RealtimeTestClient,
  watchingClient,
} from './helpers/realtime-test-client';
import { sendCommand } from './helpers/send-command';
import {
  killServerProcesses,
  startServerProcess,
  type ServerProcess,
} from './helpers/server-process';
import { TEST_API_TOKEN } from './helpers/start-test-server';

const serverUrl = inject('testDatabaseUrl');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'floorcraft-workers-'));
const clients: RealtimeTestClient[] = [];
let database: FreshDatabase;
let primary: ServerProcess;

/** The pids of the primary's worker processes (not tsx's esbuild service, also its child). */
function workerPids(): number[] {
  const out = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(primary.child.pid)], {
    encoding: 'utf8',
  });
  return out
    .split('\n')
    .filter((line) => line.includes('src/main.ts'))
    .map((line) => Number.parseInt(line, 10));
}

/**
 * GET over a connection of its own (fetch would reuse one held by the killed
 * worker), retried once after 2 s as a reverse proxy does: node's cluster can
 * hand a connection to a worker in the instant it dies, and that one hangs.
 */
async function statusOnNewConnection(url: string, tries = 2): Promise<number | undefined> {
  try {
    return await new Promise((resolve, reject) => {
      const request = http.get(url, { agent: false, timeout: 2_000 }, (response) => {
        response.resume();
        resolve(response.statusCode);
      });
      request.on('timeout', () => request.destroy(new Error(`no answer from ${url} in 2 s`)));
      request.on('error', reject);
    });
  } catch (error) {
    if (tries <= 1) {
      throw error;
    }
    return statusOnNewConnection(url, tries - 1);
  }
}

async function until(condition: () => boolean, what: string, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) {
      throw new Error(`timed out waiting for ${what}:\n${primary.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  database = await freshPostgresDatabase(serverUrl);
  primary = await startServerProcess({
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    WORKERS: '2',
  });
}, 60_000);

afterAll(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
  killServerProcesses();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('WORKERS=2 npm start', () => {
  it('runs two processes on one port, and a change reaches sockets held by either', async () => {
    expect(primary.output()).toMatch(/running at http:\/\/localhost:\d+ in 2 processes/);
    expect(workerPids()).toHaveLength(2);
    // Connections go to the workers in turn: four sockets land on both.
    const watchers = await Promise.all(
      Array.from({ length: 4 }, () => watchingClient(primary.url, clients)),
    );
    const reply = await sendCommand(
      primary.url,
      { type: 'updateMetadata', patch: { fullName: 'Renamed on one worker' } },
      { token: TEST_API_TOKEN },
    );
    expect(reply.body.status).toBe('applied');
    for (const watcher of watchers) {
      await watcher.waitFor(() => fullNameOf(watcher.replica) === 'Renamed on one worker');
    }
  });

  it('replaces a worker killed with kill -9 and keeps serving meanwhile', async () => {
    const [victim, survivor] = workerPids();
    process.kill(victim!, 'SIGKILL');
    // New connections, as new visitors make: they are handed to the live worker.
    for (let request = 0; request < 6; request++) {
      expect(await statusOnNewConnection(`${primary.url}/healthz`)).toBe(200);
    }
    await until(() => workerPids().length === 2 && !workerPids().includes(victim!), 'a new worker');
    expect(workerPids()).toContain(survivor);
    expect(primary.output()).toMatch(new RegExp(`worker ${victim} ended \\(SIGKILL\\)`));
  }, 60_000);

  it('stops every worker and then itself on SIGTERM', async () => {
    const workers = workerPids();
    primary.child.kill('SIGTERM');
    expect(await primary.exited).toBe(0);
    for (const pid of workers) {
      expect(() => process.kill(pid, 0)).toThrow();
    }
  });
});
