import path from 'node:path';
import type { MailQueueTiming } from './mail-queue';

/** How the server sends mail. Without `smtp`, mail goes to files an operator can open instead. */
export interface MailConfig {
  smtp?: { host: string; port: number; secure: boolean; user?: string; pass?: string };
  /** The From header; it must be an address the SMTP relay accepts mail from. */
  from: string;
  /** Where mail is written when no SMTP server is configured, so a test or a small event still works. */
  outboxDir: string;
  /** The mail queue's waits before each job (ADR 026); tests lengthen them. Not an operator setting. */
  queue?: MailQueueTiming;
}

const defaultFrom = 'Floorcraft <no-reply@floorcraft.invalid>';
// 465 is SMTPS (TLS from the first byte); 587 is submission, upgraded by STARTTLS when offered.
const defaultSecurePort = 465;
const defaultSubmissionPort = 587;

/** Unset and empty are the same: an operator blanking a variable means "not set". */
function setting(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed === '' ? undefined : trimmed;
}

function flag(name: string, value: string | undefined): boolean {
  const text = setting(value);
  if (text === undefined || text === 'false') {
    return false;
  }
  if (text === 'true') {
    return true;
  }
  throw new Error(`${name} must be "true" or "false", got "${text}"`);
}

function portNumber(name: string, value: string | undefined, fallback: number): number {
  const text = setting(value);
  if (text === undefined) {
    return fallback;
  }
  const port = Number(text);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${name} must be a port number from 1 to 65535, got "${text}"`);
  }
  return port;
}

/**
 * Reads the mail settings from environment variables; a bad value stops start-up with its name,
 * rather than surfacing later as an invitation that never arrives.
 */
export function mailConfigFromEnv(env: NodeJS.ProcessEnv, dataDir: string): MailConfig {
  const host = setting(env.SMTP_HOST);
  const from = setting(env.MAIL_FROM) ?? defaultFrom;
  const outboxDir = path.join(dataDir, 'outbox');
  if (host === undefined) {
    return { from, outboxDir };
  }
  const secure = flag('SMTP_SECURE', env.SMTP_SECURE);
  const port = portNumber(
    'SMTP_PORT',
    env.SMTP_PORT,
    secure ? defaultSecurePort : defaultSubmissionPort,
  );
  const smtp: NonNullable<MailConfig['smtp']> = { host, port, secure };
  const user = setting(env.SMTP_USER);
  if (user !== undefined) {
    smtp.user = user;
    // A password may legitimately begin or end with spaces, so it is not trimmed.
    smtp.pass = env.SMTP_PASS;
  }
  return { smtp, from, outboxDir };
}
