import { existsSync } from 'node:fs';
import { cp, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import Database from 'better-sqlite3';
import { openSqliteDatabase } from '../store/sqlite-database';
import { startNewSqliteEpoch } from '../store/sqlite-event-store';

export interface RestoreTarget {
  /** The configured SQLite file (`DATABASE_FILE`), replaced by the backup's. */
  databaseFile: string;
  /** `DATA_DIR/uploads`, where the backup's photos are copied. */
  uploadsDir: string;
}

export interface RestoreReport {
  /** Where the database that was replaced now is, if there was one. */
  replacedFile: string | undefined;
  photos: number;
  /** The new epoch: every client resuming from before gets a fresh snapshot. */
  epoch: string;
}

/** The file name `backupSqlite` writes into its folder. */
const BACKUP_FILE = 'floorcraft.sqlite';

/** SQLite's "database is locked" answers: another connection holds the file. */
const isBusy = (error: unknown) =>
  error instanceof Error &&
  'code' in error &&
  /^SQLITE_BUSY|^SQLITE_LOCKED/.test(String(error.code));

/**
 * Refuses when anything holds the database open (a running server keeps a
 * lock on it for as long as it runs); otherwise checkpoints its write-ahead
 * log into it, so the file set aside is whole.
 * In WAL mode an ordinary exclusive transaction waits only for writers; a
 * connection in exclusive locking mode needs every other one gone.
 */
function settleUnusedDatabase(databaseFile: string): void {
  const db = new Database(databaseFile, { timeout: 0 });
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE; COMMIT');
  } catch (error) {
    if (isBusy(error)) {
      throw new Error(
        `${databaseFile} is in use: stop the server (every process on this DATA_DIR) and run restore again`,
        { cause: error },
      );
    }
    throw error;
  } finally {
    // The last connection to close checkpoints the log into the file and removes it.
    db.close();
  }
}

/** The backup's database, checked whole before anything is touched. */
function checkBackup(backupFile: string): void {
  if (!existsSync(backupFile)) {
    throw new Error(
      `no ${BACKUP_FILE} in ${path.dirname(backupFile)}: restore takes a folder made by "backup"`,
    );
  }
  const db = new Database(backupFile, { readonly: true, fileMustExist: true });
  try {
    const result = db.pragma('integrity_check', { simple: true });
    if (result !== 'ok') {
      throw new Error(`${backupFile} fails SQLite's integrity check: ${String(result)}`);
    }
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE name = 'events'").all();
    if (tables.length === 0) {
      throw new Error(`${backupFile} is not a Floorcraft database (it has no event log)`);
    }
  } finally {
    db.close();
  }
}

async function countFiles(folder: string): Promise<number> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).length;
}

/**
 * `admin restore --from DIR`: puts a folder made by `backup` in place of the
 * configured database, with the server stopped. The backup is copied beside
 * the database through SQLite's backup API, migrated to this release, and
 * given a new epoch (clients holding a version of the history being
 * replaced get a snapshot, never changes on top of it); only then is the
 * old file set aside (kept as `…replaced-<time>`, never deleted) and the
 * copy renamed into place. Photos are copied into `uploads/`; photos only
 * the replaced database used stay, unreferenced.
 */
export async function restoreSqlite(
  fromDir: string,
  target: RestoreTarget,
): Promise<RestoreReport> {
  const backupFile = path.join(fromDir, BACKUP_FILE);
  checkBackup(backupFile);
  const { databaseFile } = target;
  const hadDatabase = existsSync(databaseFile);
  if (hadDatabase) {
    settleUnusedDatabase(databaseFile);
  }

  const staging = `${databaseFile}.restoring`;
  await rm(staging, { force: true });
  const source = new Database(backupFile, { readonly: true });
  try {
    await source.backup(staging);
  } finally {
    source.close();
  }
  const restored = openSqliteDatabase(staging);
  let epoch: string;
  try {
    epoch = startNewSqliteEpoch(restored);
  } finally {
    restored.close();
  }

  let replacedFile: string | undefined;
  if (hadDatabase) {
    replacedFile = `${databaseFile}.replaced-${new Date().toISOString().replaceAll(':', '-')}`;
    await rename(databaseFile, replacedFile);
  }
  // A log or index left by a crash belongs to the old file: beside the new one it would corrupt it.
  await rm(`${databaseFile}-wal`, { force: true });
  await rm(`${databaseFile}-shm`, { force: true });
  await rename(staging, databaseFile);

  const backupPhotos = path.join(fromDir, 'uploads');
  if (existsSync(backupPhotos)) {
    await cp(backupPhotos, target.uploadsDir, { recursive: true, force: true });
  }
  return { replacedFile, photos: await countFiles(backupPhotos), epoch };
}
