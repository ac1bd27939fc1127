import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Accounts } from '../src/accounts/accounts';
import { loadConfig } from '../src/config';
import { SqliteSqlClient } from '../src/sql/sqlite-sql-client';
import { openSqliteDatabase } from '../src/store/sqlite-database';
import { adminCommand, adminEnv, repoRoot, runAdmin } from './helpers/admin-cli';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'floorcraft-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs the CLI as `npm run admin -- …` does (without npm's banner). */
const admin = (...args: string[]) => runAdmin(dataDir, ...args);

/** The same, without waiting: several CLIs running at once against one database. */
function adminAtOnce(...args: string[]): Promise<{ status: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, adminCommand(...args), {
      cwd: repoRoot,
      env: adminEnv(dataDir),
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stderr }));
  });
}

// Each test runs the admin CLI as a process several times, each compiling TypeScript with tsx:
// under load (three Vitest workers beside two busy processes) that took over 20 s.
describe('npm run admin', { timeout: 60_000 }, () => {
  it('creates a user with a one-time password, grants roles and lists them', async () => {
    const created = admin('create-user', '--email', 'sam@example.org', '--name', 'Sam');
    expect(created.status).toBe(0);
    expect(created.stdout).toMatch(/one-time password: \S{19}/);
    const granted = admin(
      'grant',
      '--email',
      'sam@example.org',
      '--competition',
      'spring-open',
      '--role',
      'scrutineer',
    );
    expect(granted.stdout).toContain('sam@example.org in spring-open: scrutineer');
    expect(admin('list-users').stdout).toContain('sam@example.org  spring-open: scrutineer');

    const config = loadConfig({ DATA_DIR: dataDir });
    const accounts = new Accounts(
      new SqliteSqlClient(openSqliteDatabase(config.databaseFile)),
      config.accounts,
    );
    try {
      expect((await accounts.users.byEmail('sam@example.org'))?.mustChangePassword).toBe(true);
      expect((await accounts.audit.forCompetition('spring-open'))[0]).toMatchObject({
        actor: 'system:cli',
        action: 'roles-changed',
        detail: 'granted scrutineer',
      });
    } finally {
      await accounts.close();
    }
  });

  it('resets a password to a chosen one, checked against the policy', () => {
    const weak = admin('reset-password', '--email', 'sam@example.org', '--password', 'qwerty123');
    expect(weak.status).toBe(1);
    expect(weak.stderr).toMatch(/not one of the most common passwords/);
    const done = admin(
      'reset-password',
      '--email',
      'sam@example.org',
      '--password',
      'samba in the rain',
    );
    expect(done.status).toBe(0);
  });

  it('unlock lifts a sign-in lock, audited as system:cli; reset-password clears it too', async () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    const from = { ip: '192.0.2.9', userAgent: 'test', knownBrowserTokens: [] };
    const lockOut = async () => {
      const accounts = new Accounts(
        new SqliteSqlClient(openSqliteDatabase(config.databaseFile)),
        config.accounts,
      );
      try {
        const tries = await Promise.all(
          Array.from({ length: 6 }, (_, i) =>
            accounts.signIn('sam@example.org', `wrong guess ${i}`, from),
          ),
        );
        expect(tries.filter((result) => !result.ok && result.reason === 'limited')).toHaveLength(1);
      } finally {
        await accounts.close();
      }
    };
    const signIn = async (password: string) => {
      const accounts = new Accounts(
        new SqliteSqlClient(openSqliteDatabase(config.databaseFile)),
        config.accounts,
      );
      try {
        const result = await accounts.signIn('sam@example.org', password, from);
        return result.ok ? 'ok' : result.reason;
      } finally {
        await accounts.close();
      }
    };

    await lockOut();
    expect(await signIn('samba in the rain')).toBe('limited');
    const unlocked = admin('unlock', '--email', 'sam@example.org');
    expect(unlocked.status).toBe(0);
    expect(unlocked.stdout).toContain('sign-in lock of sam@example.org lifted');
    expect(await signIn('samba in the rain')).toBe('ok');

    await lockOut();
    const reset = admin('reset-password', '--email', 'sam@example.org');
    const oneTime = /one-time password: (\S+)/.exec(reset.stdout)?.[1] ?? '';
    expect(await signIn(oneTime)).toBe('ok');

    const db = openSqliteDatabase(config.databaseFile);
    try {
      const unlocks = db
        .prepare(
          `SELECT actor, target, detail FROM audit_log WHERE action = 'sign-in-unlocked' ORDER BY id`,
        )
        .all();
      expect(unlocks.slice(-2)).toEqual([
        {
          actor: 'system:cli',
          target: 'sam@example.org',
          detail: 'admin CLI unlock; 5 failed sign-ins no longer count',
        },
        {
          actor: 'system:cli',
          target: 'sam@example.org',
          detail: 'admin CLI reset-password; 5 failed sign-ins no longer count',
        },
      ]);
    } finally {
      db.close();
    }
  });

  it('names the mistake and shows the usage for a bad role, a missing option or an unknown user', () => {
    const badRole = admin(
      'grant',
      '--email',
      'sam@example.org',
      '--competition',
      'spring-open',
      '--role',
      'emperor',
    );
    expect(badRole.status).toBe(2);
    expect(badRole.stderr).toMatch(/--role must be one of owner, admin, .* got "emperor"/);
    expect(badRole.stderr).toContain('Usage: npm run admin');
    expect(admin('disable').stderr).toMatch(/--email is required/);
    expect(admin('sign-out', '--email', 'ghost@example.org').stderr).toMatch(
      /no account for ghost@example.org/,
    );
    expect(admin('frobnicate').stderr).toMatch(/unknown command "frobnicate"/);
  });
  it('refuses to remove the last owner, as the members screen does', () => {
    const owner = ['--competition', 'autumn-cup', '--role', 'owner'];
    expect(admin('create-user', '--email', 'olga@example.org', ...owner).status).toBe(0);
    const revoked = admin('revoke', '--email', 'olga@example.org', '--competition', 'autumn-cup');
    expect(revoked.status).toBe(1);
    expect(revoked.stderr).toContain('a competition needs at least one owner');
    const disabled = admin('disable', '--email', 'olga@example.org');
    expect(disabled.status).toBe(1);
    expect(disabled.stderr).toContain('this account is the last owner of autumn-cup');
    expect(admin('list-users').stdout).toContain('olga@example.org  autumn-cup: owner');
  });

  it('two revokes at once cannot remove both of the last two owners', async () => {
    const owner = ['--competition', 'autumn-cup', '--role', 'owner'];
    expect(admin('create-user', '--email', 'otto@example.org', ...owner).status).toBe(0);
    const revokes = await Promise.all(
      ['olga@example.org', 'otto@example.org'].map((email) =>
        adminAtOnce('revoke', '--email', email, '--competition', 'autumn-cup'),
      ),
    );
    expect(revokes.map((revoke) => revoke.status).sort()).toEqual([0, 1]);
    expect(revokes.find((revoke) => revoke.status === 1)?.stderr).toContain(
      'a competition needs at least one owner',
    );
    const listed = admin('list-users').stdout;
    expect(listed.match(/autumn-cup: owner/g)).toHaveLength(1);
  });
});
