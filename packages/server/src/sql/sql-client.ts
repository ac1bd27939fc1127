/** A value a query takes as a parameter. Booleans are stored as 0/1 on both databases. */
export type SqlValue = string | number | null | Buffer;

/** A write's outcome: how many rows it inserted, changed or deleted. */
export interface SqlRunResult {
  changes: number;
}

/**
 * The queries the account stores make, the same text on SQLite and on
 * PostgreSQL: `?` placeholders (numbered for PostgreSQL by the client), SQL
 * both understand (`ON CONFLICT`, `RETURNING`, `lower()`), integers that fit
 * a JavaScript number (PostgreSQL's BIGINT comes back as a number, not a string).
 */
export interface SqlQueries {
  /** Every row of a SELECT, or of a write with RETURNING. */
  all<Row>(sql: string, params?: readonly SqlValue[]): Promise<Row[]>;
  /** The first row, or undefined when there is none. */
  get<Row>(sql: string, params?: readonly SqlValue[]): Promise<Row | undefined>;
  run(sql: string, params?: readonly SqlValue[]): Promise<SqlRunResult>;
}

/** An account database: SQLite by default (one process), PostgreSQL for several processes. */
export interface SqlClient extends SqlQueries {
  readonly dialect: 'sqlite' | 'postgres';
  /**
   * Runs `work` in one transaction holding the accounts' write lock from its
   * first statement (SQLite: BEGIN IMMEDIATE; PostgreSQL: a transaction-scoped
   * advisory lock), so that a rule `work` reads (the last owner, a sign-in
   * limit) still holds when it writes, whichever process or connection runs
   * beside it. A throw rolls every write back and is rethrown. Queries made
   * inside must go through `tx`.
   */
  transaction<T>(work: (tx: SqlQueries) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
