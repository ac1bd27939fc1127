import type { PoolClient } from 'pg';
import type { Migration } from './migrations';

/**
 * PostgreSQL's schema, versioned like SQLite's (its own numbering, recorded in
 * its own `schema_migrations`). Never edit a released migration: add a new one.
 * Payloads and snapshot states are `json`, which keeps the text exactly as
 * written (jsonb would reorder keys and refuse \u0000).
 */
export const postgresMigrations: readonly Migration[] = [
  {
    version: 1,
    name: 'event log, commands, snapshots, competitions',
    up: `
      CREATE TABLE competitions (
        id TEXT PRIMARY KEY,
        slug TEXT NOT NULL UNIQUE,
        is_default BOOLEAN NOT NULL DEFAULT false,
        created_at TEXT NOT NULL
      );
      -- At most one default competition.
      CREATE UNIQUE INDEX competitions_one_default ON competitions (is_default) WHERE is_default;

      -- The primary key decides a race between processes: the second insert of a seq fails.
      CREATE TABLE events (
        competition_id TEXT NOT NULL REFERENCES competitions (id),
        seq INTEGER NOT NULL CHECK (seq > 0),
        type TEXT NOT NULL,
        payload JSON NOT NULL,
        actor TEXT NOT NULL,
        at TEXT NOT NULL,
        command_id TEXT NOT NULL,
        PRIMARY KEY (competition_id, seq)
      );

      -- One row per applied command: a retried command id is found here and not applied again.
      CREATE TABLE commands (
        competition_id TEXT NOT NULL REFERENCES competitions (id),
        command_id TEXT NOT NULL,
        seq INTEGER NOT NULL,
        PRIMARY KEY (competition_id, command_id)
      );

      CREATE TABLE snapshots (
        competition_id TEXT NOT NULL REFERENCES competitions (id),
        seq INTEGER NOT NULL,
        format INTEGER NOT NULL,
        state JSON NOT NULL,
        PRIMARY KEY (competition_id, seq)
      );
    `,
  },
  {
    version: 2,
    name: 'store epoch: which history this database holds',
    up: `
      -- One row: a random id made with the database, replaced when a backup is restored, so a
      -- client holding a version of another history gets a snapshot, never changes (ADR 003).
      CREATE TABLE store_epoch (
        only_row INTEGER PRIMARY KEY CHECK (only_row = 1),
        epoch TEXT NOT NULL
      );
      INSERT INTO store_epoch (only_row, epoch) VALUES (1, md5(random()::text || clock_timestamp()::text));
    `,
  },
];

/** Any constant: the advisory lock that lets one process at a time migrate. */
const MIGRATION_LOCK = 0x666c6f6f;

/**
 * Creates the schema a store works in, under the migration lock:
 * `CREATE SCHEMA IF NOT EXISTS` is not safe against itself, and two
 * processes starting together would otherwise both try to create it.
 */
export async function ensurePostgresSchema(
  client: PoolClient,
  quotedSchema: string,
): Promise<void> {
  await client.query('BEGIN');
  try {
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${quotedSchema}`);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}

/**
 * Brings the schema up to date in one transaction, holding an advisory lock
 * so that processes starting together migrate once, and refuses a database
 * written by a newer release rather than guess at its shape.
 */
export async function migratePostgres(
  client: PoolClient,
  known: readonly Migration[] = postgresMigrations,
): Promise<void> {
  await client.query('BEGIN');
  try {
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      applied_at TEXT NOT NULL
    )`);
    const { rows } = await client.query<{ version: number | null }>(
      'SELECT MAX(version) AS version FROM schema_migrations',
    );
    const current = rows[0]?.version ?? 0;
    const newest = known.at(-1)?.version ?? 0;
    if (current > newest) {
      throw new Error(
        `the database is at schema version ${current}, newer than this release knows (${newest}): upgrade Floorcraft or use another DATABASE_URL`,
      );
    }
    for (const migration of known) {
      if (migration.version > current) {
        await client.query(migration.up);
        await client.query(
          'INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)',
          [migration.version, migration.name, new Date().toISOString()],
        );
      }
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}
