import type { FastifyReply } from 'fastify';
import { AccountError } from '../accounts/accounts';
import { AccountRefusal, type RefusalKind } from '../accounts/commands/account-refusal';
import { AttemptsLimited } from '../accounts/commands/attempts-limited';
import { HashingBusy } from '../accounts/hash-queue';
import { sendBusy, sendTooManyAttempts } from './limit-replies';

const statusOf: Record<RefusalKind, number> = {
  'not-found': 404,
  forbidden: 403,
  conflict: 409,
  invalid: 400,
};

/**
 * The reply to an account command that did not run to the end, the same for every account
 * route: its refusal as 404, 403, 409 or 400 with its message; any other AccountError (the
 * password policy) 400; too many attempts 429; a full hash queue 503. Anything else is a
 * fault and is thrown on to the server's error handler.
 */
export function replyToAccountFailure(error: unknown, reply: FastifyReply): FastifyReply {
  if (error instanceof AttemptsLimited) {
    return sendTooManyAttempts(reply, error.retryAfterMs);
  }
  if (error instanceof HashingBusy) {
    return sendBusy(reply, error);
  }
  if (error instanceof AccountRefusal) {
    return reply.code(statusOf[error.kind]).send({ error: error.message });
  }
  if (error instanceof AccountError) {
    return reply.code(400).send({ error: error.message });
  }
  throw error;
}
