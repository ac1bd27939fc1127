import { passwordProblem } from '@floorcraft/domain';
import type { Database } from 'better-sqlite3';
import type { AccountsConfig } from './accounts-config';
import { AuditLog } from './audit-log';
import { HashQueue } from './hash-queue';
import { InvitationStore } from './invitation-store';
import { JudgeDeviceStore } from './judge-device-store';
import { KNOWN_BROWSER_FAILURES, KnownBrowserStore } from './known-browser-store';
import { hashPassword, verifyPassword } from './password-hash';
import { PasswordResetStore } from './password-reset-store';
import { SessionStore } from './session-store';
import {
  SignInLimits,
  type LimitRule,
  type LockEvent,
  type SignInLockState,
} from './sign-in-limits';
import { UserStore, type User } from './user-store';

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

/** Who lifts a sign-in lock, for the audit log. */
export interface Unlocker {
  actor: string;
  actorUserId?: string;
  competitionSlug?: string;
  ip?: string;
  /** How: "members screen", "password reset", … */
  how: string;
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
 * judge devices and the audit log, over one SQLite connection. Sign-in and
 * password rules live here so the HTTP routes and the admin CLI share them.
 */
export class Accounts {
  readonly users: UserStore;
  readonly sessions: SessionStore;
  readonly invitations: InvitationStore;
  readonly resets: PasswordResetStore;
  readonly devices: JudgeDeviceStore;
  readonly audit: AuditLog;
  readonly knownBrowsers: KnownBrowserStore;
  readonly limits: SignInLimits;
  /** Every password hash of this process goes through it (item 3 of issue 11). */
  readonly hashing: HashQueue;
  /** Compared against when the email is unknown, so both failures take the same time. */
  private decoyHash: Promise<string> | undefined;

  constructor(
    private readonly db: Database,
    readonly config: AccountsConfig,
    now: () => Date = () => new Date(),
  ) {
    this.users = new UserStore(db, now);
    this.sessions = new SessionStore(db, now, {
      idleMs: config.sessionIdleMs,
      absoluteMs: config.sessionAbsoluteMs,
    });
    this.invitations = new InvitationStore(db, now);
    this.resets = new PasswordResetStore(db, now);
    this.devices = new JudgeDeviceStore(db, now);
    this.audit = new AuditLog(db, now);
    this.knownBrowsers = new KnownBrowserStore(db, now);
    this.limits = new SignInLimits(
      db,
      this.knownBrowsers,
      {
        perAccountFromAddress: config.signInFailuresPerAccount,
        perAddress: config.signInFailuresPerIp,
        slowDownAfter: config.signInSlowDownAfter,
        windowMs: config.signInWindowMs,
      },
      () => now().getTime(),
    );
    this.hashing = new HashQueue({
      concurrency: config.passwordHashConcurrency,
      maxWaiting: config.passwordHashQueue,
    });
  }

