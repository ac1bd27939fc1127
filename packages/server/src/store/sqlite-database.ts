import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database, { type Database as SqliteDatabase } from 'better-sqlite3';
import { migrate } from './migrations';

/**
 * Opens (creating if needed) and migrates the SQLite file. The event store,
 * the account store and the admin CLI each open their own connection.
 * WAL lets readers run beside the writer; synchronous=FULL is set explicitly
 * so that a write that has returned survives a process crash and a power
 * cut, not only the former.
 */
export function openSqliteDatabase(filePath: string): SqliteDatabase {
  if (filePath !== ':memory:') {
    mkdirSync(path.dirname(filePath), { recursive: true });
  }
  const db = new Database(filePath);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}
