import type { Database } from 'better-sqlite3';
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
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  /**
   * The hash of the presented token that makes this browser known to
   * `userId`: live and with failures to spare. Undefined for a stranger.
   */
  trustedFor(userId: string, presented: readonly string[]): string | undefined {
    const now = this.now().toISOString();
    const find = this.db.prepare(
      `SELECT 1 FROM known_browsers
       WHERE token_hash = ? AND user_id = ? AND expires_at > ? AND failures + pending < ?`,
    );
    return presented
      .map(hashSecret)
      .find((hash) => find.get(hash, userId, now, KNOWN_BROWSER_FAILURES) !== undefined);
  }

  /**
   * After a sign-in by `userId`: a new token for this browser, replacing the
   * ones it had for that account. Returns the cookie's tokens: those of other
   * accounts still known, then the new one.
   */
  remember(userId: string, presented: readonly string[]): string[] {
    const now = this.now();
    const owner = this.db.prepare(
      'SELECT user_id FROM known_browsers WHERE token_hash = ? AND expires_at > ?',
    );
    const kept: string[] = [];
    for (const token of presented) {
      const row = owner.get(hashSecret(token), now.toISOString()) as
        { user_id: string } | undefined;
      if (row?.user_id === userId) {
        this.db.prepare('DELETE FROM known_browsers WHERE token_hash = ?').run(hashSecret(token));
      } else if (row && !kept.includes(token)) {
        kept.push(token);
      }
    }
    const token = newSecret();
    this.db
      .prepare(
        'INSERT INTO known_browsers (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
      )
      .run(
        hashSecret(token),
        userId,
        now.toISOString(),
        new Date(now.getTime() + KNOWN_BROWSER_LIFETIME_MS).toISOString(),
      );
    this.db.prepare('DELETE FROM known_browsers WHERE expires_at <= ?').run(now.toISOString());
    return [...kept, token].slice(-TOKENS_PER_BROWSER);
  }

  /**
   * Counts a sign-in attempt against a known browser before its password is
   * checked. False when its budget is spent (attempts at once included):
   * the attempt then goes by the rules for strangers.
   */
  reserveAttempt(tokenHash: string): boolean {
    const row = this.db
      .prepare(
        `UPDATE known_browsers SET pending = pending + 1
         WHERE token_hash = ? AND failures + pending < ? RETURNING 1`,
      )
      .get(tokenHash, KNOWN_BROWSER_FAILURES);
    return row !== undefined;
  }

  /** The attempt was not checked after all (the server was busy). */
  withdrawAttempt(tokenHash: string): void {
    this.db
      .prepare('UPDATE known_browsers SET pending = MAX(0, pending - 1) WHERE token_hash = ?')
      .run(tokenHash);
  }

  /** The password was wrong. True when this spent the budget: the browser is trusted no more. */
  failedAttempt(tokenHash: string): boolean {
    const row = this.db
      .prepare(
        `UPDATE known_browsers SET pending = MAX(0, pending - 1), failures = failures + 1
         WHERE token_hash = ? RETURNING failures`,
      )
      .get(tokenHash) as { failures: number } | undefined;
    return row?.failures === KNOWN_BROWSER_FAILURES;
  }
}
