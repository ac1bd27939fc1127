import type { Database } from 'better-sqlite3';

/** One schema change. Never edit a released migration: add a new one. */
export interface Migration {
  version: number;
  name: string;
  up: string;
}

/**
 * The attempts counted by the registration limits (LimitWindows), one row per
 * attempt, on SQLite and on PostgreSQL alike but for the id and the ms kinds.
 * bucket names the limit ("registration", "code-email" …), key what it counts
 * for (an address, an email).
 */
export function limitAttemptsSchema(idColumn: string, msColumn: string): string {
  return `
      CREATE TABLE limit_attempts (
        id ${idColumn},
        bucket TEXT NOT NULL,
        key TEXT NOT NULL,
        at_ms ${msColumn} NOT NULL
      );
      CREATE INDEX limit_attempts_by_key ON limit_attempts (bucket, key, at_ms);
      -- Expired attempts of keys never seen again are deleted by bucket and age.
      CREATE INDEX limit_attempts_by_age ON limit_attempts (bucket, at_ms);
    `;
}

/**
 * The store's epoch, one row: a random id made with the database, replaced
 * when a backup is restored, so a client holding a version of another history
 * gets a snapshot, never changes (ADR 003). `randomHex` is the dialect's SQL
 * for a random hex text.
 */
export function storeEpochSchema(randomHex: string): string {
  return `
      CREATE TABLE store_epoch (
        only_row INTEGER PRIMARY KEY CHECK (only_row = 1),
        epoch TEXT NOT NULL
      );
      INSERT INTO store_epoch (only_row, epoch) VALUES (1, ${randomHex});
    `;
}

/**
 * Who may create competitions (issue 25), on SQLite and PostgreSQL alike: a server
 * administrator (the server's first account) and the organizers one named. On a database
 * that has accounts already, the first account made becomes the server administrator, as
 * a fresh install's first account is.
 */
export const serverAdministratorsSchema = `
      ALTER TABLE users ADD COLUMN server_administrator INTEGER NOT NULL DEFAULT 0
        CHECK (server_administrator IN (0, 1));
      ALTER TABLE users ADD COLUMN may_create_competitions INTEGER NOT NULL DEFAULT 0
        CHECK (may_create_competitions IN (0, 1));
      UPDATE users SET server_administrator = 1
        WHERE id = (SELECT id FROM users ORDER BY created_at, id LIMIT 1);
    `;

