import path from 'node:path';
import type pg from 'pg';
import { FilePhotoStore } from './file-photo-store';
import type { PhotoStore } from './photo-store';
import { PostgresPhotoStore } from './postgres-photo-store';

/**
 * The photo store a server uses: files under `<dataDir>/uploads/` on the
 * embedded SQLite default, the `photos` table when it runs on PostgreSQL
 * (pass the migrated pool the server's other stores use).
 */
export function openPhotoStore(where: { dataDir: string } | { pool: pg.Pool }): PhotoStore {
  return 'pool' in where
    ? new PostgresPhotoStore(where.pool)
    : new FilePhotoStore(path.join(where.dataDir, 'uploads'));
}
