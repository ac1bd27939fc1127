import { execFile } from 'node:child_process';
import { accessSync, constants, existsSync, readdirSync } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

export interface PostgresBackupReport {
  dumpFile: string;
  bytes: number;
}

/** The dump's name in the backup folder; `pg_restore` reads it. */
export const POSTGRES_DUMP_FILE = 'floorcraft.pgdump';

const isExecutable = (file: string) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/**
 * Where a PostgreSQL client program is: on PATH first (what the operator
 * chose), else Debian's `/usr/lib/postgresql/<version>/bin`, newest first
 * (a newer pg_dump reads older servers, never the reverse).
 */
export function findPostgresProgram(
  program: 'pg_dump' | 'pg_restore',
  searchPath = process.env.PATH ?? '',
): string {
  for (const dir of searchPath.split(path.delimiter).filter(Boolean)) {
    if (isExecutable(path.join(dir, program))) {
      return path.join(dir, program);
    }
  }
  const debian = '/usr/lib/postgresql';
  const versions = existsSync(debian)
    ? readdirSync(debian).sort((a, b) => Number(b) - Number(a))
    : [];
  for (const version of versions) {
    const candidate = path.join(debian, version, 'bin', program);
    if (isExecutable(candidate)) {
      return candidate;
    }
  }
  throw new Error(
    `${program} not found: install PostgreSQL's client programs (Debian/Ubuntu: apt-get install postgresql-client, the server's major version or newer) or put ${program} on PATH`,
  );
}

/**
 * The URL without its password, and the password for PGPASSWORD: a
 * password on the command line would show in every `ps` listing.
 */
function connectionFor(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return {
    url: url.toString(),
    env: password ? { ...process.env, PGPASSWORD: password } : process.env,
  };
}

/** Runs a client program; rejects with what it printed on stderr. */
export function runPostgresProgram(
  program: 'pg_dump' | 'pg_restore',
  args: readonly string[],
  databaseUrl: string,
): Promise<void> {
  const executable = findPostgresProgram(program);
  const { url, env } = connectionFor(databaseUrl);
  return new Promise((resolve, reject) => {
    execFile(
      executable,
      [...args, `--dbname=${url}`],
      { env, maxBuffer: 16 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (error) {
          reject(new Error(`${program} failed: ${stderr.trim() || error.message}`));
        } else {
          resolve();
        }
      },
    );
  });
}

/**
 * `admin backup` on PostgreSQL: `pg_dump --format=custom` of the whole
 * database (logs, accounts and photos alike) into `outDir`, safe while any
 * number of server processes write: pg_dump reads everything in one
 * snapshot, so the dump holds every transaction committed before it began
 * and none half. `schema` limits it to one schema (the tests' isolation).
 */
export async function backupPostgres(
  databaseUrl: string,
  outDir: string,
  options: { schema?: string } = {},
): Promise<PostgresBackupReport> {
  await mkdir(outDir, { recursive: true });
  if ((await readdir(outDir)).length > 0) {
    throw new Error(`${outDir} is not empty: back up into a new folder`);
  }
  const dumpFile = path.join(outDir, POSTGRES_DUMP_FILE);
  const schemaArgs = options.schema ? [`--schema=${options.schema}`] : [];
  try {
    await runPostgresProgram(
      'pg_dump',
      ['--format=custom', `--file=${dumpFile}`, ...schemaArgs],
      databaseUrl,
    );
  } catch (error) {
    // A half-written dump must not pass for a backup.
    await rm(dumpFile, { force: true });
    throw error;
  }
  return { dumpFile, bytes: (await stat(dumpFile)).size };
}

/**
 * Loads a `backupPostgres` dump into `databaseUrl`, replacing what the
 * dump holds (`--clean`), in one transaction so a failed restore leaves the
 * database as it was. Run it with every server process stopped; the caller
 * then starts a new store epoch so clients holding versions of the old
 * history get a snapshot.
 */
export async function restorePostgres(databaseUrl: string, dumpFile: string): Promise<void> {
  await stat(dumpFile).catch(() => {
    throw new Error(`no backup at ${dumpFile}`);
  });
  await runPostgresProgram(
    'pg_restore',
    ['--clean', '--if-exists', '--no-owner', '--single-transaction', dumpFile],
    databaseUrl,
  );
}
