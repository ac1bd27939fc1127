import type { SqlQueries } from '../sql/sql-client';
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

/** When the process last pruned: shared by the limits built over each transaction. */
export interface PruneClock {
  prunedAt: number;
}

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
  constructor(
    private readonly sql: SqlQueries,
    private readonly browsers: KnownBrowserStore,
    private readonly rules: SignInRules,
    private readonly now: () => number,
    private readonly pruning: PruneClock = { prunedAt: 0 },
  ) {}

  /**
   * Counts an attempt for `account` (the email as typed, lower case) from
   * `ip`, or says which rule holds it back and for how long. `knownBrowser`
   * is the hash of a token that makes the browser known to this account.
   * The caller holds the accounts' transaction (`Accounts.transaction`), so
   * the counts read here still hold when the attempt is written, across
   * connections and processes.
   */
  async admit(account: string, ip: string, knownBrowser?: string): Promise<Admission> {
    if (knownBrowser !== undefined && (await this.browsers.reserveAttempt(knownBrowser))) {
      return { admitted: true, attempt: { kind: 'known-browser', tokenHash: knownBrowser } };
    }
    const now = this.now();
    await this.prune(now);
    const since = now - this.rules.windowMs;
    const liftedAt = await this.liftedAt(account);
    const fromHere = await this.times(account, ip, Math.max(since, liftedAt));
    if (fromHere.length >= this.rules.perAccountFromAddress) {
      return this.refuse('account-from-address', fromHere, this.rules.perAccountFromAddress);
    }
    // An unlock lets the account past an address that others' guesses have locked.
    if (liftedAt <= since) {
      const fromAddress = await this.times(undefined, ip, since);
      if (fromAddress.length >= this.rules.perAddress) {
        return this.refuse('address', fromAddress, this.rules.perAddress);
      }
    }
    const anywhere = await this.times(account, undefined, Math.max(since, liftedAt));
    const beyond = anywhere.length - this.rules.slowDownAfter;
    const last = anywhere.at(-1);
    if (beyond >= 0 && last !== undefined) {
      const delay = Math.min(2 ** beyond * 1000, this.rules.windowMs);
      if (last + delay > now) {
        return { admitted: false, rule: 'account-slowed', retryAfterMs: last + delay - now };
      }
    }
    const row = await this.sql.get<{ id: number }>(
      `INSERT INTO sign_in_attempts (account, ip, at_ms, outcome) VALUES (?, ?, ?, 'pending')
       RETURNING id`,
      [account, ip, now],
    );
    if (!row) {
      throw new Error('sign-in attempt vanished after insert');
    }
    return { admitted: true, attempt: { kind: 'stranger', id: Number(row.id), account, ip } };
  }

  /** The password was wrong: the attempt stays counted. Returns the locks this failure started. */
  async failed(attempt: Attempt): Promise<LockEvent[]> {
    if (attempt.kind === 'known-browser') {
      return (await this.browsers.failedAttempt(attempt.tokenHash)) ? ['known-browser-spent'] : [];
    }
    await this.sql.run(`UPDATE sign_in_attempts SET outcome = 'failed' WHERE id = ?`, [attempt.id]);
    const since = this.now() - this.rules.windowMs;
    const accountSince = Math.max(since, await this.liftedAt(attempt.account));
    const events: LockEvent[] = [];
    const failed = async (account: string | undefined, ip: string | undefined, after: number) =>
      (await this.times(account, ip, after, 'failed')).length;
    if (
      (await failed(attempt.account, attempt.ip, accountSince)) === this.rules.perAccountFromAddress
    ) {
      events.push('account-from-address');
    }
    if ((await failed(undefined, attempt.ip, since)) === this.rules.perAddress) {
      events.push('address');
    }
    if ((await failed(attempt.account, undefined, accountSince)) === this.rules.slowDownAfter) {
      events.push('account-slowed');
    }
    return events;
  }

  /** The password was right: the attempt is not a failure. */
  succeeded(attempt: Attempt): Promise<void> {
    return this.withdraw(attempt);
  }

  /** The password was not checked after all (the server was too busy): forget the attempt. */
  async withdraw(attempt: Attempt): Promise<void> {
    if (attempt.kind === 'known-browser') {
      await this.browsers.withdrawAttempt(attempt.tokenHash);
    } else {
      await this.sql.run('DELETE FROM sign_in_attempts WHERE id = ?', [attempt.id]);
    }
  }

  /**
   * Lifts the account's lock: failures so far no longer count against it,
   * and for one window it is not held back by an address others have
   * locked. Returns the failures that were lifted.
   */
  async lift(account: string): Promise<number> {
    const lifted = (await this.state(account)).failures;
    await this.sql.run(
      `INSERT INTO sign_in_unlocks (account, at_ms) VALUES (?, ?)
       ON CONFLICT (account) DO UPDATE SET at_ms = excluded.at_ms`,
      [account, this.now()],
    );
    return lifted;
  }

  /** Since when failures count against the account: the window's start or the last unlock. */
  async countingSince(account: string): Promise<number> {
    return Math.max(this.now() - this.rules.windowMs, await this.liftedAt(account));
  }

  /** What the members screen shows about an account. */
  async state(account: string): Promise<SignInLockState> {
    const after = await this.countingSince(account);
    const failures = (await this.times(account, undefined, after)).length;
    const lockedAddress = await this.sql.get(
      `SELECT ip FROM sign_in_attempts WHERE account = ? AND at_ms > ?
       GROUP BY ip HAVING COUNT(*) >= ? LIMIT 1`,
      [account, after, this.rules.perAccountFromAddress],
    );
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
  private async times(
    account: string | undefined,
    ip: string | undefined,
    after: number,
    outcome?: 'failed',
  ): Promise<number[]> {
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
    const rows = await this.sql.all<{ at_ms: number }>(
      `SELECT at_ms FROM sign_in_attempts WHERE ${where.join(' AND ')} ORDER BY at_ms, id`,
      values,
    );
    return rows.map((row) => Number(row.at_ms));
  }

  private async liftedAt(account: string): Promise<number> {
    const row = await this.sql.get<{ at_ms: number }>(
      'SELECT at_ms FROM sign_in_unlocks WHERE account = ?',
      [account],
    );
    return row ? Number(row.at_ms) : 0;
  }

  /** Forgets attempts and unlocks older than the window, at most once a minute. */
  private async prune(now: number): Promise<void> {
    if (now - this.pruning.prunedAt < PRUNE_EVERY_MS) {
      return;
    }
    this.pruning.prunedAt = now;
    const before = now - this.rules.windowMs;
    await this.sql.run('DELETE FROM sign_in_attempts WHERE at_ms <= ?', [before]);
    await this.sql.run('DELETE FROM sign_in_unlocks WHERE at_ms <= ?', [before]);
  }
}
