import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import { Accounts } from '../accounts/accounts';
import { accountsConfigFromEnv } from '../accounts/accounts-config';
import { SqliteSqlClient } from '../sql/sqlite-sql-client';
import { openSqliteDatabase } from '../store/sqlite-database';
import { openSqliteEventStore } from '../store/sqlite-event-store';
import { createCompetitionSuite } from './create-competition-command-suite';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

createCompetitionSuite('SQLite', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'floorcraft-create-'));
  folders.push(dir);
  const file = path.join(dir, 'floorcraft.db');
  return Promise.resolve({
    events: openSqliteEventStore(file),
    accounts: new Accounts(new SqliteSqlClient(openSqliteDatabase(file)), {
      ...accountsConfigFromEnv({}),
      passwordHashCost: 10,
    }),
  });
});
