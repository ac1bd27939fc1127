import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';
import type { SqlClient, SqlQueries, SqlRunResult, SqlValue } from './sql-client';
import { refuseQueriesInside } from './transaction-context';

/** Any constant, other than the migration lock's: account transactions run one at a time. */
const ACCOUNTS_LOCK = 0x61636374;

/**
 * `?` placeholders numbered `$1`, `$2` … The account stores' SQL has no `?`
 * inside string literals or comments; quoted text is skipped all the same.
 */
export function numberedPlaceholders(sql: string): string {
  let count = 0;
  return sql.replace(/'(?:[^']|'')*'|\?/g, (match) => (match === '?' ? `$${++count}` : match));
}

interface Queryable {
  query(text: string, values?: unknown[]): Promise<pg.QueryResult>;
}

function queriesOver(connection: Queryable): SqlQueries {
  const rows = async <Row>(sql: string, params: readonly SqlValue[] = []) =>
    (await connection.query(numberedPlaceholders(sql), [...params])).rows as Row[];
  return {
    all: rows,
    get: async <Row>(sql: string, params?: readonly SqlValue[]) =>
      (await rows<Row>(sql, params))[0],
    run: async (sql: string, params: readonly SqlValue[] = []): Promise<SqlRunResult> => {
      const result = await connection.query(numberedPlaceholders(sql), [...params]);
      return { changes: result.rowCount ?? 0 };
    },
  };
}

/**
 * The account database on PostgreSQL, shared by every server process. The
 * pool must parse BIGINT as a number (openPostgresPool's does). A transaction
 * takes one connection and a transaction-scoped advisory lock, the same
 * one-writer-at-a-time rule as SQLite's BEGIN IMMEDIATE, across processes.
 */
export class PostgresSqlClient implements SqlClient {
  readonly dialect = 'postgres';
  private readonly direct: SqlQueries;
  private readonly insideTransaction = new AsyncLocalStorage<true>();
  /** Settles when this process's transactions queued so far have ended. */
  private idle: Promise<void> = Promise.resolve();

  constructor(private readonly pool: pg.Pool) {
    this.direct = queriesOver(pool);
  }

  all<Row>(sql: string, params?: readonly SqlValue[]): Promise<Row[]> {
    refuseQueriesInside(this.insideTransaction);
    return this.direct.all<Row>(sql, params);
  }

  get<Row>(sql: string, params?: readonly SqlValue[]): Promise<Row | undefined> {
    refuseQueriesInside(this.insideTransaction);
    return this.direct.get<Row>(sql, params);
  }

  run(sql: string, params?: readonly SqlValue[]): Promise<SqlRunResult> {
    refuseQueriesInside(this.insideTransaction);
    return this.direct.run(sql, params);
  }

  /**
   * Transactions of this process queue here before taking a connection: they
   * would wait for the advisory lock one after another anyway, and each
   * waiting on it would hold one of the pool's connections, which the event
   * store and the photos share (20 sign-ins at once would starve appends).
   */
  transaction<T>(work: (tx: SqlQueries) => Promise<T>): Promise<T> {
    refuseQueriesInside(this.insideTransaction);
    const result = this.idle.then(() => this.runTransaction(work));
    this.idle = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }

  private async runTransaction<T>(work: (tx: SqlQueries) => Promise<T>): Promise<T> {
    const connection = await this.pool.connect();
    let broken: Error | undefined;
    try {
      await connection.query('BEGIN');
      try {
        await connection.query('SELECT pg_advisory_xact_lock($1)', [ACCOUNTS_LOCK]);
        const value = await this.insideTransaction.run(true, () => work(queriesOver(connection)));
        await connection.query('COMMIT');
        return value;
      } catch (error) {
        // A connection that cannot even roll back is closed, not handed to the next query.
        await connection.query('ROLLBACK').catch((rollbackError: Error) => {
          broken = rollbackError;
        });
        throw error;
      }
    } finally {
      connection.release(broken);
    }
  }

  /** The pool is the caller's (the event store shares it): closing it is theirs. */
  close(): Promise<void> {
    return Promise.resolve();
  }
}
