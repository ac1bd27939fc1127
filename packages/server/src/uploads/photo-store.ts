import { competitionSlugSchema } from '@floorcraft/domain';

/** A stored photo's bytes and the type it was uploaded as. */
export interface Photo {
  bytes: Buffer;
  contentType: string;
}

/** One stored photo of a competition, for the orphan sweep and export. */
export interface StoredPhotoEntry {
  /** The stored (random) name: `<32 hex>.<extension>`. */
  file: string;
  /** When it was stored, in ms since the epoch: the sweep keeps fresh uploads. */
  storedAtMs: number;
}

/**
 * Where uploaded photos (officials' portraits) are kept, addressed by
 * competition slug and stored name (`/uploads/<slug>/<file>`). On SQLite
 * they are files under `DATA_DIR/uploads/`; on PostgreSQL they are rows in
 * the database, so every server process reads what any other stored and
 * no process needs a shared disk.
 */
export interface PhotoStore {
  /** Stores a new photo; refuses (rejects) a name already taken, never overwrites. */
  put(slug: string, file: string, photo: Photo): Promise<void>;
  /** The photo, or undefined when there is none under that name. */
  get(slug: string, file: string): Promise<Photo | undefined>;
  /** Removes the photo; true when there was one. */
  delete(slug: string, file: string): Promise<boolean>;
  /** The competition's photos, by name; none when it has none. */
  list(slug: string): Promise<StoredPhotoEntry[]>;
}

/** Stored names are random hex plus an image extension: nothing that could name a path. */
export const STORED_PHOTO_NAME = /^[0-9a-f]{32}\.[a-z]{3,4}$/;

/** Refuses a slug that is not one: it could name a path outside the photos. */
export function checkPhotoSlug(slug: string): void {
  if (!competitionSlugSchema.safeParse(slug).success) {
    throw new Error(`"${slug}" is not a competition slug`);
  }
}

/** Refuses a slug or name that is not ours, so neither can reach outside a competition's photos. */
export function checkPhotoAddress(slug: string, file: string): void {
  checkPhotoSlug(slug);
  if (!STORED_PHOTO_NAME.test(file)) {
    throw new Error(`"${file}" is not a stored photo name`);
  }
}

/** Thrown by `put` when the name is taken already. */
export class PhotoExistsError extends Error {
  constructor(slug: string, file: string) {
    super(`a photo /uploads/${slug}/${file} exists already`);
  }
}
