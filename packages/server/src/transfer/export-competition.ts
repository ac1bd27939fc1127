import type { Accounts } from '../accounts/accounts';
import type { EventStore } from '../store/event-store';
import type { PhotoStore } from '../uploads/photo-store';
import {
  COMPETITION_FILE_KIND,
  COMPETITION_FILE_VERSION,
  type CompetitionFile,
  type ExportedPhoto,
} from './competition-file';
import { logStateHash, readWholeLog } from './state-hash';

export interface ExportSource {
  events: EventStore;
  /** Where roles are kept; without it (a store of logs only) the file lists no members. */
  accounts?: Accounts;
  /** Where the competition's photos are: files or PostgreSQL. */
  photos: PhotoStore;
}

/** Every photo the competition has stored, by name. */
async function photosOf(photos: PhotoStore, slug: string): Promise<ExportedPhoto[]> {
  const exported: ExportedPhoto[] = [];
  for (const { file } of await photos.list(slug)) {
    // Removed by the orphan sweep since it was listed: it was unused, so nothing is lost.
    const photo = await photos.get(slug, file);
    if (photo) {
      exported.push({ file, base64: photo.bytes.toString('base64') });
    }
  }
  return exported;
}

/**
 * One competition as a file (`admin export`). The log is read to its end
 * at the time of reading; a server running beside it may append more,
 * which the next export carries. Photos are read after the log, so every
 * photo the exported log points at is in the file (an upload is stored
 * before the official that uses it is saved).
 */
export async function exportCompetition(
  source: ExportSource,
  slug: string,
  exportedAt: Date,
): Promise<CompetitionFile> {
  const record = (await source.events.listCompetitions()).find((c) => c.slug === slug);
  if (!record) {
    throw new Error(`no competition "${slug}"`);
  }
  const log = await readWholeLog(source.events, record.id);
  const members = ((await source.accounts?.users.members(slug)) ?? []).map(({ user, roles }) => ({
    email: user.email,
    name: user.name,
    roles,
  }));
  return {
    kind: COMPETITION_FILE_KIND,
    version: COMPETITION_FILE_VERSION,
    exportedAt: exportedAt.toISOString(),
    slug,
    stateHash: logStateHash(log),
    events: log.map(({ seq, event, actor, at, commandId }) => ({
      seq,
      event,
      actor,
      at,
      commandId,
    })),
    members,
    photos: await photosOf(source.photos, slug),
  };
}
