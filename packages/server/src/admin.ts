import path from 'node:path';
import { Accounts } from './accounts/accounts';
import { ADMIN_USAGE, runAdminCommand, UsageError } from './cli/admin-commands';
import { restoreCommand } from './cli/restore-command';
import { loadConfig } from './config';
import { openServerStorage } from './storage/server-storage';
import { openPhotoStore } from './uploads/open-photo-store';

/**
 * `npm run admin -- …`: manage accounts and verify mark records on the
 * configured database (README: Admin CLI).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (process.argv[2] === 'restore') {
    // Before anything opens the database: restore refuses one that someone holds open.
    await restoreCommand(
      process.argv.slice(3),
      {
        databaseFile: config.databaseFile,
        uploadsDir: path.join(config.dataDir, 'uploads'),
        databaseUrl: config.databaseUrl,
      },
      (line) => console.log(line),
    );
    return;
  }
  const storage = await openServerStorage(config);
  const accounts = new Accounts(storage.accounts, config.accounts);
  const events = storage.events;
  try {
    await runAdminCommand(accounts, process.argv.slice(2), (line) => console.log(line), events, {
      photos: openPhotoStore(storage.pool ? { pool: storage.pool } : { dataDir: config.dataDir }),
      uploadsDir: path.join(config.dataDir, 'uploads'),
      databaseFile: config.databaseFile,
      databaseUrl: config.databaseUrl,
    });
  } finally {
    await storage.close();
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
