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
 * pool must parse BIGINT as a number (see `pgTypesWithNumbers`). A transaction
 * takes one connection and a transaction-scoped advisory lock, the same
 * one-writer-at-a-time rule as SQLite's BEGIN IMMEDIATE, across processes.
 */
export class PostgresSqlClient implements SqlClient {
  readonly dialect = 'postgres';
  private readonly direct: SqlQueries;
  private readonly insideTransaction = new AsyncLocalStorage<true>();

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

  async transaction<T>(work: (tx: SqlQueries) => Promise<T>): Promise<T> {
    refuseQueriesInside(this.insideTransaction);
    const connection = await this.pool.connect();
    try {
      await connection.query('BEGIN');
      try {
        await connection.query('SELECT pg_advisory_xact_lock($1)', [ACCOUNTS_LOCK]);
        const value = await this.insideTransaction.run(true, () => work(queriesOver(connection)));
        await connection.query('COMMIT');
        return value;
      } catch (error) {
        await connection.query('ROLLBACK');
        throw error;
      }
    } finally {
      connection.release();
    }
  }

  /** The pool is the caller's (the event store shares it): closing it is theirs. */
  close(): Promise<void> {
    return Promise.resolve();
  }
}
