import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { runPostgresProgram } from './postgres-programs';

export interface PostgresBackupReport {
  dumpFile: string;
  bytes: number;
}

/** The dump's name in the backup folder; `pg_restore` reads it. */
export const POSTGRES_DUMP_FILE = 'floorcraft.pgdump';

/**
 * `admin backup` on PostgreSQL: `pg_dump --format=custom` of the whole
 * database (logs, accounts and photos alike) into `outDir`, safe while any
 * number of server processes write: pg_dump reads everything in one
 * snapshot, so the dump holds every transaction committed before it began
 * and none half.
 */
export async function backupPostgres(
  databaseUrl: string,
  outDir: string,
): Promise<PostgresBackupReport> {
  await mkdir(outDir, { recursive: true });
  if ((await readdir(outDir)).length > 0) {
    throw new Error(`${outDir} is not empty: back up into a new folder`);
  }
  const dumpFile = path.join(outDir, POSTGRES_DUMP_FILE);
  try {
    await runPostgresProgram('pg_dump', ['--format=custom', `--file=${dumpFile}`], databaseUrl);
  } catch (error) {
    // A half-written dump must not pass for a backup.
    await rm(dumpFile, { force: true });
    throw error;
  }
  return { dumpFile, bytes: (await stat(dumpFile)).size };
}
