import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import {
  ConcurrencyError,
  DuplicateCommandError,
  type AppendRequest,
  type CompetitionRecord,
  type EventStore,
  type Snapshot,
  type StoredEvent,
} from './event-store';
import {
  appendNoticePayload,
  noticeChannels,
  type NoticeChannels,
} from '../cluster/notice-channels';
import { toStoredEvent, type StoredEventRow } from './stored-event-row';
import { openPostgresPool } from './postgres-pool';

interface CompetitionRow {
  id: string;
  slug: string;
  is_default: boolean;
  created_at: string;
}

function toCompetition(row: CompetitionRow): CompetitionRecord {
  return { id: row.id, slug: row.slug, isDefault: row.is_default, createdAt: row.created_at };
}

/** PostgreSQL's unique_violation: another process (or an earlier command) holds the key. */
function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === '23505';
}

export interface PostgresStoreOptions {
  /** Tables live in this schema (created if missing); tests give each store its own. */
  schema?: string;
  /** Connections kept open; appends of different competitions run side by side. */
  maxConnections?: number;
}

/**
 * The event store for several server processes sharing one database. An
 * append runs in one READ COMMITTED transaction: it checks the last seq and
 * the command id, then inserts; when another process appends between the
 * check and the insert, the primary key (competition, seq) or (competition,
 * command) refuses the second insert and the loser gets the same errors as a
 * stale check. A commit returns once PostgreSQL has flushed its WAL
 * (synchronous_commit on, the default), so an acknowledged append is durable.
 */
export class PostgresEventStore implements EventStore {
  private closed = false;

  constructor(
    private readonly pool: pg.Pool,
    /** Where appends are announced to every process (see cluster/notice-channels.ts). */
    readonly channels: NoticeChannels = noticeChannels(),
  ) {}

  async listCompetitions(): Promise<CompetitionRecord[]> {
    const { rows } = await this.pool.query<CompetitionRow>(
      'SELECT id, slug, is_default, created_at FROM competitions ORDER BY created_at, slug',
    );
    return rows.map(toCompetition);
  }

