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
  const accounts = new Accounts(new SqliteSqlClient(openSqliteDatabase(databaseFile)), {
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
    accounts,
    olga: await owner('olga@example.org'),
    otto: await owner('otto@example.org'),
  };
}

/** The other process: revokes `userId`, holding its transaction open after the rule's check. */
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
  let stdout = '';
  const checked = new Promise<void>((resolve) => {
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      if (stdout.includes('checked')) {
        resolve();
      }
    });
  });
  const done = new Promise<string>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', () => resolve(stdout));
  });
  return { checked, done };
}

describe('the last-owner rule across processes on one SQLite file', () => {
  it('refuses the second of two revokes of the last two owners, made while the first holds its transaction', async () => {
    const { databaseFile, accounts, olga, otto } = await twoOwners();
    const other = revokeInAnotherProcess(databaseFile, olga);
    // The other process has counted Otto as the remaining owner and not yet written.
    await other.checked;

    // This process waits for the other's transaction, then counts again: nobody else is left.
    await expect(revokeRoles({ accounts }, cliActor, { slug: SLUG, userId: otto })).rejects.toThrow(
      LAST_OWNER,
    );
    expect(await other.done).toContain('revoked');
    expect(await accounts.users.rolesIn(otto, SLUG)).toEqual(['owner']);
    expect(await accounts.users.rolesIn(olga, SLUG)).toEqual([]);
    expect(await accounts.users.ownerCount(SLUG)).toBe(1);
  });
});
