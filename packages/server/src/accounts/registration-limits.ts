import { AttemptWindow, reserveAll, type Reservation } from './attempt-window';

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

/**
 * Every limit of the registration routes, in memory per process (ADR 006).
 * Each `take…` counts before the caller awaits anything, so parallel
 * requests cannot get past a limit.
 */
export class RegistrationLimits {
  private readonly registrations: AttemptWindow;
  private readonly codesByIp: AttemptWindow;
  private readonly codesByEmail: AttemptWindow;
  private readonly resendsByIp: AttemptWindow;
  private readonly codeMails: AttemptWindow;

  constructor(
    readonly config: RegistrationLimitsConfig,
    now: () => number = () => Date.now(),
  ) {
    this.registrations = new AttemptWindow(
      { max: config.registrationsPerIp, windowMs: config.registrationWindowMs },
      now,
    );
    this.codesByIp = new AttemptWindow(
      { max: config.codeFailuresPerIp, windowMs: config.codeWindowMs },
      now,
    );
    this.codesByEmail = new AttemptWindow(
      { max: config.codeFailuresPerEmail, windowMs: config.codeWindowMs },
      now,
    );
    this.resendsByIp = new AttemptWindow(
      { max: RESEND_REQUESTS_PER_IP, windowMs: RESEND_WINDOW_MS },
      now,
    );
    this.codeMails = new AttemptWindow(
      { max: CODE_MAILS_PER_EMAIL, windowMs: RESEND_WINDOW_MS },
      now,
    );
  }

  /** One anonymous registration from `ip`; it stays counted whatever its outcome. */
  takeRegistration(ip: string): Reservation {
    return this.registrations.reserve(ip);
  }

  /**
   * One try of a competitor code, from `ip` for `email`. Release it when the
   * code was right: only wrong codes use up the budget, so a dancer's own
   * edits are never held back.
   */
  takeCodeAttempt(ip: string, email: string): Reservation {
    return reserveAll([
      () => this.codesByEmail.reserve(emailKey(email)),
      () => this.codesByIp.reserve(ip),
    ]);
  }

  /** One "mail me my code again" request from `ip`. */
  takeResendRequest(ip: string): Reservation {
    return this.resendsByIp.reserve(ip);
  }

  /** Whether one more code mail may go to `email` (counted when it may). */
  takeCodeMail(email: string): boolean {
    return this.codeMails.reserve(emailKey(email)).admitted;
  }
}
