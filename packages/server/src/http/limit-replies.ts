import type { FastifyReply } from 'fastify';
import { HashingBusy } from '../accounts/hash-queue';

/** "2 minutes", "1 minute": how long a rate-limited person waits, rounded up. */
export function waitInWords(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * 429 with Retry-After and the wait in words. The code lets the sign-in
 * form say how to get in at once (a reset link by email, or an owner).
 */
export function sendTooManyAttempts(reply: FastifyReply, retryAfterMs: number) {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return reply
    .code(429)
    .header('retry-after', String(seconds))
    .send({
      error:
        seconds < 60
          ? `too many attempts, try again in ${seconds} second${seconds === 1 ? '' : 's'}`
          : `too many attempts, try again in ${waitInWords(retryAfterMs)}`,
      code: 'too-many-attempts',
      retryAfterSeconds: seconds,
    });
}

/**
 * Runs `work`; when the password hashing queue is full, answers 503 with
 * Retry-After instead (and returns undefined), so a flood of sign-ins
 * cannot make everything else wait.
 */
export async function unlessBusy<T>(
  reply: FastifyReply,
  work: () => Promise<T>,
): Promise<T | undefined> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HashingBusy) {
      void sendBusy(reply, error);
      return undefined;
    }
    throw error;
  }
}

/** 503 with Retry-After: the password hashing queue is full. */
export function sendBusy(reply: FastifyReply, busy: HashingBusy) {
  return reply
    .code(503)
    .header('retry-after', String(busy.retryAfterSeconds))
    .send({ error: busy.message, code: 'busy', retryAfterSeconds: busy.retryAfterSeconds });
}
