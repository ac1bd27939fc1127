import { spawn } from 'node:child_process';
import { accessSync, constants, existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** PostgreSQL's client programs the backup and restore run. */
export type PostgresProgram = 'pg_dump' | 'pg_restore' | 'psql';

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
  program: PostgresProgram,
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

/**
 * Runs a client program to its end, on `databaseUrl` when given
 * (`--dbname`); rejects with what it printed on stderr.
 */
export function runPostgresProgram(
  program: PostgresProgram,
  args: readonly string[],
  databaseUrl?: string,
): Promise<void> {
  const executable = findPostgresProgram(program);
  const connection = databaseUrl ? connectionFor(databaseUrl) : undefined;
  const child = spawn(
    executable,
    [...args, ...(connection ? [`--dbname=${connection.url}`] : [])],
    { env: connection?.env ?? process.env, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) {
        resolve();
      } else {
        reject(new Error(`${program} failed: ${stderr.trim() || `exit ${code ?? signal}`}`));
      }
    });
  });
}
