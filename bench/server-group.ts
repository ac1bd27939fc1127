// Server processes for the several-processes benchmark: one on a fresh SQLite
// file, or N on one fresh PostgreSQL database (created with CREATE DATABASE on
// the server TEST_DATABASE_URL names: `npm run bench:processes` starts a
// throwaway one). Each process listens on its own port, behind no balancer.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freshPostgresDatabase } from '../packages/server/test/helpers/fresh-postgres-database';
import { startBenchServer, stopBenchServer } from './bench-server';

export type Database = 'SQLite' | 'PostgreSQL';

export interface ServerGroup {
  /** Each process's base URL, in the order they started. */
  bases: string[];
  processes: ChildProcess[];
  /** Transactions the database rolled back so far (PostgreSQL; 0 on SQLite): lost races, mostly. */
  rollbacks(): Promise<number>;
  stop(): Promise<void>;
}

function testServerUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    throw new Error(
      'PostgreSQL measurements need TEST_DATABASE_URL: run `npm run bench:processes`, which starts a throwaway server',
    );
  }
  return url;
}

/** The first row's `value` of a query on the database at `url`, as a number. */
async function queryNumber(url: string, sql: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Statistics reach pg_stat_database within a second of a transaction's end: read fresh ones.
    await client.query('SELECT pg_stat_clear_snapshot()');
    const result = await client.query<{ value: string }>(sql);
    return Number(result.rows[0]?.value ?? 0);
  } finally {
    await client.end();
  }
}

const ROLLBACKS =
  'SELECT xact_rollback AS value FROM pg_stat_database WHERE datname = current_database()';
const TABLES = `SELECT count(*) AS value FROM information_schema.tables
  WHERE table_schema NOT IN ('pg_catalog', 'information_schema')`;

/**
 * `count` server processes on one fresh database, on ports `firstPort`,
 * `firstPort + 1`…; the first seeds the demo before the others start.
 */
export async function startServerGroup(
  database: Database,
  count: number,
  firstPort: number,
): Promise<ServerGroup> {
  if (database === 'SQLite' && count !== 1) {
    throw new Error('SQLite serves one process');
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'floorcraft-processes-'));
  const fresh =
    database === 'PostgreSQL' ? await freshPostgresDatabase(testServerUrl()) : undefined;
  const env: Record<string, string> = fresh ? { DATABASE_URL: fresh.url } : {};
  const processes: ChildProcess[] = [];
  const bases: string[] = [];
  const stop = async () => {
    await Promise.all(processes.map((server) => stopBenchServer(server)));
    await fresh?.drop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    for (let index = 0; index < count; index += 1) {
      const port = firstPort + index;
      processes.push(await startBenchServer(path.join(dir, String(index)), port, env));
      bases.push(`http://localhost:${port}`);
      // A server that ignored DATABASE_URL would measure SQLite files of its own, one per process.
      if (fresh && (await queryNumber(fresh.url, TABLES)) === 0) {
        throw new Error('the server left DATABASE_URL empty: it does not keep its data there');
      }
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    bases,
    processes,
    rollbacks: () => (fresh ? queryNumber(fresh.url, ROLLBACKS) : Promise.resolve(0)),
    stop,
  };
}
