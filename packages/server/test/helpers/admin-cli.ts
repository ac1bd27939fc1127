import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The admin CLI's command line, as `npm run admin -- …` runs it (without npm's banner). */
export const adminCommand = (...args: string[]) => [
  '--import',
  'tsx',
  'packages/server/src/admin.ts',
  ...args,
];

/** The environment the CLI gets: the data folder, and a cheap password hash for tests. */
export const adminEnv = (dataDir: string, databaseUrl?: string) => ({
  ...process.env,
  DATA_DIR: dataDir,
  PASSWORD_HASH_COST: '10',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});

/** Runs the admin CLI on `dataDir` and waits for it. */
export function runAdmin(dataDir: string, ...args: string[]) {
  return runAdminOn({ dataDir }, ...args);
}

/** Runs the admin CLI on `dataDir`, or on PostgreSQL when `databaseUrl` is given. */
export function runAdminOn(where: { dataDir: string; databaseUrl?: string }, ...args: string[]) {
  const result = spawnSync(process.execPath, adminCommand(...args), {
    cwd: repoRoot,
    env: adminEnv(where.dataDir, where.databaseUrl),
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