  createCompetition(slug: string): Promise<CompetitionRecord> {
    return this.transaction(async (client) => {
      // Two processes creating the first competition at once must not both make it the default.
      await client.query('LOCK TABLE competitions IN SHARE ROW EXCLUSIVE MODE');
      const existing = await client.query('SELECT 1 FROM competitions LIMIT 1');
      const record = {
        id: randomUUID(),
        slug,
        isDefault: existing.rowCount === 0,
        createdAt: new Date().toISOString(),
      };
      try {
        await client.query(
          'INSERT INTO competitions (id, slug, is_default, created_at) VALUES ($1, $2, $3, $4)',
          [record.id, slug, record.isDefault, record.createdAt],
        );
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new Error(`a competition with slug "${slug}" already exists`, { cause: error });
        }
        throw error;
      }
      return record;
    });
  }

  setDefaultCompetition(id: string): Promise<void> {
    return this.transaction(async (client) => {
      const found = await client.query('SELECT 1 FROM competitions WHERE id = $1 FOR UPDATE', [id]);
      if (found.rowCount === 0) {
        throw new Error(`no competition with id ${id}`);
      }
      await client.query('UPDATE competitions SET is_default = false WHERE is_default');
      await client.query('UPDATE competitions SET is_default = true WHERE id = $1', [id]);
    });
  }

  async append(request: AppendRequest): Promise<StoredEvent[]> {
    const [stored] = await this.appendMany([request]);
    return stored ?? [];
  }

  /** Several commands in one transaction: one WAL flush makes them all durable; all or nothing. */
  async appendMany(requests: readonly AppendRequest[]): Promise<StoredEvent[][]> {
    try {
      return await this.transaction(async (client) => {
        const stored: StoredEvent[][] = [];
        for (const request of requests) {
          stored.push(await this.write(client, request));
        }
        await this.announce(client, requests, stored);
        return stored;
      });
    } catch (error) {
      if (!isUniqueViolation(error)) {
        throw error;
      }
      // Another process won the race between our checks and our insert.
      for (const { competitionId, commandId } of requests) {
        const previous = await this.findCommand(competitionId, commandId);
        if (previous !== undefined) {
          throw new DuplicateCommandError(commandId, previous);
        }
      }
      throw new ConcurrencyError(requests[0]!.competitionId, requests[0]!.expectedSeq);
    }
  }

  /**
   * Tells every process, on commit and only then (NOTIFY is transactional),
   * the newest seq of each competition appended to.
   */
  private async announce(
    client: pg.PoolClient,
    requests: readonly AppendRequest[],
    stored: readonly StoredEvent[][],
  ): Promise<void> {
    const newest = new Map<string, number>();
    requests.forEach((request, index) => {
      const seq = stored[index]?.at(-1)?.seq;
      if (seq !== undefined) {
        newest.set(request.competitionId, seq);
      }
    });
    for (const [competitionId, seq] of newest) {
      await client.query('SELECT pg_notify($1, $2)', [
        this.channels.events,
        appendNoticePayload({ competitionId, seq }),
      ]);
    }
  }

  /** One command's rows, inside the caller's transaction. */
  private async write(client: pg.PoolClient, request: AppendRequest): Promise<StoredEvent[]> {
    const { competitionId, expectedSeq, commandId, actor, at, events } = request;
    const last = await this.lastSeqWith(client, competitionId);
    if (last !== expectedSeq) {
      throw new ConcurrencyError(competitionId, expectedSeq);
    }
    const previous = await this.findCommandWith(client, competitionId, commandId);
    if (previous !== undefined) {
      throw new DuplicateCommandError(commandId, previous);
    }
    const stored = events.map((event, index) => ({
      seq: expectedSeq + index + 1,
      type: event.type,
      event,
      actor,
      at,
      commandId,
    }));
    if (stored.length > 0) {
      // One statement for all of a command's events, however many.
      await client.query({
        name: 'insert-events',
        text: `INSERT INTO events (competition_id, seq, type, payload, actor, at, command_id)
               SELECT $1, seq, type, payload::json, $2, $3, $4
               FROM unnest($5::integer[], $6::text[], $7::text[]) AS e (seq, type, payload)`,
        values: [
          competitionId,
          actor,
          at,
          commandId,
          stored.map((row) => row.seq),
          stored.map((row) => row.type),
          stored.map((row) => JSON.stringify(row.event)),
        ],
      });
    }
    await client.query({
      name: 'insert-command',
      text: 'INSERT INTO commands (competition_id, command_id, seq) VALUES ($1, $2, $3)',
      values: [competitionId, commandId, expectedSeq + events.length],
    });
    return stored;
  }

  async readEvents(
    competitionId: string,
    afterSeq: number,
    limit?: number,
  ): Promise<StoredEvent[]> {
    const { rows } = await this.pool.query<StoredEventRow>({
      name: 'read-events',
      text: `SELECT seq, payload::text AS payload, actor, at, command_id FROM events
             WHERE competition_id = $1 AND seq > $2 ORDER BY seq LIMIT $3`,
      // LIMIT NULL is no limit.
      values: [competitionId, afterSeq, limit ?? null],
    });
    return rows.map(toStoredEvent);
  }

  findCommand(competitionId: string, commandId: string): Promise<number | undefined> {
    return this.findCommandWith(this.pool, competitionId, commandId);
  }

  lastSeq(competitionId: string): Promise<number> {
    return this.lastSeqWith(this.pool, competitionId);
  }

  async saveSnapshot(competitionId: string, snapshot: Snapshot): Promise<void> {
    await this.pool.query(
      `INSERT INTO snapshots (competition_id, seq, format, state) VALUES ($1, $2, $3, $4::json)
       ON CONFLICT (competition_id, seq) DO UPDATE SET format = excluded.format, state = excluded.state`,
      [competitionId, snapshot.seq, snapshot.format, JSON.stringify(snapshot.state)],
    );
  }

  async loadSnapshot(
    competitionId: string,
    format: number,
    atOrBefore?: number,
  ): Promise<Snapshot | undefined> {
    const { rows } = await this.pool.query<{ seq: number; format: number; state: string }>(
      `SELECT seq, format, state::text AS state FROM snapshots
       WHERE competition_id = $1 AND format = $2 AND ($3::integer IS NULL OR seq <= $3)
       ORDER BY seq DESC LIMIT 1`,
      [competitionId, format, atOrBefore ?? null],
    );
    const row = rows[0];
    return row && { seq: row.seq, format: row.format, state: JSON.parse(row.state) as unknown };
  }

  async epoch(): Promise<string> {
    const { rows } = await this.pool.query<{ epoch: string }>('SELECT epoch FROM store_epoch');
    const row = rows[0];
    if (!row) {
      throw new Error('the database has no epoch row (store_epoch is empty)');
    }
    return row.epoch;
  }

  /** For a restore of a PostgreSQL backup too: every process must restart to read it. */
  async startNewEpoch(): Promise<string> {
    const epoch = randomUUID();
    await this.pool.query('UPDATE store_epoch SET epoch = $1', [epoch]);
    return epoch;
  }

  async close(): Promise<void> {
    if (!this.closed) {
      this.closed = true;
      await this.pool.end();
    }
  }

  private async lastSeqWith(db: pg.Pool | pg.PoolClient, competitionId: string): Promise<number> {
    const { rows } = await db.query<{ seq: number | null }>({
      name: 'last-seq',
      text: 'SELECT MAX(seq) AS seq FROM events WHERE competition_id = $1',
      values: [competitionId],
    });
    return rows[0]?.seq ?? 0;
  }

  private async findCommandWith(
    db: pg.Pool | pg.PoolClient,
    competitionId: string,
    commandId: string,
  ): Promise<number | undefined> {
    const { rows } = await db.query<{ seq: number }>({
      name: 'find-command',
      text: 'SELECT seq FROM commands WHERE competition_id = $1 AND command_id = $2',
      values: [competitionId, commandId],
    });
    return rows[0]?.seq;
  }

  private async transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
}

/**
 * Connects to `connectionString` (a `postgres://` URL), migrates, and returns
 * the store, which owns the pool (see openPostgresPool). With `schema`, every
 * connection works in that schema.
 */
export async function openPostgresEventStore(
  connectionString: string,
  options: PostgresStoreOptions = {},
): Promise<PostgresEventStore> {
  const { schema, maxConnections } = options;
  return new PostgresEventStore(
    await openPostgresPool(connectionString, { schema, max: maxConnections }),
  );
}
