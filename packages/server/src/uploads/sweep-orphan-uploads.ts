import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { CompetitionState } from '@floorcraft/domain';

/** An upload no official uses is kept this long: the person may still be filling in the form. */
export const ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000;

/** The stored file names a competition's officials' photos point at. */
function photosInUse(state: CompetitionState): Set<string> {
  const names = new Set<string>();
  for (const official of Object.values(state.metadata.officials)) {
    if (official.photoURL) {
      names.add(path.posix.basename(new URL(official.photoURL).pathname));
    }
  }
  return names;
}

/**
 * Deletes photos that no official uses any more and that are older than a
 * day: replaced portraits, removed officials, uploads whose form was never
 * saved. Run at start. Returns the paths it removed.
 */
export async function sweepOrphanUploads(
  uploadsDir: string,
  competitions: ReadonlyMap<string, CompetitionState>,
  now = Date.now(),
): Promise<string[]> {
  const removed: string[] = [];
  for (const [slug, state] of competitions) {
    const folder = path.join(uploadsDir, slug);
    const files = await readdir(folder).catch(() => [] as string[]);
    const inUse = photosInUse(state);
    for (const file of files) {
      const filePath = path.join(folder, file);
      if (inUse.has(file) || now - (await stat(filePath)).mtimeMs < ORPHAN_GRACE_MS) {
        continue;
      }
      await rm(filePath, { force: true });
      removed.push(filePath);
    }
  }
  return removed;
}
