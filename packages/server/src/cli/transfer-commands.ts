import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Accounts } from '../accounts/accounts';
import type { EventStore } from '../store/event-store';
import { openSqliteDatabase } from '../store/sqlite-database';
import { backupSqlite } from '../transfer/backup';
import { backupPostgres } from '../transfer/postgres-backup';
import type { PhotoStore } from '../uploads/photo-store';
import { parseCompetitionFile } from '../transfer/competition-file';
import { exportCompetition } from '../transfer/export-competition';
import { importCompetition } from '../transfer/import-competition';

/** Where the CLI's export, import and backup find the data beside the event log. */
export interface TransferPaths {
  /** The photos export reads and import writes: files under `DATA_DIR/uploads`, or PostgreSQL. */
  photos: PhotoStore;
  /** `DATA_DIR/uploads`, copied by a SQLite backup. */
  uploadsDir: string;
  /** The SQLite file, for `backup`. */
  databaseFile: string;
  /** Set when the server runs on PostgreSQL: `backup` dumps that database instead. */
  databaseUrl?: string;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** `export --competition SLUG [--out FILE]`; the file defaults to `SLUG-<date>.floorcraft.json`. */
export async function exportCommand(
  store: { events: EventStore; accounts: Accounts; paths: TransferPaths },
  slug: string,
  out: string | undefined,
  print: (line: string) => void,
): Promise<void> {
  const now = new Date();
  const file = await exportCompetition(
    { events: store.events, accounts: store.accounts, photos: store.paths.photos },
    slug,
    now,
  );
  const target = path.resolve(out ?? `${slug}-${now.toISOString().slice(0, 10)}.floorcraft.json`);
  // wx: an earlier export is never overwritten by mistake.
  await writeFile(target, JSON.stringify(file), { flag: 'wx' });
  print(
    `${slug}: ${plural(file.events.length, 'event')}, ${plural(file.members.length, 'member')}, ${plural(file.photos.length, 'photo')} written to ${target}`,
  );
  print(`state hash ${file.stateHash}`);
}

/** `import --file FILE [--slug NEW]`. */
export async function importCommand(
  store: { events: EventStore; accounts: Accounts; paths: TransferPaths },
  fileName: string,
  slug: string | undefined,
  print: (line: string) => void,
): Promise<void> {
  const file = parseCompetitionFile(await readFile(fileName, 'utf8'));
  const report = await importCompetition(
    { events: store.events, accounts: store.accounts, photos: store.paths.photos },
    file,
    { slug },
  );
  print(
    `${report.slug}: ${plural(report.events, 'event')} (${plural(report.commands, 'command')}), ${plural(report.photos, 'photo')} imported; state hash ${report.stateHash} matches the file`,
  );
  for (const email of report.membersFound) {
    print(`roles granted to the existing account ${email}`);
  }
  for (const email of report.membersCreated) {
    print(`account created for ${email}: no password yet (reset-password, or "forgot password")`);
  }
  print(
    store.paths.databaseUrl
      ? 'running server processes serve it at once (they hear of it from PostgreSQL)'
      : 'restart the server to serve the imported competition',
  );
}

/** `backup --out DIR`: safe while the server runs. */
export async function backupCommand(
  paths: TransferPaths,
  out: string,
  print: (line: string) => void,
): Promise<void> {
  if (paths.databaseUrl) {
    const report = await backupPostgres(paths.databaseUrl, path.resolve(out));
    print(
      `database dumped to ${report.dumpFile} (${report.bytes} bytes, photos included); restore it with pg_restore`,
    );
    return;
  }
  // Its own connection: the backup reads one consistent version beside the server's writes.
  const db = openSqliteDatabase(paths.databaseFile);
  try {
    const report = await backupSqlite(db, paths.uploadsDir, path.resolve(out));
    print(
      `database copied to ${report.databaseFile} (${plural(report.pages, 'page')}), ${plural(report.photos, 'photo')} copied`,
    );
  } finally {
    db.close();
  }
}
