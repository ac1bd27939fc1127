import type { SqlQueries } from '../sql/sql-client';
import type { AccountsConfig } from './accounts-config';
import { AuditLog } from './audit-log';
import { InvitationStore } from './invitation-store';
import { JudgeDeviceStore } from './judge-device-store';
import { KnownBrowserStore } from './known-browser-store';
import { PasswordResetStore } from './password-reset-store';
import { SessionStore } from './session-store';
import { SignInLimits, type PruneClock, type SignInLockState } from './sign-in-limits';
import type { User } from './user-store';
import { UserStore } from './user-store';

/** Who lifts a sign-in lock, for the audit log. */
export interface Unlocker {
  actor: string;
  actorUserId?: string;
  competitionSlug?: string;
  ip?: string;
  /** How: "members screen", "password reset", … */
  how: string;
}

/**
 * Every account table, over one way of querying: the client itself (each
 * query on its own) or a transaction's `tx` (`Accounts.transaction`), so
 * the same store code serves both.
 */
export class AccountStores {
  readonly users: UserStore;
  readonly sessions: SessionStore;
  readonly invitations: InvitationStore;
  readonly resets: PasswordResetStore;
  readonly devices: JudgeDeviceStore;
  readonly audit: AuditLog;
  readonly knownBrowsers: KnownBrowserStore;
  readonly limits: SignInLimits;

  constructor(
    sql: SqlQueries,
    config: AccountsConfig,
    now: () => Date,
    /** One per process, whatever the stores are built over, so pruning stays once a minute. */
    pruning: PruneClock,
  ) {
    this.users = new UserStore(sql, now);
    this.sessions = new SessionStore(sql, now, {
      idleMs: config.sessionIdleMs,
      absoluteMs: config.sessionAbsoluteMs,
    });
    this.invitations = new InvitationStore(sql, now);
    this.resets = new PasswordResetStore(sql, now);
    this.devices = new JudgeDeviceStore(sql, now);
    this.audit = new AuditLog(sql, now);
    this.knownBrowsers = new KnownBrowserStore(sql, now);
    this.limits = new SignInLimits(
      sql,
      this.knownBrowsers,
      {
        perAccountFromAddress: config.signInFailuresPerAccount,
        perAddress: config.signInFailuresPerIp,
        slowDownAfter: config.signInSlowDownAfter,
        windowMs: config.signInWindowMs,
      },
      () => now().getTime(),
      pruning,
    );
  }

  /**
   * Lifts the user's sign-in lock (the members screen, the admin CLI, a
   * completed password reset) and records it. Returns the failures lifted.
   * Call it on a transaction's stores so the lift and its entry go together.
   */
  async liftSignInLock(user: User, by: Unlocker): Promise<number> {
    const lifted = await this.limits.lift(user.email.trim().toLowerCase());
    await this.audit.record({
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
  async signInLockOf(user: User): Promise<SignInLockState> {
    const account = user.email.trim().toLowerCase();
    const state = await this.limits.state(account);
    const since = new Date(await this.limits.countingSince(account)).toISOString();
    return { ...state, locked: state.locked || (await this.audit.blockedSince(user.id, since)) };
  }
}
