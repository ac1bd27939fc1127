import type { SqlClient, SqlQueries } from '../sql/sql-client';

export interface WindowRule {
  /** Attempts allowed per key inside the window. */
  max: number;
  windowMs: number;
}

/** One limit to count an attempt against: which (bucket), for whom (key), how many. */
export interface WindowCheck {
  bucket: string;
  key: string;
  rule: WindowRule;
}

/**
 * Names an attempt that may come again (a retried command id): counted the
 * first time, admitted without counting again inside the window.
 */
export interface OnceKey {
  bucket: string;
  key: string;
  windowMs: number;
}

/** What `reserve` answers: a counted attempt to settle, or how long the key must wait. */
export type Reservation =
  { admitted: true; release: () => Promise<void> } | { admitted: false; retryAfterMs: number };

/**
 * Sliding windows of attempts per key (an IP address, an email) kept in the
 * account database, so that a limit holds whichever server process a request
 * reaches. Counting and recording happen in one transaction under the
 * accounts' write lock (SqlClient.transaction): requests sent at once, to one
 * process or several, cannot all see room under the limit; a limit checked,
 * awaited, then counted would be no limit. `release` un-counts an attempt
 * that should not count after all (a right code).
 */
export class LimitWindows {
  constructor(
    private readonly sql: SqlClient,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /**
   * Counts one attempt in each check's window, all or none: when one refuses,
   * nothing is counted, so a refused request does not use up a budget it
   * never got to spend. Answers the first refusal. With `once`, an attempt
   * already counted under that name is admitted and counts nothing: checked
   * in the same transaction, so two copies sent at once count once.
   */
  reserve(checks: readonly WindowCheck[], once?: OnceKey): Promise<Reservation> {
    return this.sql.transaction(async (tx): Promise<Reservation> => {
      const at = this.now();
      if (once && (await this.seen(tx, once, at))) {
        return { admitted: true, release: () => Promise.resolve() };
      }
      for (const check of checks) {
        const retryAfterMs = await this.waitFor(tx, check, at);
        if (retryAfterMs !== undefined) {
          return { admitted: false, retryAfterMs };
        }
      }
      const ids: number[] = [];
      for (const { bucket, key } of once ? [...checks, once] : checks) {
        const row = await tx.get<{ id: number }>(
          'INSERT INTO limit_attempts (bucket, key, at_ms) VALUES (?, ?, ?) RETURNING id',
          [bucket, key, at],
        );
        ids.push(row!.id);
      }
      return { admitted: true, release: this.releaser(ids) };
    });
  }

  /** Attempts counted for `key` in the window. */
  async count(check: WindowCheck): Promise<number> {
    const row = await this.sql.get<{ n: number }>(
      'SELECT COUNT(*) AS n FROM limit_attempts WHERE bucket = ? AND key = ? AND at_ms > ?',
      [check.bucket, check.key, this.now() - check.rule.windowMs],
    );
    return row?.n ?? 0;
  }

  /** Forgets every attempt of `key` in `bucket`, as when a right answer lifts a limit. */
  async clear(bucket: string, key: string): Promise<void> {
    await this.sql.run('DELETE FROM limit_attempts WHERE bucket = ? AND key = ?', [bucket, key]);
  }

  /** Whether the attempt named `once` was counted inside its window. */
  private async seen(tx: SqlQueries, once: OnceKey, at: number): Promise<boolean> {
    const since = at - once.windowMs;
    await tx.run('DELETE FROM limit_attempts WHERE bucket = ? AND at_ms <= ?', [
      once.bucket,
      since,
    ]);
    const row = await tx.get<{ at_ms: number }>(
      'SELECT at_ms FROM limit_attempts WHERE bucket = ? AND key = ? LIMIT 1',
      [once.bucket, once.key],
    );
    return row !== undefined;
  }

  /** How long until the oldest attempt that fills the window ages out, or undefined when there is room. */
  private async waitFor(tx: SqlQueries, check: WindowCheck, at: number) {
    const { bucket, key, rule } = check;
    const since = at - rule.windowMs;
    // Expired attempts, of this key and of keys never seen again, go here.
    await tx.run('DELETE FROM limit_attempts WHERE bucket = ? AND at_ms <= ?', [bucket, since]);
    const filling = await tx.get<{ at_ms: number }>(
      `SELECT at_ms FROM limit_attempts WHERE bucket = ? AND key = ?
       ORDER BY at_ms DESC LIMIT 1 OFFSET ?`,
      [bucket, key, rule.max - 1],
    );
    return filling && Math.max(1, filling.at_ms + rule.windowMs - at);
  }

  /** Deletes the attempts again, once however often it is called. */
  private releaser(ids: readonly number[]): () => Promise<void> {
    let released: Promise<void> | undefined;
    return () => {
      released ??= (async () => {
        for (const id of ids) {
          await this.sql.run('DELETE FROM limit_attempts WHERE id = ?', [id]);
        }
      })();
      return released;
    };
  }
}
