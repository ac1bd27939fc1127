import type pg from 'pg';
import { NoticeListener } from '../cluster/notice-listener';
import {
  noticeChannels,
  parseAppendNotice,
  type AppendNotice,
  type NoticeChannels,
} from '../cluster/notice-channels';
import type { SqlClient } from '../sql/sql-client';
import { PostgresSqlClient } from '../sql/postgres-sql-client';
import { SqliteSqlClient } from '../sql/sqlite-sql-client';
import type { EventStore } from '../store/event-store';
import { PostgresEventStore } from '../store/postgres-event-store';
import { openPostgresPool } from '../store/postgres-pool';
import { openSqliteDatabase } from '../store/sqlite-database';
import { openSqliteEventStore } from '../store/sqlite-event-store';

/** What a process hears from the others sharing its PostgreSQL database. */
export interface ClusterHandlers {
  appended(notice: AppendNotice): void;
  sessionsEnded(keys: readonly string[]): void;
  /** Notices may have been missed (the listening connection dropped): read the logs. */
  resync(): void;
  lost(error: Error): void;
}

/** The link between server processes on one PostgreSQL database. */
export interface ClusterLink {
  listen(handlers: ClusterHandlers): Promise<NoticeListener>;
  /** Passes ended sessions (token hashes, device keys) to every process. */
  sessionsEnded(keys: readonly string[]): Promise<void>;
}

/** Where a server process keeps everything: SQLite by default, PostgreSQL with DATABASE_URL. */
export interface ServerStorage {
  events: EventStore;
  accounts: SqlClient;
  /** The PostgreSQL pool (photos are kept in it too); undefined on SQLite. */
  pool: pg.Pool | undefined;
  /** Set on PostgreSQL, where other processes may share the database. */
  cluster: ClusterLink | undefined;
  /**
   * Runs first-start work (seeding the demo, the first owner) in one process
   * at a time, so processes starting together on an empty database do it once.
   */
  alone<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface StorageSettings {
  databaseFile: string;
  databaseUrl: string | undefined;
}

/** Any constant, other than the migration and accounts locks. */
const FIRST_START_LOCK = 0x66697273;

/** A NOTIFY payload is at most 8000 bytes: token hashes go in batches well under it. */
const KEYS_PER_NOTICE = 100;

function postgresCluster(
  connectionString: string,
  pool: pg.Pool,
  channels: NoticeChannels,
): ClusterLink {
  return {
    listen: (handlers) =>
      NoticeListener.start({
        connectionString,
        channels: [channels.events, channels.sessions],
        handlers: {
          notice: (channel, payload) => {
            if (channel === channels.events) {
              const notice = parseAppendNotice(payload);
              if (notice) {
                handlers.appended(notice);
              }
            } else {
              handlers.sessionsEnded(payload.split(',').filter(Boolean));
            }
          },
          resync: () => handlers.resync(),
          lost: (error) => handlers.lost(error),
        },
      }),
    sessionsEnded: async (keys) => {
      for (let start = 0; start < keys.length; start += KEYS_PER_NOTICE) {
        const batch = keys.slice(start, start + KEYS_PER_NOTICE).join(',');
        await NoticeListener.notify(pool, channels.sessions, batch);
      }
    },
  };
}

async function aloneOnPostgres<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [FIRST_START_LOCK]);
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [FIRST_START_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** Opens (and migrates) the configured database. */
export async function openServerStorage(settings: StorageSettings): Promise<ServerStorage> {
  const { databaseUrl } = settings;
  if (databaseUrl === undefined) {
    const events = openSqliteEventStore(settings.databaseFile);
    const accounts = new SqliteSqlClient(openSqliteDatabase(settings.databaseFile));
    return {
      events,
      accounts,
      pool: undefined,
      cluster: undefined,
      alone: (work) => work(),
      close: async () => {
        await events.close();
        await accounts.close();
      },
    };
  }
  const pool = await openPostgresPool(databaseUrl);
  const channels = noticeChannels();
  const events = new PostgresEventStore(pool, channels);
  return {
    events,
    accounts: new PostgresSqlClient(pool),
    pool,
    cluster: postgresCluster(databaseUrl, pool, channels),
    alone: (work) => aloneOnPostgres(pool, work),
    // The event store owns the pool: closing it ends every connection.
    close: () => events.close(),
  };
}
