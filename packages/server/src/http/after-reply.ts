import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MailQueue } from '../mail/mail-queue';

/** How long shutdown waits for work still queued after its reply. */
const DRAIN_MS = 5000;

/** Runs work after a request's reply: it never delays the answer nor shows in its timing. */
export type AfterReply = (request: FastifyRequest, what: string, work: () => Promise<void>) => void;

/**
 * Work left after the reply (mails), run by the app's one mail queue (ADR
 * 026), its failure logged with the request; shutdown runs what is still
 * queued, for a while, so a registration's code mail is not cut off by a
 * restart.
 */
export function workAfterReply(app: FastifyInstance, queue: MailQueue): AfterReply {
  app.addHook('onClose', () => queue.drain(DRAIN_MS));
  return (request, what, work) =>
    queue.add(work, (error: unknown) => request.log.error({ err: error }, `${what} failed`));
}
