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

/** A window that, once `max` attempts are in it, spaces further ones `paceMs` apart. */
export interface PaceRule extends WindowRule {
  paceMs: number;
}

/** One key to book a paced attempt for. */
export interface PacedCheck {
  bucket: string;
  key: string;
  rule: PaceRule;
  /**
   * Paced only when the first check of the booking already has an attempt in
   * its window; counted always. (A dancer's first try of their own email is
   * not made to wait behind a stranger's guesses at other emails.)
   */
  onlyAfterFirst?: boolean;
}

/**
 * What `book` answers: an attempt counted at a moment `waitMs` from now, to
 * be made then (`overLimit` when a limit paced it, even if its turn is
 * already due), or, when the line of attempts waiting their turn is full,
 * how long until one would be made at once.
 */
export type Booking =
  | { admitted: true; overLimit: boolean; waitMs: number; release: () => Promise<void> }
  | { admitted: false; retryAfterMs: number };

/**
 * Sliding windows of attempts per key (an IP address, an email) kept in the
 * account database, so that a limit holds whichever server process a request
 * reaches. Counting and recording happen in one transaction under the
 * accounts' write lock (SqlClient.transaction): requests sent at once, to one
 * process or several, cannot all see room under the limit; a limit checked,
 * awaited, then counted would be no limit. `release` un-counts an attempt
 * that should not count after all (a right code). `reserve` refuses once a
 * window is full; `book` paces instead: one more attempt per interval, each
 * waiting its turn.
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

  /**
   * Books one attempt in each check's window. Under every limit it is counted
   * now; a key over its limit gets the next turn, `paceMs` after its latest
   * attempt, and the attempt is counted at that moment: attempts sent at
   * once, to one process or several, each get their own turn. A turn more
   * than `maxWaitMs` away is not booked (nothing is counted), so a key has at
   * most `maxWaitMs / paceMs` attempts waiting and a flood of them only
   * lengthens nobody's wait.
   */
  book(checks: readonly PacedCheck[], maxWaitMs: number): Promise<Booking> {
    return this.sql.transaction(async (tx): Promise<Booking> => {
      const at = this.now();
      let turn = at;
      let overLimit = false;
      let firstSeen = false;
      for (const [index, check] of checks.entries()) {
        const { count, latest } = await this.attemptsOf(tx, check, at);
        if (index === 0) {
          firstSeen = count > 0;
        }
        const paced = !check.onlyAfterFirst || firstSeen;
        if (paced && count >= check.rule.max) {
          overLimit = true;
          turn = Math.max(turn, latest + check.rule.paceMs);
        }
      }
      if (turn - at > maxWaitMs) {
        return { admitted: false, retryAfterMs: turn - at };
      }
      const ids: number[] = [];
      for (const { bucket, key } of checks) {
        const row = await tx.get<{ id: number }>(
          'INSERT INTO limit_attempts (bucket, key, at_ms) VALUES (?, ?, ?) RETURNING id',
          [bucket, key, turn],
        );
        ids.push(row!.id);
      }
      return { admitted: true, overLimit, waitMs: turn - at, release: this.releaser(ids) };
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

  /** How many attempts `key` has in its window (booked turns to come included), and the latest. */
  private async attemptsOf(tx: SqlQueries, check: WindowCheck, at: number) {
    const { bucket, key, rule } = check;
    await tx.run('DELETE FROM limit_attempts WHERE bucket = ? AND at_ms <= ?', [
      bucket,
      at - rule.windowMs,
    ]);
    const row = await tx.get<{ n: number; latest: number | null }>(
      'SELECT COUNT(*) AS n, MAX(at_ms) AS latest FROM limit_attempts WHERE bucket = ? AND key = ?',
      [bucket, key],
    );
    return { count: Number(row?.n ?? 0), latest: Number(row?.latest ?? at) };
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
