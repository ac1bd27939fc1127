import { describe, expect, it } from 'vitest';
import { Accounts } from '../accounts/accounts';
import { accountsConfigFromEnv } from '../accounts/accounts-config';
import { SqliteSqlClient } from '../sql/sqlite-sql-client';
import { openSqliteDatabase } from '../store/sqlite-database';
import { runAdminCommand } from './admin-commands';

const SLUG = 'spring-open';

/** The CLI's command entry on an in-memory database where Olga is the only owner. */
async function cliWithOneOwner() {
  const accounts = new Accounts(new SqliteSqlClient(openSqliteDatabase(':memory:')), {
    ...accountsConfigFromEnv({}),
    passwordHashCost: 10,
  });
  for (const [email, role] of [
    ['olga@example.org', 'owner'],
    ['otto@example.org', 'admin'],
  ] as const) {
    const user = await accounts.users.create({
      email,
      name: '',
      passwordHash: 'unused',
      mustChangePassword: false,
    });
    await accounts.users.grant(user.id, SLUG, role, 'test');
  }
  const printed: string[] = [];
  const admin = (...argv: string[]) =>
    runAdminCommand(accounts, argv, (line) => printed.push(line));
  const rolesOf = async (email: string) =>
    accounts.users.rolesIn((await accounts.users.byEmail(email))?.id ?? '', SLUG);
  return { accounts, admin, printed, rolesOf };
}

describe('the admin CLI', () => {
  it('refuses to remove the last owner, as the members screen does', async () => {
    const { accounts, admin, printed, rolesOf } = await cliWithOneOwner();
    const olga = ['--email', 'olga@example.org', '--competition', SLUG];

    await expect(admin('revoke', ...olga)).rejects.toThrow(
      'a competition needs at least one owner',
    );
    await expect(admin('revoke', ...olga, '--role', 'owner')).rejects.toThrow(
      'a competition needs at least one owner',
    );
    await expect(admin('disable', '--email', 'olga@example.org')).rejects.toThrow(
      'a competition needs at least one owner: this account is the last owner of spring-open',
    );
    expect(await rolesOf('olga@example.org')).toEqual(['owner']);
    expect((await accounts.users.byEmail('olga@example.org'))?.disabledAt).toBeUndefined();
    expect(await accounts.audit.forCompetition(SLUG)).toEqual([]);
    expect(printed).toEqual([]);

    // With a second owner, Olga's role may go, and the change is audited as the CLI's.
    await admin('grant', '--email', 'otto@example.org', '--competition', SLUG, '--role', 'owner');
    await admin('revoke', ...olga, '--role', 'owner');
    expect(await rolesOf('olga@example.org')).toEqual([]);
    expect(printed.at(-1)).toBe('olga@example.org in spring-open: (no roles)');
    expect((await accounts.audit.forCompetition(SLUG))[0]).toMatchObject({
      actor: 'system:cli',
      action: 'member-revoked',
      target: 'olga@example.org',
      detail: 'owner',
    });
  });

  it('names a role the member does not hold instead of revoking nothing', async () => {
    const { admin, rolesOf } = await cliWithOneOwner();
    await expect(
      admin('revoke', '--email', 'otto@example.org', '--competition', SLUG, '--role', 'judge'),
    ).rejects.toThrow('otto@example.org does not hold the role judge in this competition');
    expect(await rolesOf('otto@example.org')).toEqual(['admin']);
  });
});
