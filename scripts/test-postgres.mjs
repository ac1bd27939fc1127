// A throwaway PostgreSQL server for the tests that need one, unless
// TEST_DATABASE_URL names a server already. Used as the Vitest globalSetup of
// the `server-postgres` project: Debian's PostgreSQL 15 binaries (installed
// with apt when missing and we are root, like Chromium), a fresh cluster in a
// temp dir on a free port, removed afterwards. Run directly
// (`node scripts/test-postgres.mjs [command…]`) it starts one, prints its URL
// and runs the command with TEST_DATABASE_URL set, or waits for Ctrl-C.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { aptInstallAsRoot } from './debian-packages.mjs';

const DATABASE = 'floorcraft_test';
const SUPERUSER = 'floorcraft';
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** The bin folder of PostgreSQL's server programs: 15 first (production's), else the newest. */
export function findPostgresBin() {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((name) => existsSync(path.join(base, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const chosen = versions.includes('15') ? '15' : versions[0];
  return chosen && path.join(base, chosen, 'bin');
}

function ensurePostgresBin() {
  const found = findPostgresBin();
  if (found) {
    return found;
  }
  if (aptInstallAsRoot('postgresql', 'No PostgreSQL server found')) {
    const installed = findPostgresBin();
    if (installed) {
      return installed;
    }
  }
  throw new Error(
    'No PostgreSQL server for the tests: install one (Debian/Ubuntu: sudo apt-get install postgresql) or set TEST_DATABASE_URL.',
  );
}

/** initdb and postgres refuse to run as root: as root, run them as the `postgres` user. */
function runAsOwner(bin, program, args, cwd) {
  const command = path.join(bin, program);
  const [file, argv] = isRoot
    ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
    : [command, args];
  const result = spawnSync(file, argv, { cwd, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `${program} failed (${result.status ?? result.signal}): ${result.stderr || result.stdout}`,
    );
  }
  return result.stdout;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts a fresh cluster and creates an empty database in it.
 * Resolves to its URL and a `stop` that shuts it down and removes its files.
 */
export async function startThrowawayPostgres() {
  const bin = ensurePostgresBin();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'floorcraft-pg-'));
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  let started = false;
  const stop = () => {
    if (started) {
      started = false;
      // Immediate: the data is thrown away, so there is nothing to flush.
      spawnSync(
        isRoot ? 'runuser' : path.join(bin, 'pg_ctl'),
        [
          ...(isRoot ? ['-u', 'postgres', '--', path.join(bin, 'pg_ctl')] : []),
          'stop',
          '-D',
          data,
          '-m',
          'immediate',
        ],
        { cwd: dir, stdio: 'ignore' },
      );
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    runAsOwner(
      bin,
      'initdb',
      ['-D', data, '-U', SUPERUSER, '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync'],
      dir,
    );
    // Another run may take the port between our check and the server's bind: retry.
    let port;
    for (let attempt = 1; !started; attempt += 1) {
      port = await freePort();
      try {
        runAsOwner(
          bin,
          'pg_ctl',
          [
            'start',
            '-D',
            data,
            '-l',
            path.join(dir, 'server.log'),
            '-w',
            '-t',
            '60',
            // Test data is thrown away: no fsync. The socket lives in our own dir.
            '-o',
            `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c synchronous_commit=off`,
          ],
          dir,
        );
        started = true;
      } catch (error) {
        if (attempt >= 3) {
          throw error;
        }
      }
    }
    await waitUntilReady(bin, port);
    runAsOwner(
      bin,
      'createdb',
      ['-h', '127.0.0.1', '-p', String(port), '-U', SUPERUSER, DATABASE],
      dir,
    );
    return { url: `postgres://${SUPERUSER}@127.0.0.1:${port}/${DATABASE}`, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

async function waitUntilReady(bin, port) {
  for (let i = 0; i < 60; i += 1) {
    const ready = spawnSync(path.join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port)]);
    if (ready.status === 0) {
      return;
    }
    await sleep(500);
  }
  throw new Error(`PostgreSQL on port ${port} did not become ready in 30 s`);
}

/** Vitest globalSetup: the URL reaches the tests as `inject('testDatabaseUrl')`. */
export default async function setup(project) {
  const given = process.env.TEST_DATABASE_URL;
  if (given) {
    project.provide('testDatabaseUrl', given);
    return undefined;
  }
  const server = await startThrowawayPostgres();
  project.provide('testDatabaseUrl', server.url);
  return server.stop;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await startThrowawayPostgres();
  console.log(`TEST_DATABASE_URL=${server.url}`);
  const [command, ...args] = process.argv.slice(2);
  if (command) {
    const result = spawnSync(command, args, {
      stdio: 'inherit',
      env: { ...process.env, TEST_DATABASE_URL: server.url },
    });
    server.stop();
    process.exit(result.status ?? 1);
  }
  const finish = () => {
    server.stop();
    process.exit(0);
  };
  process.on('SIGINT', finish);
  process.on('SIGTERM', finish);
  setInterval(() => {}, 1 << 30);
}
