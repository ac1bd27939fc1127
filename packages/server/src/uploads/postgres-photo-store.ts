import type pg from 'pg';
import {
  checkPhotoAddress,
  checkPhotoSlug,
  PhotoExistsError,
  type Photo,
  type PhotoStore,
  type StoredPhotoEntry,
} from './photo-store';

/** PostgreSQL's unique_violation: the (slug, file) key is taken. */
const isUniqueViolation = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === '23505';

/**
 * Photos as rows of the `photos` table (bytea), for servers on PostgreSQL:
 * every process reads a photo any other stored, with no shared disk, and
 * `pg_dump` backs them up with the logs. The pool's database must be
 * migrated (the event store migrates it when it opens); the pool belongs
 * to the caller, who closes it.
 */
export class PostgresPhotoStore implements PhotoStore {
  constructor(private readonly pool: pg.Pool) {}

  async put(slug: string, file: string, photo: Photo): Promise<void> {
    checkPhotoAddress(slug, file);
    try {
      await this.pool.query(
        'INSERT INTO photos (competition_slug, file, content_type, bytes) VALUES ($1, $2, $3, $4)',
        [slug, file, photo.contentType, photo.bytes],
      );
    } catch (error) {
      throw isUniqueViolation(error) ? new PhotoExistsError(slug, file) : error;
    }
  }

  async get(slug: string, file: string): Promise<Photo | undefined> {
    checkPhotoAddress(slug, file);
    const { rows } = await this.pool.query<{ content_type: string; bytes: Buffer }>(
      'SELECT content_type, bytes FROM photos WHERE competition_slug = $1 AND file = $2',
      [slug, file],
    );
    const row = rows[0];
    return row && { bytes: row.bytes, contentType: row.content_type };
  }

  async delete(slug: string, file: string): Promise<boolean> {
    checkPhotoAddress(slug, file);
    const { rowCount } = await this.pool.query(
      'DELETE FROM photos WHERE competition_slug = $1 AND file = $2',
      [slug, file],
    );
    return (rowCount ?? 0) > 0;
  }

  async list(slug: string): Promise<StoredPhotoEntry[]> {
    checkPhotoSlug(slug);
    const { rows } = await this.pool.query<{ file: string; stored_at_ms: number }>(
      `SELECT file, (extract(epoch FROM stored_at) * 1000)::float8 AS stored_at_ms
         FROM photos WHERE competition_slug = $1 ORDER BY file`,
      [slug],
    );
    return rows.map((row) => ({ file: row.file, storedAtMs: row.stored_at_ms }));
  }
}
