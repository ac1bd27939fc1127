import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPostgresEventStore } from '../store/postgres-event-store';
import { POSTGRES_DUMP_FILE } from './postgres-backup';
import { runPostgresProgram } from './postgres-programs';

export interface PostgresRestoreReport {
  dumpFile: string;
  /** The new epoch: every client resuming from before gets a fresh snapshot. */
  epoch: string;
}

/**
 * Refuses while anything else is connected to the database: a running
 * server process holds its listening connection for as long as it runs, and
 * would go on serving the history the restore replaces.
 */
async function refuseWhileConnected(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ others: number }>(
      `SELECT count(*)::int AS others FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    const others = rows[0]?.others ?? 0;
    if (others > 0) {
      throw new Error(
        `${others} other connection(s) to the database: stop every server process (and close other sessions) and run restore again`,
      );
    }
  } finally {
    await client.end();
  }
}

/**
 * `admin restore --from DIR` on PostgreSQL, with every server process
 * stopped: replaces the database's tables with the dump `backupPostgres`
 * wrote, all or nothing (psql runs the drop and the whole dump in one
 * transaction, so a failed restore leaves the database as it was), then
 * migrates it to this release and starts a new epoch, so clients holding a
 * version of the replaced history get a snapshot, never changes on top.
 * Everything in the `public` schema is replaced, photos included: the
 * database is Floorcraft's alone.
 */
export async function restorePostgres(
  databaseUrl: string,
  fromDir: string,
): Promise<PostgresRestoreReport> {
  const dumpFile = path.join(fromDir, POSTGRES_DUMP_FILE);
  if (!existsSync(dumpFile)) {
    throw new Error(
      `no ${POSTGRES_DUMP_FILE} in ${fromDir}: restore takes a folder made by "backup" on PostgreSQL`,
    );
  }
  // Reads the archive's table of contents: a damaged file is refused before anything is dropped.
  await runPostgresProgram('pg_restore', ['--list', dumpFile]);
  await refuseWhileConnected(databaseUrl);

  // The dump as SQL in a file first: piped, a dump that broke halfway would end psql's input
  // early, and psql would commit the half it had.
  const work = await mkdtemp(path.join(os.tmpdir(), 'floorcraft-restore-'));
  try {
    const script = path.join(work, 'restore.sql');
    await runPostgresProgram('pg_restore', [
      '--no-owner',
      '--no-privileges',
      `--file=${script}`,
      dumpFile,
    ]);
    await runPostgresProgram(
      'psql',
      [
        '--no-psqlrc',
        '--quiet',
        '--set=ON_ERROR_STOP=1',
        '--single-transaction',
        '--command=DROP SCHEMA public CASCADE',
        '--command=CREATE SCHEMA public',
        `--file=${script}`,
      ],
      databaseUrl,
    );
  } finally {
    await rm(work, { recursive: true, force: true });
  }

  const store = await openPostgresEventStore(databaseUrl);
  try {
    return { dumpFile, epoch: await store.startNewEpoch() };
  } finally {
    await store.close();
  }
}
