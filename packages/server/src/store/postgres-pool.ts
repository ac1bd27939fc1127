import pg from 'pg';
import { ensurePostgresSchema, migratePostgres } from './postgres-migrations';

/**
 * BIGINT as a JavaScript number: the account tables keep times in ms and ids
 * in BIGINT columns, and SQLite gives those back as numbers, so the same
 * code reads both. pg gives strings by default because 2^53 does not fit a
 * number; a value that does not fit is refused (the query fails) rather than
 * rounded.
 */
function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) {
    throw new Error(`the BIGINT ${text} does not fit a JavaScript number`);
  }
  return value;
}

/**
 * The pool's own type parsers: setting pg.types globally would change what
 * every other pg user in the process reads (pg_dump wrappers, tests).
 */
export const pgTypesWithNumbers: pg.CustomTypesConfig = {
  // INT8 (oid 20) is BIGINT, which COUNT(*) returns too.
  getTypeParser: (oid, format) =>
    oid === pg.types.builtins.INT8 && format !== 'binary'
      ? parseInt8
      : (pg.types.getTypeParser(oid, format) as (text: string) => unknown),
};

export interface PostgresPoolOptions {
  /** Tables live in this schema (created if missing); tests give each run its own. */
  schema?: string;
  /** Connections kept open; appends of different competitions run side by side. */
  max?: number;
}

/** Double quotes make any schema name one identifier. */
export const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The one pool a server process shares between the event store, the account
 * database and the photos: connects to `connectionString` (a `postgres://`
 * URL), creates the schema when one is given, and migrates under the
 * migration lock, so processes starting together migrate once. The caller
 * ends the pool (PostgresEventStore.close does).
 */
export async function openPostgresPool(
  connectionString: string,
  options: PostgresPoolOptions = {},
): Promise<pg.Pool> {
  const { schema, max = 10 } = options;
  const pool = new pg.Pool({
    connectionString,
    max,
    types: pgTypesWithNumbers,
    ...(schema ? { options: `-c search_path=${quoteIdentifier(schema)}` } : {}),
  });
  // An idle connection dropped by the server must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  try {
    const client = await pool.connect();
    try {
      if (schema) {
        await ensurePostgresSchema(client, quoteIdentifier(schema));
      }
      await migratePostgres(client);
    } finally {
      client.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  return pool;
}
