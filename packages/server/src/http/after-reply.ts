import type { FastifyInstance, FastifyRequest } from 'fastify';

/** How long shutdown waits for work still running after its reply. */
const DRAIN_MS = 5000;

/** Runs work after a request's reply: it never delays the answer nor shows in its timing. */
export type AfterReply = (request: FastifyRequest, what: string, work: () => Promise<void>) => void;

/**
 * Work queued after the reply (mails), started on the next turn of the event
 * loop, its failure logged; shutdown waits a little for what is still
 * running, so a registration's code mail is not cut off by a restart.
 */
export function workAfterReply(app: FastifyInstance): AfterReply {
  const running = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.race([
      Promise.allSettled([...running]),
      new Promise((resolve) => setTimeout(resolve, DRAIN_MS).unref()),
    ]);
  });
  return (request, what, work) => {
    const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) => request.log.error({ err: error }, `${what} failed`))
      .finally(() => running.delete(task));
    running.add(task);
  };
}
