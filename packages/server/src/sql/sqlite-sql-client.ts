import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from 'better-sqlite3';
import { refuseQueriesInside } from './transaction-context';
import type { SqlClient, SqlQueries, SqlRunResult, SqlValue } from './sql-client';

/** better-sqlite3 runs each statement at once; the promise only gives the shape PostgreSQL needs. */
function queriesOver(db: Database): SqlQueries {
  return {
    all: <Row>(sql: string, params: readonly SqlValue[] = []) =>
      Promise.resolve(db.prepare(sql).all(...params) as Row[]),
    get: <Row>(sql: string, params: readonly SqlValue[] = []) =>
      Promise.resolve(db.prepare(sql).get(...params) as Row | undefined),
    run: (sql: string, params: readonly SqlValue[] = []): Promise<SqlRunResult> =>
      Promise.resolve({ changes: db.prepare(sql).run(...params).changes }),
  };
}

/**
 * The account database on the embedded SQLite file. One connection serves
 * the whole process, so a transaction, which awaits between its statements,
 * must keep other queries of this process out until it ends: they would
 * otherwise run inside it and be rolled back with it. Queries wait for the
 * open transaction; transactions queue one after another.
 */
export class SqliteSqlClient implements SqlClient {
  readonly dialect = 'sqlite';
  private readonly direct: SqlQueries;
  /** Settles when the transaction in progress (and those queued before) have ended. */
  private idle: Promise<void> = Promise.resolve();
  private inTransaction = false;
  private readonly insideTransaction = new AsyncLocalStorage<true>();

  constructor(private readonly db: Database) {
    this.direct = queriesOver(db);
  }

  async all<Row>(sql: string, params?: readonly SqlValue[]): Promise<Row[]> {
    await this.outsideTransactions();
    return this.direct.all<Row>(sql, params);
  }

  async get<Row>(sql: string, params?: readonly SqlValue[]): Promise<Row | undefined> {
    await this.outsideTransactions();
    return this.direct.get<Row>(sql, params);
  }

  async run(sql: string, params?: readonly SqlValue[]): Promise<SqlRunResult> {
    await this.outsideTransactions();
    return this.direct.run(sql, params);
  }

  transaction<T>(work: (tx: SqlQueries) => Promise<T>): Promise<T> {
    const result = this.idle.then(async () => {
      this.inTransaction = true;
      // IMMEDIATE takes the write lock now, so another connection (the admin CLI)
      // cannot change what `work` reads before it writes.
      this.db.exec('BEGIN IMMEDIATE');
      try {
        const value = await this.insideTransaction.run(true, () => work(this.direct));
        this.db.exec('COMMIT');
        return value;
      } catch (error) {
        if (this.db.inTransaction) {
          this.db.exec('ROLLBACK');
        }
        throw error;
      } finally {
        this.inTransaction = false;
      }
    });
    this.idle = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }

  close(): Promise<void> {
    this.db.close();
    return Promise.resolve();
  }

  private async outsideTransactions(): Promise<void> {
    refuseQueriesInside(this.insideTransaction);
    while (this.inTransaction) {
      await this.idle;
    }
  }
}
