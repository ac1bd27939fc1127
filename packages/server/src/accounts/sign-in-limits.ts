import type { Database } from 'better-sqlite3';
import type { KnownBrowserStore } from './known-browser-store';

export interface SignInRules {
  /** Wrong passwords for one account from one address before that address waits for it. */
  perAccountFromAddress: number;
  /** Wrong passwords from one address, whatever the account, before the address waits. */
  perAddress: number;
  /** Wrong passwords for one account from anywhere before each further try waits 1, 2, 4 … s. */
  slowDownAfter: number;
  /** How long a failure counts. */
  windowMs: number;
}

/** Which rule held an attempt back. */
export type LimitRule = 'account-from-address' | 'address' | 'account-slowed';

/** What a wrong password brought about, for the audit log. */
export type LockEvent = LimitRule | 'known-browser-spent';

/** An attempt counted before its password is checked; settle it with failed, succeeded or withdraw. */
export type Attempt =
  | { kind: 'known-browser'; tokenHash: string }
  | { kind: 'stranger'; id: number; account: string; ip: string };

export type Admission =
  { admitted: true; attempt: Attempt } | { admitted: false; rule: LimitRule; retryAfterMs: number };

export interface SignInLockState {
  /** Wrong passwords from browsers not known to the account, in the window since the last unlock. */
  failures: number;
  /** Whether some address must wait for this account, or every address is slowed down. */
  locked: boolean;
}

const PRUNE_EVERY_MS = 60_000;

/**
 * The sign-in limits (ADR 006, docs/security.md), in SQLite so that the
 * admin CLI can lift them and a restart does not forget them. An attempt is
 * counted before its password is hashed, so requests sent at once cannot
 * all get past a limit. A browser that signed in to the account before (a
 * known browser) is not held back by what strangers do; it has its own
 * budget of wrong passwords. Strangers are limited per account from one
 * address, per address, and for the account from anywhere by a doubling
 * delay, never a lock that the owner cannot get past.
 */
export class SignInLimits {
  private prunedAt = 0;

  constructor(
    private readonly db: Database,
    private readonly browsers: KnownBrowserStore,
    private readonly rules: SignInRules,
    private readonly now: () => number,
  ) {}

  /**
   * Counts an attempt for `account` (the email as typed, lower case) from
   * `ip`, or says which rule holds it back and for how long. `knownBrowser`
   * is the hash of a token that makes the browser known to this account.
   */
  admit(account: string, ip: string, knownBrowser?: string): Admission {
    return this.db
      .transaction((): Admission => {
        if (knownBrowser !== undefined && this.browsers.reserveAttempt(knownBrowser)) {
          return { admitted: true, attempt: { kind: 'known-browser', tokenHash: knownBrowser } };
        }
        const now = this.now();
        this.prune(now);
        const since = now - this.rules.windowMs;
        const liftedAt = this.liftedAt(account);
        const fromHere = this.times(account, ip, Math.max(since, liftedAt));
        if (fromHere.length >= this.rules.perAccountFromAddress) {
          return this.refuse('account-from-address', fromHere, this.rules.perAccountFromAddress);
        }
        // An unlock lets the account past an address that others' guesses have locked.
        if (liftedAt <= since) {
          const fromAddress = this.times(undefined, ip, since);
          if (fromAddress.length >= this.rules.perAddress) {
            return this.refuse('address', fromAddress, this.rules.perAddress);
          }
        }
        const anywhere = this.times(account, undefined, Math.max(since, liftedAt));
        const beyond = anywhere.length - this.rules.slowDownAfter;
        const last = anywhere.at(-1);
        if (beyond >= 0 && last !== undefined) {
          const delay = Math.min(2 ** beyond * 1000, this.rules.windowMs);
          if (last + delay > now) {
            return { admitted: false, rule: 'account-slowed', retryAfterMs: last + delay - now };
          }
        }
        const row = this.db
          .prepare(
            `INSERT INTO sign_in_attempts (account, ip, at_ms, outcome) VALUES (?, ?, ?, 'pending')
             RETURNING id`,
          )
          .get(account, ip, now) as { id: number };
        return { admitted: true, attempt: { kind: 'stranger', id: row.id, account, ip } };
      })
      .immediate();
  }

