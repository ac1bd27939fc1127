import type { SqlQueries } from '../sql/sql-client';
import { hashSecret, newSecret } from './secrets';

/** A browser stays known for a year after its last sign-in (the cookie's lifetime too). */
export const KNOWN_BROWSER_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

/** Wrong passwords a known browser may send before it is treated like any other. */
export const KNOWN_BROWSER_FAILURES = 5;

/** Accounts one browser is remembered for (a shared laptop at the desk): the oldest drop out. */
const TOKENS_PER_BROWSER = 8;

/**
 * Known browsers ("device cookies", OWASP): a browser that signed in to an
 * account gets a random token in a long-lived HttpOnly cookie, and the table
 * keeps its hash. A sign-in that presents a known token for the account is
 * not held back by the lockouts strangers cause (per address, per account);
 * it has its own small failure budget instead (SignInLimits). One cookie
 * carries the tokens of up to 8 accounts, separated by dots.
 */
export class KnownBrowserStore {
  constructor(
    private readonly sql: SqlQueries,
    private readonly now: () => Date,
  ) {}

  /**
   * The hash of the presented token that makes this browser known to
   * `userId`: live and with failures to spare. Undefined for a stranger.
   */
  async trustedFor(userId: string, presented: readonly string[]): Promise<string | undefined> {
    const now = this.now().toISOString();
    for (const hash of presented.map(hashSecret)) {
      const row = await this.sql.get(
        `SELECT 1 FROM known_browsers
         WHERE token_hash = ? AND user_id = ? AND expires_at > ? AND failures + pending < ?`,
        [hash, userId, now, KNOWN_BROWSER_FAILURES],
      );
      if (row !== undefined) {
        return hash;
      }
    }
    return undefined;
  }

  /**
   * After a sign-in by `userId`: a new token for this browser, replacing the
   * ones it had for that account. Returns the cookie's tokens: those of other
   * accounts still known, then the new one.
   */
  async remember(userId: string, presented: readonly string[]): Promise<string[]> {
    const now = this.now();
    const kept: string[] = [];
    for (const token of presented) {
      const row = await this.sql.get<{ user_id: string }>(
        'SELECT user_id FROM known_browsers WHERE token_hash = ? AND expires_at > ?',
        [hashSecret(token), now.toISOString()],
      );
      if (row?.user_id === userId) {
        await this.sql.run('DELETE FROM known_browsers WHERE token_hash = ?', [hashSecret(token)]);
      } else if (row && !kept.includes(token)) {
        kept.push(token);
      }
    }
    const token = newSecret();
    await this.sql.run(
      'INSERT INTO known_browsers (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
      [
        hashSecret(token),
        userId,
        now.toISOString(),
        new Date(now.getTime() + KNOWN_BROWSER_LIFETIME_MS).toISOString(),
      ],
    );
    await this.sql.run('DELETE FROM known_browsers WHERE expires_at <= ?', [now.toISOString()]);
    return [...kept, token].slice(-TOKENS_PER_BROWSER);
  }

  /**
   * Counts a sign-in attempt against a known browser before its password is
   * checked. False when its budget is spent (attempts at once included):
   * the attempt then goes by the rules for strangers.
   */
  async reserveAttempt(tokenHash: string): Promise<boolean> {
    const row = await this.sql.get(
      `UPDATE known_browsers SET pending = pending + 1
       WHERE token_hash = ? AND failures + pending < ? RETURNING 1 AS reserved`,
      [tokenHash, KNOWN_BROWSER_FAILURES],
    );
    return row !== undefined;
  }

  /** The attempt was not checked after all (the server was busy). */
  async withdrawAttempt(tokenHash: string): Promise<void> {
    // CASE, not MAX(0, …): PostgreSQL's two-argument form is GREATEST, SQLite has no GREATEST.
    await this.sql.run(
      'UPDATE known_browsers SET pending = CASE WHEN pending > 0 THEN pending - 1 ELSE 0 END WHERE token_hash = ?',
      [tokenHash],
    );
  }

  /** The password was wrong. True when this spent the budget: the browser is trusted no more. */
  async failedAttempt(tokenHash: string): Promise<boolean> {
    const row = await this.sql.get<{ failures: number }>(
      `UPDATE known_browsers
       SET pending = CASE WHEN pending > 0 THEN pending - 1 ELSE 0 END, failures = failures + 1
       WHERE token_hash = ? RETURNING failures`,
      [tokenHash],
    );
    return row?.failures === KNOWN_BROWSER_FAILURES;
  }
}
