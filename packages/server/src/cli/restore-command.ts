import path from 'node:path';
import { parseArgs } from 'node:util';
import { restorePostgres } from '../transfer/postgres-restore';
import { restoreSqlite, type RestoreTarget } from '../transfer/restore';
import { UsageError } from './admin-commands';

/**
 * `restore --from DIR`. Run before the CLI opens the database, as every
 * other command does: the restore checks that nothing holds it open, and
 * the CLI's own connection would.
 */
export async function restoreCommand(
  args: readonly string[],
  target: RestoreTarget & { databaseUrl: string | undefined },
  print: (line: string) => void,
): Promise<void> {
  let from: string | undefined;
  try {
    from = parseArgs({ args: [...args], options: { from: { type: 'string' } }, strict: true })
      .values.from;
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (from === undefined || from.trim() === '') {
    throw new UsageError('--from is required: a folder made by "backup"');
  }
  if (target.databaseUrl) {
    const restored = await restorePostgres(target.databaseUrl, path.resolve(from.trim()));
    print(`PostgreSQL database restored from ${restored.dumpFile}, photos included`);
    print(
      `new epoch ${restored.epoch}: screens and tablets that held a later version get the restored state whole`,
    );
    print('start the server processes');
    return;
  }
  const report = await restoreSqlite(path.resolve(from.trim()), target);
  print(`${target.databaseFile} restored from ${path.resolve(from.trim())}`);
  if (report.replacedFile) {
    print(`the database it replaced is kept as ${report.replacedFile}`);
  }
  print(`${report.photos} photo${report.photos === 1 ? '' : 's'} copied to ${target.uploadsDir}`);
  print(
    `new epoch ${report.epoch}: screens and tablets that held a later version get the restored state whole`,
  );
  print('start the server');
}
