import { passwordProblem } from '@floorcraft/domain';
import type { SqlClient } from '../sql/sql-client';
import type { AccountsConfig } from './accounts-config';
import { AccountStores } from './account-stores';
import { HashQueue } from './hash-queue';
import { KNOWN_BROWSER_FAILURES } from './known-browser-store';
import { hashPassword, verifyPassword } from './password-hash';
import type { LimitRule, LockEvent, PruneClock } from './sign-in-limits';
import type { User } from './user-store';

export type SignInResult =
  | {
      ok: true;
      user: User;
      token: string;
      /** The tokens the browser's known-browser cookie is to hold from now on. */
      knownBrowserTokens: string[];
    }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'limited'; retryAfterMs: number };

export interface RequestOrigin {
  ip: string;
  userAgent: string;
  /** The tokens of the browser's known-browser cookie, if it sent one. */
  knownBrowserTokens?: readonly string[];
}

const refusalWords: Record<LimitRule, string> = {
  'account-from-address': 'too many wrong passwords for this account from this address',
  address: 'too many wrong passwords from this address',
  'account-slowed': 'too many wrong passwords for this account: each try waits longer',
};

function lockWords(event: LockEvent, config: AccountsConfig, ip: string): string {
  const minutes = Math.round(config.signInWindowMs / 60_000);
  switch (event) {
    case 'account-from-address':
      return `${config.signInFailuresPerAccount} wrong passwords from ${ip} in ${minutes} minutes: that address waits for this account (browsers that signed in to it before do not)`;
    case 'address':
      return `${config.signInFailuresPerIp} wrong passwords from ${ip} in ${minutes} minutes: that address waits (browsers that signed in before do not)`;
    case 'account-slowed':
      return `${config.signInSlowDownAfter} wrong passwords in ${minutes} minutes: each further try from browsers not known to the account waits 1, 2, 4 … seconds`;
    case 'known-browser-spent':
      return `${KNOWN_BROWSER_FAILURES} wrong passwords from a browser that had signed in before: it is now treated like any other`;
  }
}

/** Thrown for input a person can correct; the message is shown to them as it is. */
export class AccountError extends Error {}

/** `email` trimmed; throws AccountError when it does not look like an email address. */
export function checkedEmail(email: string): string {
  const trimmed = email.trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed)) {
    throw new AccountError(`"${trimmed}" is not an email address`);
  }
  return trimmed;
}

/**
 * Everything about people: accounts, roles, sessions, invitations, resets,
 * judge devices and the audit log, over one SQL client (SQLite or
 * PostgreSQL). Sign-in and password rules live here so the HTTP routes and
 * the admin CLI share them. The stores it extends query the client directly,
 * each query on its own; `transaction` gives its work stores over the
 * transaction instead.
 */
export class Accounts extends AccountStores {
  /** Every password hash of this process goes through it (item 3 of issue 11). */
  readonly hashing: HashQueue;
  /** Compared against when the email is unknown, so both failures take the same time. */
  private decoyHash: Promise<string> | undefined;
  private readonly pruning: PruneClock;

  constructor(
    private readonly client: SqlClient,
    readonly config: AccountsConfig,
    private readonly now: () => Date = () => new Date(),
  ) {
    const pruning: PruneClock = { prunedAt: 0 };
    super(client, config, now, pruning);
    this.pruning = pruning;
    this.hashing = new HashQueue({
      concurrency: config.passwordHashConcurrency,
      maxWaiting: config.passwordHashQueue,
    });
  }

