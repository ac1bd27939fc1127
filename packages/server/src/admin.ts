import path from 'node:path';
import { Accounts } from './accounts/accounts';
import { ADMIN_USAGE, runAdminCommand, UsageError } from './cli/admin-commands';
import { restoreCommand } from './cli/restore-command';
import { loadConfig } from './config';
import { SqliteSqlClient } from './sql/sqlite-sql-client';
import { openSqliteDatabase } from './store/sqlite-database';
import { openSqliteEventStore } from './store/sqlite-event-store';
import { openPhotoStore } from './uploads/open-photo-store';

/**
 * `npm run admin -- …`: manage accounts and verify mark records on the
 * configured database (README: Admin CLI).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (process.argv[2] === 'restore' && config.databaseUrl === undefined) {
    // Before anything opens the SQLite file: restore refuses a database someone holds open.
    await restoreCommand(
      process.argv.slice(3),
      { databaseFile: config.databaseFile, uploadsDir: path.join(config.dataDir, 'uploads') },
      (line) => console.log(line),
    );
    return;
  }
  const accounts = new Accounts(
    new SqliteSqlClient(openSqliteDatabase(config.databaseFile)),
    config.accounts,
  );
  const events = openSqliteEventStore(config.databaseFile);
  try {
    await runAdminCommand(accounts, process.argv.slice(2), (line) => console.log(line), events, {
      photos: openPhotoStore({ dataDir: config.dataDir }),
      uploadsDir: path.join(config.dataDir, 'uploads'),
      databaseFile: config.databaseFile,
      databaseUrl: config.databaseUrl,
    });
  } finally {
    await accounts.close();
    await events.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${ADMIN_USAGE}`);
    process.exit(2);
  }
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