  /** The password was wrong: the attempt stays counted. Returns the locks this failure started. */
  failed(attempt: Attempt): LockEvent[] {
    if (attempt.kind === 'known-browser') {
      return this.browsers.failedAttempt(attempt.tokenHash) ? ['known-browser-spent'] : [];
    }
    this.db.prepare(`UPDATE sign_in_attempts SET outcome = 'failed' WHERE id = ?`).run(attempt.id);
    const since = this.now() - this.rules.windowMs;
    const accountSince = Math.max(since, this.liftedAt(attempt.account));
    const events: LockEvent[] = [];
    const failed = (account: string | undefined, ip: string | undefined, after: number) =>
      this.times(account, ip, after, 'failed').length;
    if (failed(attempt.account, attempt.ip, accountSince) === this.rules.perAccountFromAddress) {
      events.push('account-from-address');
    }
    if (failed(undefined, attempt.ip, since) === this.rules.perAddress) {
      events.push('address');
    }
    if (failed(attempt.account, undefined, accountSince) === this.rules.slowDownAfter) {
      events.push('account-slowed');
    }
    return events;
  }

  /** The password was right: the attempt is not a failure. */
  succeeded(attempt: Attempt): void {
    this.withdraw(attempt);
  }

  /** The password was not checked after all (the server was too busy): forget the attempt. */
  withdraw(attempt: Attempt): void {
    if (attempt.kind === 'known-browser') {
      this.browsers.withdrawAttempt(attempt.tokenHash);
    } else {
      this.db.prepare('DELETE FROM sign_in_attempts WHERE id = ?').run(attempt.id);
    }
  }

  /**
   * Lifts the account's lock: failures so far no longer count against it,
   * and for one window it is not held back by an address others have
   * locked. Returns the failures that were lifted.
   */
  lift(account: string): number {
    const lifted = this.state(account).failures;
    this.db
      .prepare('INSERT OR REPLACE INTO sign_in_unlocks (account, at_ms) VALUES (?, ?)')
      .run(account, this.now());
    return lifted;
  }

  /** Since when failures count against the account: the window's start or the last unlock. */
  countingSince(account: string): number {
    return Math.max(this.now() - this.rules.windowMs, this.liftedAt(account));
  }

  /** What the members screen shows about an account. */
  state(account: string): SignInLockState {
    const after = this.countingSince(account);
    const failures = this.times(account, undefined, after).length;
    const lockedAddress = this.db
      .prepare(
        `SELECT 1 FROM sign_in_attempts WHERE account = ? AND at_ms > ?
         GROUP BY ip HAVING COUNT(*) >= ? LIMIT 1`,
      )
      .get(account, after, this.rules.perAccountFromAddress);
    return {
      failures,
      locked: lockedAddress !== undefined || failures >= this.rules.slowDownAfter,
    };
  }

  private refuse(rule: LimitRule, times: number[], max: number): Admission {
    const oldestCounted = times[times.length - max] ?? this.now();
    return {
      admitted: false,
      rule,
      retryAfterMs: Math.max(1, oldestCounted + this.rules.windowMs - this.now()),
    };
  }

  /** When the attempts matching account and/or ip were made after `after`, oldest first. */
  private times(
    account: string | undefined,
    ip: string | undefined,
    after: number,
    outcome?: 'failed',
  ): number[] {
    const where = ['at_ms > ?'];
    const values: (string | number)[] = [after];
    if (account !== undefined) {
      where.push('account = ?');
      values.push(account);
    }
    if (ip !== undefined) {
      where.push('ip = ?');
      values.push(ip);
    }
    if (outcome !== undefined) {
      where.push('outcome = ?');
      values.push(outcome);
    }
    const rows = this.db
      .prepare(`SELECT at_ms FROM sign_in_attempts WHERE ${where.join(' AND ')} ORDER BY at_ms, id`)
      .all(...values) as { at_ms: number }[];
    return rows.map((row) => row.at_ms);
  }

  private liftedAt(account: string): number {
    const row = this.db
      .prepare('SELECT at_ms FROM sign_in_unlocks WHERE account = ?')
      .get(account) as { at_ms: number } | undefined;
    return row?.at_ms ?? 0;
  }

  /** Forgets attempts and unlocks older than the window, at most once a minute. */
  private prune(now: number): void {
    if (now - this.prunedAt < PRUNE_EVERY_MS) {
      return;
    }
    this.prunedAt = now;
    const before = now - this.rules.windowMs;
    this.db.prepare('DELETE FROM sign_in_attempts WHERE at_ms <= ?').run(before);
    this.db.prepare('DELETE FROM sign_in_unlocks WHERE at_ms <= ?').run(before);
  }
}
