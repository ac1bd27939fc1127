import { passwordProblem } from '@floorcraft/domain';
import type { Database } from 'better-sqlite3';
import type { AccountsConfig } from './accounts-config';
import { AuditLog } from './audit-log';
import { FailureLimiter } from './failure-limiter';
import { InvitationStore } from './invitation-store';
import { JudgeDeviceStore } from './judge-device-store';
import { hashPassword, verifyPassword } from './password-hash';
import { PasswordResetStore } from './password-reset-store';
import { SessionStore } from './session-store';
import { UserStore, type User } from './user-store';

export type SignInResult =
  | { ok: true; user: User; token: string }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'limited'; retryAfterMs: number };

export interface RequestOrigin {
  ip: string;
  userAgent: string;
}

/** Thrown for input a person can correct; the message is shown to them as it is. */
export class AccountError extends Error {}

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
  private readonly perAccount: FailureLimiter;
  private readonly perIp: FailureLimiter;
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
    const clock = () => now().getTime();
    this.perAccount = new FailureLimiter(
      { maxFailures: config.signInFailuresPerAccount, windowMs: config.signInWindowMs },
      clock,
    );
    this.perIp = new FailureLimiter(
      { maxFailures: config.signInFailuresPerIp, windowMs: config.signInWindowMs },
      clock,
    );
  }

  /**
   * Checks the password and starts a session. Unknown email, wrong password
   * and disabled account all answer `invalid`, after the same work.
   */
  async signIn(email: string, password: string, from: RequestOrigin): Promise<SignInResult> {
    const accountKey = email.trim().toLowerCase();
    const retryAfterMs = Math.max(
      this.perAccount.retryAfterMs(accountKey),
      this.perIp.retryAfterMs(from.ip),
    );
    const user = this.users.byEmail(email);
    if (retryAfterMs > 0) {
      this.audit.record({
        actor: accountKey,
        actorUserId: user?.id,
        action: 'sign-in-blocked',
        ip: from.ip,
      });
      return { ok: false, reason: 'limited', retryAfterMs };
    }
    const matches = await verifyPassword(password, user?.passwordHash ?? (await this.decoy()));
    if (!user || !matches || user.disabledAt !== undefined) {
      this.perAccount.fail(accountKey);
      this.perIp.fail(from.ip);
      this.audit.record({
        actor: accountKey,
        actorUserId: user?.id,
        action: 'sign-in-failed',
        ip: from.ip,
        detail: !user ? 'unknown email' : user.disabledAt ? 'account disabled' : 'wrong password',
      });
      return { ok: false, reason: 'invalid' };
    }
    this.perAccount.clear(accountKey);
    const token = this.sessions.start(user.id, from.ip, from.userAgent);
    this.audit.record({ actor: user.email, actorUserId: user.id, action: 'sign-in', ip: from.ip });
    return { ok: true, user, token };
  }

  /** A hash of a new password after checking it against the deployment's policy. */
  async newPasswordHash(password: string): Promise<string> {
    const problem = passwordProblem(this.config.passwordPolicy, password);
    if (problem) {
      throw new AccountError(problem);
    }
    return hashPassword(password, this.config.passwordHashCost);
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
    const email = input.email.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
      throw new AccountError(`"${email}" is not an email address`);
    }
    if (this.users.byEmail(email)) {
      throw new AccountError(`an account for ${email} already exists`);
    }
    const passwordHash = await this.newPasswordHash(input.password);
    return this.users.create({ ...input, email, passwordHash });
  }

  close(): void {
    this.db.close();
  }

  private decoy(): Promise<string> {
    this.decoyHash ??= hashPassword(
      'decoy password for unknown emails',
      this.config.passwordHashCost,
    );
    return this.decoyHash;
  }
}