export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'event log, commands, snapshots, competitions',
    up: `
      CREATE TABLE competitions (
        id TEXT PRIMARY KEY,
        slug TEXT NOT NULL UNIQUE,
        is_default INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
        created_at TEXT NOT NULL
      );
      -- At most one default competition.
      CREATE UNIQUE INDEX competitions_one_default ON competitions (is_default) WHERE is_default = 1;

      CREATE TABLE events (
        competition_id TEXT NOT NULL REFERENCES competitions (id),
        seq INTEGER NOT NULL CHECK (seq > 0),
        type TEXT NOT NULL,
        payload TEXT NOT NULL,
        actor TEXT NOT NULL,
        at TEXT NOT NULL,
        command_id TEXT NOT NULL,
        PRIMARY KEY (competition_id, seq)
      ) WITHOUT ROWID;

      -- One row per applied command: a retried command id is found here and not applied again.
      CREATE TABLE commands (
        competition_id TEXT NOT NULL REFERENCES competitions (id),
        command_id TEXT NOT NULL,
        seq INTEGER NOT NULL,
        PRIMARY KEY (competition_id, command_id)
      ) WITHOUT ROWID;

      CREATE TABLE snapshots (
        competition_id TEXT NOT NULL REFERENCES competitions (id),
        seq INTEGER NOT NULL,
        format INTEGER NOT NULL,
        state TEXT NOT NULL,
        PRIMARY KEY (competition_id, seq)
      );
    `,
  },
  {
    version: 2,
    name: 'accounts: users, roles, sessions, invitations, resets, judge devices, audit',
    up: `
      CREATE TABLE users (
        id TEXT PRIMARY KEY,
        email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        name TEXT NOT NULL DEFAULT '',
        password_hash TEXT NOT NULL,
        must_change_password INTEGER NOT NULL DEFAULT 0 CHECK (must_change_password IN (0, 1)),
        disabled_at TEXT,
        created_at TEXT NOT NULL
      );

      -- Roles are per competition; the slug is not a foreign key so a grant can precede creation.
      CREATE TABLE memberships (
        user_id TEXT NOT NULL REFERENCES users (id),
        competition_slug TEXT NOT NULL,
        role TEXT NOT NULL,
        granted_by TEXT NOT NULL,
        granted_at TEXT NOT NULL,
        PRIMARY KEY (user_id, competition_slug, role)
      ) WITHOUT ROWID;

      -- Only a hash of each secret is stored, so a copied database signs nobody in.
      CREATE TABLE sessions (
        token_hash TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users (id),
        created_at TEXT NOT NULL,
        last_seen_at TEXT NOT NULL,
        ip TEXT NOT NULL,
        user_agent TEXT NOT NULL DEFAULT ''
      );
      CREATE INDEX sessions_by_user ON sessions (user_id);

      CREATE TABLE invitations (
        id TEXT PRIMARY KEY,
        token_hash TEXT NOT NULL UNIQUE,
        email TEXT NOT NULL,
        competition_slug TEXT NOT NULL,
        role TEXT NOT NULL,
        invited_by TEXT NOT NULL,
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        accepted_at TEXT
      );

      CREATE TABLE password_resets (
        token_hash TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users (id),
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        used_at TEXT
      );

      CREATE TABLE judge_devices (
        id TEXT PRIMARY KEY,
        competition_slug TEXT NOT NULL,
        judge_id TEXT NOT NULL,
        code_hash TEXT NOT NULL UNIQUE,
        code_expires_at TEXT NOT NULL,
        created_by TEXT NOT NULL,
        created_at TEXT NOT NULL,
        device_token_hash TEXT UNIQUE,
        bound_at TEXT,
        bound_ip TEXT,
        revoked_at TEXT
      );

      CREATE TABLE audit_log (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        at TEXT NOT NULL,
        competition_slug TEXT,
        actor_user_id TEXT,
        actor TEXT NOT NULL,
        action TEXT NOT NULL,
        target TEXT NOT NULL DEFAULT '',
        ip TEXT NOT NULL DEFAULT '',
        detail TEXT NOT NULL DEFAULT ''
      );
      CREATE INDEX audit_by_competition ON audit_log (competition_slug, id);
      CREATE INDEX audit_by_actor ON audit_log (actor_user_id, id);
    `,
  },
  {
    version: 3,
    name: 'sign-in limits: attempts, unlocks, known browsers',
    up: `
      -- Sign-in attempts from browsers not known to the account, counted before the password
      -- is checked (pending) and kept when it was wrong (failed); a success deletes its row.
      -- account is the email as typed, trimmed and in lower case, known or not.
      CREATE TABLE sign_in_attempts (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        account TEXT NOT NULL,
        ip TEXT NOT NULL,
        at_ms INTEGER NOT NULL,
        outcome TEXT NOT NULL CHECK (outcome IN ('pending', 'failed'))
      );
      CREATE INDEX sign_in_attempts_by_account ON sign_in_attempts (account, at_ms);
      CREATE INDEX sign_in_attempts_by_ip ON sign_in_attempts (ip, at_ms);

      -- The latest lift of an account's sign-in lock: failures before it no longer count.
      CREATE TABLE sign_in_unlocks (
        account TEXT PRIMARY KEY,
        at_ms INTEGER NOT NULL
      ) WITHOUT ROWID;

      -- Browsers that signed in to an account: the cookie holds the token, this table its hash,
      -- with the wrong passwords sent from it since (failures) and those being checked (pending).
      CREATE TABLE known_browsers (
        token_hash TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users (id),
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        failures INTEGER NOT NULL DEFAULT 0,
        pending INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX known_browsers_by_user ON known_browsers (user_id);
    `,
  },
  {
    version: 4,
    name: 'store epoch: which history this database holds',
    up: storeEpochSchema('lower(hex(randomblob(16)))'),
  },
  {
    version: 5,
    name: 'registration limits in the database, where every process counts them',
    up: limitAttemptsSchema('INTEGER PRIMARY KEY AUTOINCREMENT', 'INTEGER'),
  },
  {
    version: 6,
    name: 'server administrators and the organizers they name',
    up: serverAdministratorsSchema,
  },
];

/**
 * Refuses a database written by a newer release rather than guess at its
 * shape; `setting` names where another database can be chosen.
 */
export function refuseNewerSchema(
  current: number,
  known: readonly Migration[],
  setting: 'DATA_DIR' | 'DATABASE_URL',
): void {
  const newest = known.at(-1)?.version ?? 0;
  if (current > newest) {
    throw new Error(
      `the database is at schema version ${current}, newer than this release knows (${newest}): upgrade Floorcraft or use another ${setting}`,
    );
  }
}

/**
 * Brings the schema up to date, one transaction per migration, and refuses
 * a database written by a newer release rather than guess at its shape.
 */
export function migrate(db: Database, known: readonly Migration[] = migrations): void {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const row = db.prepare('SELECT MAX(version) AS version FROM schema_migrations').get() as {
    version: number | null;
  };
  const current = row.version ?? 0;
  refuseNewerSchema(current, known, 'DATA_DIR');
  const record = db.prepare(
    'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)',
  );
  for (const migration of known) {
    if (migration.version <= current) {
      continue;
    }
    db.transaction(() => {
      db.exec(migration.up);
      record.run(migration.version, migration.name, new Date().toISOString());
    })();
  }
}
