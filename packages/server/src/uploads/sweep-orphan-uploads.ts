import path from 'node:path';
import type { CompetitionState } from '@floorcraft/domain';
import type { PhotoStore } from './photo-store';

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
 * saved. Run at start. Returns the addresses (`/uploads/<slug>/<file>`) it
 * removed.
 */
export async function sweepOrphanPhotos(
  photos: PhotoStore,
  competitions: ReadonlyMap<string, CompetitionState>,
  now = Date.now(),
): Promise<string[]> {
  const removed: string[] = [];
  for (const [slug, state] of competitions) {
    const inUse = photosInUse(state);
    for (const { file, storedAtMs } of await photos.list(slug)) {
      if (inUse.has(file) || now - storedAtMs < ORPHAN_GRACE_MS) {
        continue;
      }
      await photos.delete(slug, file);
      removed.push(`/uploads/${slug}/${file}`);
    }
  }
  return removed;
}
