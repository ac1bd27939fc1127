import type { SqlClient } from '../sql/sql-client';
import { LimitWindows, type Reservation, type WindowRule } from './limit-windows';

/** The limits on registration and on competitor codes (README: Configuration). */
export interface RegistrationLimitsConfig {
  /** Anonymous registrations from one address in the window. */
  registrationsPerIp: number;
  registrationWindowMs: number;
  /** Wrong competitor codes from one address in the window (any email). */
  codeFailuresPerIp: number;
  /** Wrong competitor codes for one email in the window (from anywhere). */
  codeFailuresPerEmail: number;
  codeWindowMs: number;
}

const MINUTE = 60_000;
/** Code mails per email: enough for a lost mail or two, not enough to flood an inbox. */
const CODE_MAILS_PER_EMAIL = 3;
/** Resend requests per address, whatever the email: stops one address mailing many inboxes. */
const RESEND_REQUESTS_PER_IP = 10;
const RESEND_WINDOW_MS = 60 * MINUTE;

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
  };
}

/** The email as a limit key: trimmed and lower case, as typed variants are one inbox. */
export const emailKey = (email: string) => email.trim().toLowerCase();

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
   * One try of a competitor code, from `ip` for `email`. Release it when the
   * code was right: only wrong codes use up the budget, so a dancer's own
   * edits are never held back.
   */
  takeCodeAttempt(ip: string, email: string): Promise<Reservation> {
    const { codeFailuresPerEmail, codeFailuresPerIp, codeWindowMs: windowMs } = this.config;
    return this.windows.reserve([
      { bucket: 'code-email', key: emailKey(email), rule: { max: codeFailuresPerEmail, windowMs } },
      { bucket: 'code-ip', key: ip, rule: { max: codeFailuresPerIp, windowMs } },
    ]);
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
