import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { openPostgresPool, quoteIdentifier } from './postgres-pool';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by scripts/test-postgres.mjs: TEST_DATABASE_URL or a throwaway server. */
    testDatabaseUrl: string;
  }
}

/** The schemas and pools one PostgreSQL test file opens, all gone after its tests. */
export interface PostgresTestSchemas {
  /** The test database every schema lives in. */
  url: string;
  /** A schema name of its own, so runs sharing one TEST_DATABASE_URL never meet. */
  freshSchema: () => string;
  /** A migrated pool working in `schema`, as each server process has its own. */
  poolIn: (schema: string, max?: number) => Promise<pg.Pool>;
}

/**
 * Call once at the top of a test file: after its tests, the pools still open
 * are ended (a test may end its own) and then every schema is dropped. Hooks
 * run in reverse order, so the file's own afterAll (closing servers that use
 * these pools) runs before this one.
 */
export function postgresTestSchemas(prefix = 'test'): PostgresTestSchemas {
  const url = inject('testDatabaseUrl');
  const schemas: string[] = [];
  const pools: pg.Pool[] = [];
  afterAll(async () => {
    await Promise.all(pools.filter((pool) => !pool.ended).map((pool) => pool.end()));
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      for (const schema of schemas) {
        await admin.query(`DROP SCHEMA IF EXISTS ${quoteIdentifier(schema)} CASCADE`);
      }
    } finally {
      await admin.end();
    }
  });
  return {
    url,
    freshSchema: () => {
      const schema = `${prefix}_${randomUUID().replaceAll('-', '')}`;
      schemas.push(schema);
      return schema;
    },
    poolIn: async (schema, max) => {
      const pool = await openPostgresPool(url, { schema, max });
      pools.push(pool);
      return pool;
    },
  };
}
