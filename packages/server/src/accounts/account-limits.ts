import type { SqlClient } from '../sql/sql-client';
import { addressKey } from './address-key';
import {
  LimitWindows,
  type Booking,
  type PaceRule,
  type Reservation,
  type WindowRule,
} from './limit-windows';
import { emailKey } from './registration-limits';

const MINUTE = 60_000;
/** Reset mails per email: enough for a lost mail or two, not enough to flood an inbox. */
const RESET_MAIL_RULE: WindowRule = { max: 3, windowMs: 60 * MINUTE };
/** Forged or stale reset links per address before it waits: a real link always gets through. */
const BAD_RESET_LINK_RULE: WindowRule = { max: 10, windowMs: 60 * MINUTE };
/**
 * Wrong tablet codes per address in 15 minutes, then one answer a second. Only wrong codes
 * are counted, after the lookup: the defence is the code's 59 bits and one-day life
 * (docs/security.md), so this only keeps a mistyping tablet, or a script, slow and quiet.
 */
const WRONG_DEVICE_CODE_RULE: PaceRule = { max: 10, windowMs: 15 * MINUTE, paceMs: 1000 };
/** How long a tablet over the limit waits between wrong codes (its Retry-After). */
export const WRONG_DEVICE_CODE_PACE_MS = WRONG_DEVICE_CODE_RULE.paceMs;
/** Wrong tablet codes that may wait for their answer per address; more are answered at once. */
const WRONG_DEVICE_CODES_IN_LINE = 3;
/** Wrong current passwords on the change-password form per account (its window is sign-in's). */
const CURRENT_PASSWORD_FAILURES = 5;

const CURRENT_PASSWORD_BUCKET = 'current-password';

/**
 * The limits of the password and tablet routes, counted in the account
 * database so that each holds whichever server process a request reaches
 * (ADR 006): with a limit per process, N processes would give an attacker N
 * times the guesses. Each `take…` checks and counts in one transaction, so
 * requests sent at once cannot all see room under a limit.
 */
export class AccountLimits {
  private readonly windows: LimitWindows;
  private readonly currentPasswordRule: WindowRule;

  constructor(
    sql: SqlClient,
    /** The sign-in window, which wrong current passwords share. */
    signInWindowMs: number,
    now: () => number = () => Date.now(),
  ) {
    this.windows = new LimitWindows(sql, now);
    this.currentPasswordRule = { max: CURRENT_PASSWORD_FAILURES, windowMs: signInWindowMs };
  }

  /** Whether one more reset mail may go to `email` (counted when it may). */
  async takeResetMail(email: string): Promise<boolean> {
    const reservation = await this.windows.reserve([
      { bucket: 'reset-mail', key: emailKey(email), rule: RESET_MAIL_RULE },
    ]);
    return reservation.admitted;
  }

  /** One expired, used or forged reset link from `ip`; it stays counted. */
  takeBadResetLink(ip: string): Promise<Reservation> {
    return this.windows.reserve([{ bucket: 'reset-link-ip', key: ip, rule: BAD_RESET_LINK_RULE }]);
  }

  /**
   * One wrong tablet code from `ip`, counted after the lookup found nothing:
   * a right code is never counted nor held back, whoever shares its
   * address. Once the address has sent 10 in 15 minutes, each further wrong
   * code waits its turn (one a second) for its answer.
   */
  takeWrongDeviceCode(ip: string): Promise<Booking> {
    return this.windows.book(
      [{ bucket: 'device-bind-ip', key: addressKey(ip), rule: WRONG_DEVICE_CODE_RULE }],
      WRONG_DEVICE_CODES_IN_LINE * WRONG_DEVICE_CODE_RULE.paceMs,
    );
  }

  /**
   * One try of the current password on the change-password form, counted
   * before the hash so that a stolen session cannot try passwords at the
   * hashing queue's pace. A right password clears the account's count.
   */
  takeCurrentPassword(userId: string): Promise<Reservation> {
    return this.windows.reserve([
      { bucket: CURRENT_PASSWORD_BUCKET, key: userId, rule: this.currentPasswordRule },
    ]);
  }

  /** The account showed it knows its password: its earlier wrong ones no longer count. */
  clearCurrentPassword(userId: string): Promise<void> {
    return this.windows.clear(CURRENT_PASSWORD_BUCKET, userId);
  }
}
