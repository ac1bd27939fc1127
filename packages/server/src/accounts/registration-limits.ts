import type { SqlClient } from '../sql/sql-client';
import { addressKey } from './address-key';
import { LimitWindows, type Booking, type Reservation, type WindowRule } from './limit-windows';

/** The limits on registration and on competitor codes (README: Configuration). */
export interface RegistrationLimitsConfig {
  /** Anonymous registrations from one address in the window. */
  registrationsPerIp: number;
  registrationWindowMs: number;
  /** Wrong competitor codes from one address in the window (any email) before it is paced. */
  codeFailuresPerIp: number;
  /** Wrong competitor codes for one email from one address in the window before it is paced. */
  codeFailuresPerEmail: number;
  codeWindowMs: number;
  /** Once over a limit, one more try of a code per this interval, each waiting its turn. */
  codePaceMs: number;
}

const MINUTE = 60_000;
/** Code mails per email: enough for a lost mail or two, not enough to flood an inbox. */
const CODE_MAILS_PER_EMAIL = 3;
/** Resend requests per address, whatever the email: stops one address mailing many inboxes. */
const RESEND_REQUESTS_PER_IP = 10;
const RESEND_WINDOW_MS = 60 * MINUTE;
/** Tries of a code that may wait their turn per key; more are turned away uncompared. */
const CODE_TRIES_IN_LINE = 3;

function whole(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number) {
  const raw = env[name];
  if (raw === undefined || raw === '') {
    return fallback;
  }
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

/** Reads the registration limits from the environment; a bad value stops start-up with its name. */
export function registrationLimitsFromEnv(env: NodeJS.ProcessEnv): RegistrationLimitsConfig {
  return {
    registrationsPerIp: whole(env, 'REGISTRATIONS_PER_IP', 10, 1, 1_000_000),
    registrationWindowMs: whole(env, 'REGISTRATION_WINDOW_MINUTES', 10, 1, 24 * 60) * MINUTE,
    codeFailuresPerIp: whole(env, 'COMPETITOR_CODE_FAILURES_PER_IP', 20, 1, 100_000),
    codeFailuresPerEmail: whole(env, 'COMPETITOR_CODE_FAILURES_PER_EMAIL', 5, 1, 1000),
    codeWindowMs: whole(env, 'COMPETITOR_CODE_WINDOW_MINUTES', 15, 1, 24 * 60) * MINUTE,
    codePaceMs: whole(env, 'COMPETITOR_CODE_PACE_SECONDS', 10, 1, 3600) * 1000,
  };
}

/** The email as a limit key: trimmed and lower case, as typed variants are one inbox. */
export const emailKey = (email: string) => email.trim().toLowerCase();

/** Wrong codes per email from one address: a bucket of the limit_attempts table. */
const CODE_PAIR_BUCKET = 'code-email-ip';
/**
 * Which emails an address tried a code for in the last day, never limiting by itself: only
 * a first try of an email from an address is spared its address's pace, so a guesser
 * spreading over many emails gets one such try per email a day, not one per window.
 */
const CODE_SEEN_BUCKET = 'code-email-ip-seen';
const SEEN_RULE = { max: Number.MAX_SAFE_INTEGER, windowMs: 24 * 60 * MINUTE, paceMs: 0 };
/** The pair's key: the address first, which has no space, so no two pairs share a key. */
const pairKey = (address: string, email: string) => `${address} ${emailKey(email)}`;

/** The registration routes' windows: each a bucket of the limit_attempts table. */
const RESEND_RULE: WindowRule = { max: RESEND_REQUESTS_PER_IP, windowMs: RESEND_WINDOW_MS };
const CODE_MAIL_RULE: WindowRule = { max: CODE_MAILS_PER_EMAIL, windowMs: RESEND_WINDOW_MS };

/**
 * Every limit of the registration routes, counted in the account database so
 * that each holds whichever server process a request reaches (ADR 006). Each
 * `take…` counts in the same transaction that checks, so requests sent at
 * once, to one process or several, cannot get past a limit.
 */
export class RegistrationLimits {
  private readonly windows: LimitWindows;

  constructor(
    readonly config: RegistrationLimitsConfig,
    sql: SqlClient,
    now: () => number = () => Date.now(),
  ) {
    this.windows = new LimitWindows(sql, now);
  }

  /**
   * One anonymous registration from `ip`; it stays counted whatever its
   * outcome. Its command id counts once: a double tap or a retry of the
   * same registration, sent at once or later, takes nothing more.
   */
  takeRegistration(ip: string, commandId: string): Promise<Reservation> {
    const { registrationsPerIp: max, registrationWindowMs: windowMs } = this.config;
    return this.windows.reserve([{ bucket: 'registration-ip', key: ip, rule: { max, windowMs } }], {
      bucket: 'registration-command',
      key: commandId,
      windowMs,
    });
  }

  /**
   * One try of a competitor code for `email` from `ip`, booked before the
   * code is compared (docs/security.md, "Competitor codes and strangers").
   * Under the limits it is made at once. Once the email has
   * `codeFailuresPerEmail` wrong codes from this address, a try waits its
   * turn, one per `codePaceMs`; once the address has `codeFailuresPerIp`
   * across emails, so do its tries for every email it tried in the last
   * day, but not a first try of an email, so a stranger on a shared address
   * holds back no other dancer there. Release it and clear the pair when the
   * code was right.
   */
  bookCodeAttempt(ip: string, email: string): Promise<Booking> {
    const { codeFailuresPerEmail, codeFailuresPerIp, codeWindowMs, codePaceMs } = this.config;
    const address = addressKey(ip);
    const pair = pairKey(address, email);
    return this.windows.book(
      [
        { bucket: CODE_SEEN_BUCKET, key: pair, rule: SEEN_RULE },
        {
          bucket: CODE_PAIR_BUCKET,
          key: pair,
          rule: { max: codeFailuresPerEmail, windowMs: codeWindowMs, paceMs: codePaceMs },
        },
        {
          bucket: 'code-ip',
          key: address,
          rule: { max: codeFailuresPerIp, windowMs: codeWindowMs, paceMs: codePaceMs },
          onlyAfterFirst: true,
        },
      ],
      CODE_TRIES_IN_LINE * codePaceMs,
    );
  }

  /** A right code for `email` from `ip`: that pair's wrong codes no longer count. */
  async clearCodeAttempts(ip: string, email: string): Promise<void> {
    const pair = pairKey(addressKey(ip), email);
    await this.windows.clear(CODE_PAIR_BUCKET, pair);
    await this.windows.clear(CODE_SEEN_BUCKET, pair);
  }

  /** One "mail me my code again" request from `ip`. */
  takeResendRequest(ip: string): Promise<Reservation> {
    return this.windows.reserve([{ bucket: 'resend-ip', key: ip, rule: RESEND_RULE }]);
  }

  /** Whether one more code mail may go to `email` (counted when it may). */
  async takeCodeMail(email: string): Promise<boolean> {
    const reservation = await this.windows.reserve([
      { bucket: 'code-mail', key: emailKey(email), rule: CODE_MAIL_RULE },
    ]);
    return reservation.admitted;
  }
}
