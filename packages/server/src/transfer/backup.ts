import { cp, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import Database from 'better-sqlite3';
import { startNewSqliteEpoch } from '../store/sqlite-event-store';

export interface BackupReport {
  databaseFile: string;
  pages: number;
  photos: number;
}

/** Pages per backup step: all of them, so writers elsewhere cannot keep restarting the copy. */
const ALL_PAGES = 0x7fffffff;

async function countFiles(folder: string): Promise<number> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).length;
}

/**
 * A consistent copy of the SQLite database and the uploaded photos into
 * `outDir` (`admin backup`), safe while the server runs. Copying the file
 * loses what is still in the WAL, and copying it with the WAL can catch
 * them mid-checkpoint; SQLite's online backup API reads one consistent
 * version through an ordinary connection instead. A write by another
 * connection restarts a step-by-step backup, so the copy is taken in one
 * step (a read in WAL mode blocks no writer). Photos are copied after the
 * database: an upload is stored before the official using it is saved,
 * so every photo the copied log points at is copied too.
 */
export async function backupSqlite(
  db: Database.Database,
  uploadsDir: string,
  outDir: string,
): Promise<BackupReport> {
  await mkdir(outDir, { recursive: true });
  const databaseFile = path.join(outDir, 'floorcraft.sqlite');
  const existing = await readdir(outDir);
  if (existing.length > 0) {
    throw new Error(`${outDir} is not empty: back up into a new folder`);
  }
  const { totalPages } = await db.backup(databaseFile, { progress: () => ALL_PAGES });
  // The copy is another history from here on: whichever way it is put back (admin restore,
  // or the file copied in by hand), clients of the live server never resume on it with changes.
  const copy = new Database(databaseFile);
  try {
    startNewSqliteEpoch(copy);
  } finally {
    copy.close();
  }
  const photosDir = path.join(outDir, 'uploads');
  await cp(uploadsDir, photosDir, { recursive: true, errorOnExist: true }).catch(
    (error: NodeJS.ErrnoException) => {
      // No uploads folder: nothing uploaded yet.
      if (error.code !== 'ENOENT') {
        throw error;
      }
    },
  );
  return { databaseFile, pages: totalPages, photos: await countFiles(photosDir) };
}