  /**
   * Checks the password and starts a session. Unknown email, wrong password
   * and disabled account all answer `invalid`, after the same work. The
   * attempt is counted before the password is hashed, in one transaction
   * with the counts it is judged by, so attempts sent at once (to any
   * process) cannot get past the limits. Throws HashingBusy (503) when the
   * hashing queue is full; the attempt is then not counted.
   */
  async signIn(email: string, password: string, from: RequestOrigin): Promise<SignInResult> {
    const accountKey = email.trim().toLowerCase();
    const { user, admission } = await this.transaction(async (tx) => {
      const found = await tx.users.byEmail(email);
      const known =
        found && (await tx.knownBrowsers.trustedFor(found.id, from.knownBrowserTokens ?? []));
      const admitted = await tx.limits.admit(accountKey, from.ip, known);
      if (!admitted.admitted) {
        await tx.audit.record({
          actor: accountKey,
          actorUserId: found?.id,
          action: 'sign-in-blocked',
          ip: from.ip,
          detail: `${refusalWords[admitted.rule]}; ${Math.ceil(admitted.retryAfterMs / 1000)} s to wait`,
        });
      }
      return { user: found, admission: admitted };
    });
    if (!admission.admitted) {
      return { ok: false, reason: 'limited', retryAfterMs: admission.retryAfterMs };
    }
    const { attempt } = admission;
    let matches: boolean;
    try {
      matches = await this.verifyPassword(password, user?.passwordHash ?? (await this.decoy()), {
        urgent: attempt.kind === 'known-browser',
      });
    } catch (error) {
      await this.limits.withdraw(attempt);
      throw error;
    }
    if (!user || !matches || user.disabledAt !== undefined) {
      await this.transaction(async (tx) => {
        const locks = await tx.limits.failed(attempt);
        await tx.audit.record({
          actor: accountKey,
          actorUserId: user?.id,
          action: 'sign-in-failed',
          ip: from.ip,
          detail: !user ? 'unknown email' : user.disabledAt ? 'account disabled' : 'wrong password',
        });
        for (const lock of locks) {
          await tx.audit.record({
            actor: accountKey,
            actorUserId: user?.id,
            action: 'sign-in-locked',
            target: lock === 'address' ? from.ip : accountKey,
            ip: from.ip,
            detail: lockWords(lock, this.config, from.ip),
          });
        }
      });
      return { ok: false, reason: 'invalid' };
    }
    return this.transaction(async (tx) => {
      await tx.limits.succeeded(attempt);
      const token = await tx.sessions.start(user.id, from.ip, from.userAgent);
      await tx.audit.record({
        actor: user.email,
        actorUserId: user.id,
        action: 'sign-in',
        ip: from.ip,
        detail: attempt.kind === 'known-browser' ? 'from a browser that signed in before' : '',
      });
      const knownBrowserTokens = await tx.knownBrowsers.remember(
        user.id,
        from.knownBrowserTokens ?? [],
      );
      return { ok: true, user, token, knownBrowserTokens };
    });
  }

  /** Whether `password` matches the stored hash, through the hashing queue. */
  verifyPassword(password: string, stored: string, options: { urgent?: boolean } = {}) {
    return this.hashing.run(() => verifyPassword(password, stored), options);
  }

  /** Throws AccountError when `password` breaks the deployment's policy. Cheap: no hashing. */
  checkPasswordPolicy(password: string): void {
    const problem = passwordProblem(this.config.passwordPolicy, password);
    if (problem) {
      throw new AccountError(problem);
    }
  }

  /** A hash of a new password after checking it against the deployment's policy. */
  async newPasswordHash(password: string): Promise<string> {
    this.checkPasswordPolicy(password);
    return this.generatedPasswordHash(password);
  }

  /** A hash of a password the server made up (a one-time password): strong whatever the policy. */
  generatedPasswordHash(password: string): Promise<string> {
    return this.hashing.run(() => hashPassword(password, this.config.passwordHashCost));
  }

  /** Creates an account; the email must be free. */
  async createUser(input: {
    email: string;
    name: string;
    password: string;
    mustChangePassword: boolean;
  }): Promise<User> {
    const email = checkedEmail(input.email);
    if (await this.users.byEmail(email)) {
      throw new AccountError(`an account for ${email} already exists`);
    }
    const passwordHash = await this.newPasswordHash(input.password);
    return this.users.create({ ...input, email, passwordHash });
  }

  /**
   * Runs `work` in one transaction holding the accounts' write lock from its first statement
   * (SQLite: BEGIN IMMEDIATE; PostgreSQL: an advisory lock), so a rule it checks (the last
   * owner, a sign-in limit) still holds when it writes, whichever connection or process runs
   * beside it. Any throw, the audit insert's included, rolls every write back. `work` must
   * query through the stores it is given: the client refuses queries inside a transaction.
   */
  transaction<T>(work: (tx: AccountStores) => Promise<T>): Promise<T> {
    return this.client.transaction((sql) =>
      work(new AccountStores(sql, this.config, this.now, this.pruning)),
    );
  }

  close(): Promise<void> {
    return this.client.close();
  }

  private decoy(): Promise<string> {
    if (!this.decoyHash) {
      const decoy = this.generatedPasswordHash('decoy password for unknown emails');
      // A refusal (the queue was full) is not kept: the next unknown email tries again.
      decoy.catch(() => {
        if (this.decoyHash === decoy) {
          this.decoyHash = undefined;
        }
      });
      this.decoyHash = decoy;
    }
    return this.decoyHash;
  }
}
