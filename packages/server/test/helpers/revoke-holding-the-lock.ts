/**
 * A second process for owner-rule-two-processes.test.ts: revokes one owner's roles through
 * its own Accounts on the SQLite file and, once the last-owner rule has been checked inside
 * the transaction, says `checked` and holds the transaction open until the test writes `go`
 * on its stdin (the test, not a clock, knows when its own revoke has started).
 * Run as: node --import tsx revoke-holding-the-lock.ts <database file> <slug> <user id>
 */
import { Accounts } from '../../src/accounts/accounts';
import { accountsConfigFromEnv } from '../../src/accounts/accounts-config';
import { cliActor } from '../../src/accounts/commands/account-command';
import { revokeRoles } from '../../src/accounts/commands/revoke-roles';
import { UserStore } from '../../src/accounts/user-store';
import { SqliteSqlClient } from '../../src/sql/sqlite-sql-client';
import { openSqliteDatabase } from '../../src/store/sqlite-database';

const [databaseFile = '', slug = '', userId = ''] = process.argv.slice(2);

const go = new Promise<void>((resolve) => {
  let input = '';
  process.stdin.setEncoding('utf8').on('data', (chunk: string) => {
    input += chunk;
    if (input.includes('go')) {
      resolve();
    }
  });
});

type OwnerCount = (this: UserStore, slug: string, exceptUserId?: string) => Promise<number>;
const ownerCount = Object.getOwnPropertyDescriptor(UserStore.prototype, 'ownerCount')
  ?.value as OwnerCount;
UserStore.prototype.ownerCount = async function (this: UserStore, slug, exceptUserId) {
  const count = await ownerCount.call(this, slug, exceptUserId);
  process.stdout.write('checked\n');
  await go;
  return count;
};

const accounts = new Accounts(new SqliteSqlClient(openSqliteDatabase(databaseFile)), {
  ...accountsConfigFromEnv({}),
  passwordHashCost: 10,
});
try {
  await revokeRoles({ accounts }, cliActor, { slug, userId });
  process.stdout.write('revoked\n');
} catch (error) {
  process.stdout.write(`refused: ${error instanceof Error ? error.message : String(error)}\n`);
} finally {
  await accounts.close();
  // Stdin would keep this process alive.
  process.stdin.destroy();
}
