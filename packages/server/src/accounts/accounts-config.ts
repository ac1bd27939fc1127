import { passwordPolicySchema, type PasswordPolicy } from '@floorcraft/domain';
import { DEFAULT_HASH_COST } from './password-hash';

export interface AccountsConfig {
  /** log2 of scrypt's N. */
  passwordHashCost: number;
  /** Password hashes running at once, server-wide. */
  passwordHashConcurrency: number;
  /** Password hashes waiting for a place; beyond them a request gets 503 and Retry-After. */
  passwordHashQueue: number;
  passwordPolicy: PasswordPolicy;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  /** Wrong passwords for one account from one address (browsers not known to it). */
  signInFailuresPerAccount: number;
  /** Wrong passwords from one address, any account (browsers not known to it). */
  signInFailuresPerIp: number;
  /** Wrong passwords for one account from anywhere before each further try waits 1, 2, 4 … s. */
  signInSlowDownAfter: number;
  signInWindowMs: number;
  /** The account created on first start, when the database has none. */
  ownerEmail: string;
  /** Where mailed and shown links point; unset means the server's own listening origin (http/link-origin.ts). */
  publicUrl: string | undefined;
}

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

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') {
    return fallback;
  }
  if (raw !== 'true' && raw !== 'false') {
    throw new Error(`${name} must be true or false, got "${raw}"`);
  }
  return raw === 'true';
}

const MINUTE = 60_000;

/** Account, session and sign-in settings from the environment (README: Configuration). */
export function accountsConfigFromEnv(env: NodeJS.ProcessEnv): AccountsConfig {
  const maxLength = env.PASSWORD_MAX_LENGTH;
  const policy = passwordPolicySchema.safeParse({
    minLength: whole(env, 'PASSWORD_MIN_LENGTH', 8, 6, 128),
    maxLength: maxLength === undefined || maxLength === '' ? 256 : Number(maxLength),
    requireLowercase: flag(env, 'PASSWORD_REQUIRE_LOWERCASE', false),
    requireUppercase: flag(env, 'PASSWORD_REQUIRE_UPPERCASE', false),
    requireNumeric: flag(env, 'PASSWORD_REQUIRE_NUMERIC', false),
    requireNonAlphanumeric: flag(env, 'PASSWORD_REQUIRE_NON_ALPHANUMERIC', false),
    refuseCommon: flag(env, 'PASSWORD_REFUSE_COMMON', true),
  });
  if (!policy.success) {
    throw new Error(
      `PASSWORD_MAX_LENGTH must be a whole number from 8 to 1024, got "${maxLength}"`,
    );
  }
  const ownerEmail = (env.OWNER_EMAIL ?? 'owner@example.org').trim();
  if (!/^[^\s@]+@[^\s@]+$/.test(ownerEmail)) {
    throw new Error(`OWNER_EMAIL must be an email address, got "${ownerEmail}"`);
  }
  const publicUrl = env.PUBLIC_URL?.trim().replace(/\/+$/, '');
  if (publicUrl && !/^https?:\/\/[^/]+$/.test(publicUrl)) {
    throw new Error(`PUBLIC_URL must look like https://example.org, got "${publicUrl}"`);
  }
  return {
    passwordHashCost: whole(env, 'PASSWORD_HASH_COST', DEFAULT_HASH_COST, 10, 20),
    passwordHashConcurrency: whole(env, 'PASSWORD_HASH_CONCURRENCY', 2, 1, 64),
    passwordHashQueue: whole(env, 'PASSWORD_HASH_QUEUE', 16, 0, 10_000),
    passwordPolicy: policy.data,
    sessionIdleMs: whole(env, 'SESSION_IDLE_MINUTES', 240, 1, 60 * 24 * 30) * MINUTE,
    sessionAbsoluteMs: whole(env, 'SESSION_MAX_HOURS', 168, 1, 24 * 365) * 60 * MINUTE,
    signInFailuresPerAccount: whole(env, 'SIGN_IN_MAX_FAILURES_PER_ACCOUNT', 5, 1, 1000),
    signInFailuresPerIp: whole(env, 'SIGN_IN_MAX_FAILURES_PER_IP', 20, 1, 100_000),
    signInSlowDownAfter: whole(env, 'SIGN_IN_SLOW_DOWN_AFTER', 10, 1, 100_000),
    signInWindowMs: whole(env, 'SIGN_IN_WINDOW_MINUTES', 15, 1, 24 * 60) * MINUTE,
    ownerEmail,
    publicUrl: publicUrl || undefined,
  };
}