  /**
   * Checks the password and starts a session. Unknown email, wrong password
   * and disabled account all answer `invalid`, after the same work. The
   * attempt is counted before the password is hashed, so attempts sent at
   * once cannot get past the limits. Throws HashingBusy (503) when the
   * hashing queue is full; the attempt is then not counted.
   */
  async signIn(email: string, password: string, from: RequestOrigin): Promise<SignInResult> {
    const accountKey = email.trim().toLowerCase();
    const user = this.users.byEmail(email);
    const known = user && this.knownBrowsers.trustedFor(user.id, from.knownBrowserTokens ?? []);
    const admission = this.limits.admit(accountKey, from.ip, known);
    if (!admission.admitted) {
      this.audit.record({
        actor: accountKey,
        actorUserId: user?.id,
        action: 'sign-in-blocked',
        ip: from.ip,
        detail: `${refusalWords[admission.rule]}; ${Math.ceil(admission.retryAfterMs / 1000)} s to wait`,
      });
      return { ok: false, reason: 'limited', retryAfterMs: admission.retryAfterMs };
    }
    const { attempt } = admission;
    let matches: boolean;
    try {
      matches = await this.verifyPassword(password, user?.passwordHash ?? (await this.decoy()), {
        urgent: attempt.kind === 'known-browser',
      });
    } catch (error) {
      this.limits.withdraw(attempt);
      throw error;
    }
    if (!user || !matches || user.disabledAt !== undefined) {
      const locks = this.limits.failed(attempt);
      this.audit.record({
        actor: accountKey,
        actorUserId: user?.id,
        action: 'sign-in-failed',
        ip: from.ip,
        detail: !user ? 'unknown email' : user.disabledAt ? 'account disabled' : 'wrong password',
      });
      for (const lock of locks) {
        this.audit.record({
          actor: accountKey,
          actorUserId: user?.id,
          action: 'sign-in-locked',
          target: lock === 'address' ? from.ip : accountKey,
          ip: from.ip,
          detail: lockWords(lock, this.config, from.ip),
        });
      }
      return { ok: false, reason: 'invalid' };
    }
    this.limits.succeeded(attempt);
    const token = this.sessions.start(user.id, from.ip, from.userAgent);
    this.audit.record({
      actor: user.email,
      actorUserId: user.id,
      action: 'sign-in',
      ip: from.ip,
      detail: attempt.kind === 'known-browser' ? 'from a browser that signed in before' : '',
    });
    const knownBrowserTokens = this.knownBrowsers.remember(user.id, from.knownBrowserTokens ?? []);
    return { ok: true, user, token, knownBrowserTokens };
  }

  /**
   * Lifts the user's sign-in lock (the members screen, the admin CLI, a
   * completed password reset) and records it. Returns the failures lifted.
   */
  liftSignInLock(user: User, by: Unlocker): number {
    const lifted = this.limits.lift(user.email.trim().toLowerCase());
    this.audit.record({
      competitionSlug: by.competitionSlug,
      actor: by.actor,
      actorUserId: by.actorUserId,
      action: 'sign-in-unlocked',
      target: user.email,
      ip: by.ip,
      detail: `${by.how}; ${lifted} failed sign-in${lifted === 1 ? '' : 's'} no longer count`,
    });
    return lifted;
  }

  /**
   * The user's sign-in lock as the members screen shows it: locked when a
   * limit holds them back somewhere or refused them lately (an address that
   * others' guesses locked counts too), until it is lifted.
   */
  signInLockOf(user: User): SignInLockState {
    const account = user.email.trim().toLowerCase();
    const state = this.limits.state(account);
    const since = new Date(this.limits.countingSince(account)).toISOString();
    return { ...state, locked: state.locked || this.audit.blockedSince(user.id, since) };
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

  /** Sets a user's password, ends all their sessions, and says whether a new one should start. */
  async setPassword(user: User, password: string, mustChange = false): Promise<string[]> {
    this.users.setPassword(user.id, await this.newPasswordHash(password), mustChange);
    return this.sessions.endAllFor(user.id);
  }

  /** Creates an account; the email must be free. */
  async createUser(input: {
    email: string;
    name: string;
    password: string;
    mustChangePassword: boolean;
  }): Promise<User> {
    const email = checkedEmail(input.email);
    if (this.users.byEmail(email)) {
      throw new AccountError(`an account for ${email} already exists`);
    }
    const passwordHash = await this.newPasswordHash(input.password);
    return this.users.create({ ...input, email, passwordHash });
  }

  /**
   * Runs `work` in one SQLite transaction, begun IMMEDIATE: the write lock is taken before
   * `work` reads anything, so a rule it checks (the last owner) still holds when it writes,
   * even against another connection (the admin CLI beside the server). Any throw, the audit
   * insert's included, rolls every write back. `work` must be synchronous.
   */
  transaction<T>(work: () => T): T {
    return this.db.transaction(work).immediate();
  }

  close(): void {
    this.db.close();
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
