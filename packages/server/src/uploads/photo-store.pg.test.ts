import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { openPostgresPool } from '../store/postgres-pool';
import type { PhotoStore } from './photo-store';
import { describePhotoStoreContract, temporaryFilePhotoStores } from './photo-store-contract';
import { PostgresPhotoStore } from './postgres-photo-store';

const url = inject('testDatabaseUrl');
// Every store gets its own schema, so runs sharing one TEST_DATABASE_URL never meet.
const schemas: string[] = [];
const pools: pg.Pool[] = [];
const schemaOf = new Map<PhotoStore, string>();

/** A migrated pool working in `schema`, as each server process has its own. */
async function poolIn(schema: string): Promise<pg.Pool> {
  const pool = await openPostgresPool(url, { schema });
  pools.push(pool);
  return pool;
}

afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.end()));
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  for (const schema of schemas) {
    await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  }
  await admin.end();
});

describePhotoStoreContract('PostgreSQL', {
  open: async () => {
    const schema = `test_${randomUUID().replaceAll('-', '')}`;
    schemas.push(schema);
    const store = new PostgresPhotoStore(await poolIn(schema));
    schemaOf.set(store, schema);
    return store;
  },
  another: async (store) => new PostgresPhotoStore(await poolIn(schemaOf.get(store)!)),
});

describePhotoStoreContract('files', temporaryFilePhotoStores());
