import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Accounts } from '../src/accounts/accounts';
import { accountsConfigFromEnv } from '../src/accounts/accounts-config';
import { cliActor } from '../src/accounts/commands/account-command';
import { LAST_OWNER } from '../src/accounts/commands/owner-rule';
import { revokeRoles } from '../src/accounts/commands/revoke-roles';
import { SqliteSqlClient } from '../src/sql/sqlite-sql-client';
import { openSqliteDatabase } from '../src/store/sqlite-database';
import { repoRoot } from './helpers/admin-cli';

const SLUG = 'autumn-cup';
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) {
    await cleanup();
  }
});

/** Accounts on a fresh SQLite file where Olga and Otto own SLUG. */
async function twoOwners() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'floorcraft-owners-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const databaseFile = path.join(dir, 'floorcraft.sqlite');
  const database = openSqliteDatabase(databaseFile);
  const accounts = new Accounts(new SqliteSqlClient(database), {
    ...accountsConfigFromEnv({}),
    passwordHashCost: 10,
  });
  cleanups.push(() => accounts.close());
  const owner = async (email: string) => {
    const user = await accounts.users.create({
      email,
      name: '',
      passwordHash: 'unused',
      mustChangePassword: false,
    });
    await accounts.users.grant(user.id, SLUG, 'owner', 'test');
    return user.id;
  };
  return {
    databaseFile,
    database,
    accounts,
    olga: await owner('olga@example.org'),
    otto: await owner('otto@example.org'),
  };
}

/**
 * The other process: revokes `userId`, holding its transaction open after the rule's check
 * until `go()` is called.
 */
function revokeInAnotherProcess(databaseFile: string, userId: string) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'packages/server/test/helpers/revoke-holding-the-lock.ts',
      databaseFile,
      SLUG,
      userId,
    ],
    { cwd: repoRoot },
  );
  cleanups.push(() => {
    child.kill();
  });
  let stdout = '';
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const checked = new Promise<void>((resolve, reject) => {
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      if (stdout.includes('checked')) {
        resolve();
      }
    });
    child.on('close', () => reject(new Error(`the other process ended: ${stdout}${stderr}`)));
  });
  const done = new Promise<string>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', () => resolve(stdout));
  });
  /** Lets the other process write and commit; throws unless the pipe took `go` at once. */
  const go = () => {
    child.stdin.write('go\n');
    if (child.stdin.writableLength > 0) {
      throw new Error('go was queued, not written: this process may block before it is sent');
    }
  };
  return { checked, done, go };
}

/**
 * Calls `release` just before this process's next transaction asks for SQLite's write lock
 * (`BEGIN IMMEDIATE`, which then blocks until the other process commits); returns how many
 * times it has been called.
 */
function releaseWhenBeginning(
  database: ReturnType<typeof openSqliteDatabase>,
  release: () => void,
) {
  let released = 0;
  const exec = database.exec.bind(database);
  database.exec = (sql: string) => {
    if (sql === 'BEGIN IMMEDIATE' && released === 0) {
      released += 1;
      release();
    }
    return exec(sql);
  };
  return () => released;
}

describe('the last-owner rule across processes on one SQLite file', () => {
  it('refuses the second of two revokes of the last two owners, made while the first holds its transaction', async () => {
    const { databaseFile, database, accounts, olga, otto } = await twoOwners();
    const other = revokeInAnotherProcess(databaseFile, olga);
    // The other process has counted Otto as the remaining owner and not yet written.
    await other.checked;

    // The other goes on only once this revoke is about to take the write lock: a rule checked
    // before that would still see Olga as an owner and remove Otto too. Inside the
    // transaction, this process waits for the other's commit, then counts: nobody else is left.
    const released = releaseWhenBeginning(database, other.go);
    await expect(revokeRoles({ accounts }, cliActor, { slug: SLUG, userId: otto })).rejects.toThrow(
      LAST_OWNER,
    );
    expect(released()).toBe(1);
    expect(await other.done).toContain('revoked');
    expect(await accounts.users.rolesIn(otto, SLUG)).toEqual(['owner']);
    expect(await accounts.users.rolesIn(olga, SLUG)).toEqual([]);
    expect(await accounts.users.ownerCount(SLUG)).toBe(1);
    // The other process boots tsx: 12 s at load 9, past the default 20 s once.
  }, 60_000);
});
