import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { photoTypeOfFile } from '@floorcraft/domain';
import {
  checkPhotoAddress,
  checkPhotoSlug,
  PhotoExistsError,
  STORED_PHOTO_NAME,
  type Photo,
  type PhotoStore,
  type StoredPhotoEntry,
} from './photo-store';

const isErrno = (error: unknown, code: string) =>
  error instanceof Error && (error as NodeJS.ErrnoException).code === code;

/**
 * Photos as files under `<uploadsDir>/<slug>/<file>` (`DATA_DIR/uploads`),
 * the embedded default: one server process, one disk. The content type is
 * the one the stored name's extension stands for (the upload route named
 * the file after the type it checked).
 */
export class FilePhotoStore implements PhotoStore {
  constructor(readonly uploadsDir: string) {}

  private pathOf(slug: string, file: string): string {
    checkPhotoAddress(slug, file);
    return path.join(this.uploadsDir, slug, file);
  }

  async put(slug: string, file: string, photo: Photo): Promise<void> {
    const target = this.pathOf(slug, file);
    await mkdir(path.dirname(target), { recursive: true });
    // wx: a stored photo is never overwritten (its URL is cached forever).
    await writeFile(target, photo.bytes, { flag: 'wx' }).catch((error: unknown) => {
      throw isErrno(error, 'EEXIST') ? new PhotoExistsError(slug, file) : error;
    });
  }

  async get(slug: string, file: string): Promise<Photo | undefined> {
    const bytes = await readFile(this.pathOf(slug, file)).catch((error: unknown) => {
      if (isErrno(error, 'ENOENT')) {
        return undefined;
      }
      throw error;
    });
    if (!bytes) {
      return undefined;
    }
    return { bytes, contentType: photoTypeOfFile(file)?.contentType ?? 'application/octet-stream' };
  }

  async delete(slug: string, file: string): Promise<boolean> {
    const target = this.pathOf(slug, file);
    const existed = await stat(target).then(
      () => true,
      () => false,
    );
    await rm(target, { force: true });
    return existed;
  }

  async list(slug: string): Promise<StoredPhotoEntry[]> {
    checkPhotoSlug(slug);
    const folder = path.join(this.uploadsDir, slug);
    const files = await readdir(folder).catch((error: unknown) => {
      if (isErrno(error, 'ENOENT')) {
        return [] as string[];
      }
      throw error;
    });
    const entries: StoredPhotoEntry[] = [];
    // Anything else in the folder (an editor's backup file, say) is not a photo of ours.
    for (const file of files.filter((name) => STORED_PHOTO_NAME.test(name)).sort()) {
      const stats = await stat(path.join(folder, file)).catch(() => undefined);
      if (stats) {
        entries.push({ file, storedAtMs: stats.mtimeMs });
      }
    }
    return entries;
  }
}
