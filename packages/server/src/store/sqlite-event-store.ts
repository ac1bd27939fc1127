import { randomUUID } from 'node:crypto';
import type { Database as SqliteDatabase, Statement } from 'better-sqlite3';
import {
  ConcurrencyError,
  DuplicateCommandError,
  type AppendRequest,
  type CompetitionRecord,
  type EventStore,
  type Snapshot,
  type StoredEvent,
} from './event-store';
import { toStoredEvent, type StoredEventRow } from './stored-event-row';
import { openSqliteDatabase } from './sqlite-database';

interface EventRow extends StoredEventRow {
  type: string;
}

interface CompetitionRow {
  id: string;
  slug: string;
  is_default: number;
  created_at: string;
}

function toCompetition(row: CompetitionRow): CompetitionRecord {
  return { id: row.id, slug: row.slug, isDefault: row.is_default === 1, createdAt: row.created_at };
}

/**
 * Runs synchronous SQLite work and hands back a promise, turning a throw into
 * a rejection so callers of the async interface see errors the same way as
 * with a networked database.
 */
function settle<T>(work: () => T): Promise<T> {
  try {
    return Promise.resolve(work());
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

function isConstraintError(error: unknown): boolean {
  return (
    error instanceof Error && 'code' in error && String(error.code).startsWith('SQLITE_CONSTRAINT')
  );
}

/**
 * The default event store: one SQLite file. better-sqlite3 is synchronous,
 * so each method finishes its write before it resolves; with WAL and
 * synchronous=FULL the write is on disk by then.
 */
export class SqliteEventStore implements EventStore {
  private readonly statements: {
    lastSeq: Statement<[string], { seq: number | null }>;
    insertEvent: Statement<[string, number, string, string, string, string, string]>;
    findCommand: Statement<[string, string], { seq: number }>;
    insertCommand: Statement<[string, string, number]>;
    readEvents: Statement<[string, number, number], EventRow>;
    listCompetitions: Statement<[], CompetitionRow>;
    insertCompetition: Statement<[string, string, number, string]>;
    saveSnapshot: Statement<[string, number, number, string]>;
    loadSnapshot: Statement<
      [string, number, number],
      { seq: number; format: number; state: string }
    >;
  };
  private closed = false;

  constructor(private readonly db: SqliteDatabase) {
    this.statements = {
      lastSeq: db.prepare('SELECT MAX(seq) AS seq FROM events WHERE competition_id = ?'),
      insertEvent: db.prepare(
        'INSERT INTO events (competition_id, seq, type, payload, actor, at, command_id) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ),
      findCommand: db.prepare(
        'SELECT seq FROM commands WHERE competition_id = ? AND command_id = ?',
      ),
      insertCommand: db.prepare(
        'INSERT INTO commands (competition_id, command_id, seq) VALUES (?, ?, ?)',
      ),
      readEvents: db.prepare(
        'SELECT seq, type, payload, actor, at, command_id FROM events WHERE competition_id = ? AND seq > ? ORDER BY seq LIMIT ?',
      ),
      listCompetitions: db.prepare('SELECT * FROM competitions ORDER BY created_at, slug'),
      insertCompetition: db.prepare(
        'INSERT INTO competitions (id, slug, is_default, created_at) VALUES (?, ?, ?, ?)',
      ),
      saveSnapshot: db.prepare(
        'INSERT OR REPLACE INTO snapshots (competition_id, seq, format, state) VALUES (?, ?, ?, ?)',
      ),
      loadSnapshot: db.prepare(
        'SELECT seq, format, state FROM snapshots WHERE competition_id = ? AND format = ? AND seq <= ? ORDER BY seq DESC LIMIT 1',
      ),
    };
  }

  listCompetitions(): Promise<CompetitionRecord[]> {
    return settle(() => this.statements.listCompetitions.all().map(toCompetition));
  }

  createCompetition(slug: string): Promise<CompetitionRecord> {
    const create = this.db.transaction((): CompetitionRecord => {
      const isFirst = this.statements.listCompetitions.all().length === 0;
      const record = {
        id: randomUUID(),
        slug,
        isDefault: isFirst,
        createdAt: new Date().toISOString(),
      };
      try {
        this.statements.insertCompetition.run(record.id, slug, isFirst ? 1 : 0, record.createdAt);
      } catch (error) {
        if (isConstraintError(error)) {
          throw new Error(`a competition with slug "${slug}" already exists`, { cause: error });
        }
        throw error;
      }
      return record;
    });
    return settle(create);
  }

  setDefaultCompetition(id: string): Promise<void> {
    return settle(
      this.db.transaction(() => {
        const found = this.db.prepare('SELECT 1 FROM competitions WHERE id = ?').get(id);
        if (!found) {
          throw new Error(`no competition with id ${id}`);
        }
        this.db.prepare('UPDATE competitions SET is_default = 0 WHERE is_default = 1').run();
        this.db.prepare('UPDATE competitions SET is_default = 1 WHERE id = ?').run(id);
      }),
    );
  }

  append(request: AppendRequest): Promise<StoredEvent[]> {
    return this.appendMany([request]).then(([stored]) => stored ?? []);
  }

  /**
   * Several commands in one transaction, so one fsync makes them all
   * durable (group commit); all or nothing.
   */
  appendMany(requests: readonly AppendRequest[]): Promise<StoredEvent[][]> {
    const write = this.db.transaction((): StoredEvent[][] => requests.map((r) => this.write(r)));
    return settle(() => {
      try {
        return write();
      } catch (error) {
        if (!isConstraintError(error)) {
          throw error;
        }
        // Another connection won the race between our checks and our insert.
        for (const { competitionId, commandId } of requests) {
          const previous = this.statements.findCommand.get(competitionId, commandId);
          if (previous) {
            throw new DuplicateCommandError(commandId, previous.seq);
          }
        }
        throw new ConcurrencyError(requests[0]!.competitionId, requests[0]!.expectedSeq);
      }
    });
  }

  /** One command's rows, inside the caller's transaction. */
  private write(request: AppendRequest): StoredEvent[] {
    const { competitionId, expectedSeq, commandId, actor, at, events } = request;
    const last = this.statements.lastSeq.get(competitionId)?.seq ?? 0;
    if (last !== expectedSeq) {
      throw new ConcurrencyError(competitionId, expectedSeq);
    }
    const previous = this.statements.findCommand.get(competitionId, commandId);
    if (previous) {
      throw new DuplicateCommandError(commandId, previous.seq);
    }
    const stored = events.map((event, index) => ({
      seq: expectedSeq + index + 1,
      type: event.type,
      event,
      actor,
      at,
      commandId,
    }));
    for (const row of stored) {
      this.statements.insertEvent.run(
        competitionId,
        row.seq,
        row.type,
        JSON.stringify(row.event),
        actor,
        at,
        commandId,
      );
    }
    this.statements.insertCommand.run(competitionId, commandId, expectedSeq + events.length);
    return stored;
  }

  readEvents(
    competitionId: string,
    afterSeq: number,
    limit = Number.MAX_SAFE_INTEGER,
  ): Promise<StoredEvent[]> {
    return settle(() =>
      this.statements.readEvents.all(competitionId, afterSeq, limit).map(toStoredEvent),
    );
  }

  findCommand(competitionId: string, commandId: string): Promise<number | undefined> {
    return settle(() => this.statements.findCommand.get(competitionId, commandId)?.seq);
  }

  lastSeq(competitionId: string): Promise<number> {
    return settle(() => this.statements.lastSeq.get(competitionId)?.seq ?? 0);
  }

  saveSnapshot(competitionId: string, snapshot: Snapshot): Promise<void> {
    return settle(() => {
      this.statements.saveSnapshot.run(
        competitionId,
        snapshot.seq,
        snapshot.format,
        JSON.stringify(snapshot.state),
      );
    });
  }

  loadSnapshot(
    competitionId: string,
    format: number,
    atOrBefore = Number.MAX_SAFE_INTEGER,
  ): Promise<Snapshot | undefined> {
    return settle(() => {
      const row = this.statements.loadSnapshot.get(competitionId, format, atOrBefore);
      return row && { seq: row.seq, format: row.format, state: JSON.parse(row.state) as unknown };
    });
  }

  epoch(): Promise<string> {
    return settle(() => readEpoch(this.db));
  }

  startNewEpoch(): Promise<string> {
    return settle(() => startNewSqliteEpoch(this.db));
  }

  close(): Promise<void> {
    if (!this.closed) {
      this.closed = true;
      this.db.close();
    }
    return Promise.resolve();
  }
}

function readEpoch(db: SqliteDatabase): string {
  const row = db.prepare('SELECT epoch FROM store_epoch').get() as { epoch: string } | undefined;
  if (!row) {
    throw new Error('the database has no epoch row (store_epoch is empty)');
  }
  return row.epoch;
}

/** A new random epoch for the database (see `EventStore.epoch`); `admin restore` calls it on the restored copy. */
export function startNewSqliteEpoch(db: SqliteDatabase): string {
  const epoch = randomUUID();
  db.prepare('UPDATE store_epoch SET epoch = ?').run(epoch);
  return epoch;
}

/** The default event store on the SQLite file at `filePath` (see openSqliteDatabase). */
export function openSqliteEventStore(filePath: string): SqliteEventStore {
  return new SqliteEventStore(openSqliteDatabase(filePath));
}
