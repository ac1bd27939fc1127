import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import WebSocket from 'ws';

/** How long a healthy client has to answer the close before its connection is cut. */
const CLOSE_GRACE_MS = 1000;
/** At most one log line per this long for broken frames; the rest are counted. */
const ERROR_LOG_INTERVAL_MS = 10_000;
/** Going away: the code browsers report when a server shuts down. */
const CLOSE_GOING_AWAY = 1001;

/**
 * Ends every realtime socket at shutdown without waiting on phones that
 * stopped reading. A socket with unsent frames is cut at once: a client
 * that has not read them will not read the close either. The others get a
 * close frame, and are cut if they do not answer within a second (ws would
 * wait 30 s for each, and a 10 s container stop then ends in SIGKILL).
 */
export async function closeSocketsPromptly(this: FastifyInstance): Promise<void> {
  const server = this.websocketServer;
  await Promise.all(
    [...server.clients].map(
      (client) =>
        new Promise<void>((resolve) => {
          if (client.readyState === WebSocket.CLOSED) {
            resolve();
            return;
          }
          client.once('close', () => resolve());
          if (client.bufferedAmount > 0) {
            client.terminate();
            return;
          }
          client.close(CLOSE_GOING_AWAY, 'server restarting');
          setTimeout(() => client.terminate(), CLOSE_GRACE_MS).unref();
        }),
    ),
  );
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

/**
 * A broken frame from a client (bad UTF-8, reserved bits, too large) ends
 * its socket. One line says so, at most every ten seconds with a count of
 * the others: a stack trace per frame would let any client fill the log.
 */
export function socketErrorLogger(
  logger: FastifyBaseLogger,
  now: () => number = Date.now,
): (error: Error & { code?: string }, socket: WebSocket) => void {
  let lastLogged = Number.NEGATIVE_INFINITY;
  let suppressed = 0;
  return (error, socket) => {
    socket.terminate();
    if (now() - lastLogged < ERROR_LOG_INTERVAL_MS) {
      suppressed += 1;
      return;
    }
    logger.warn(
      { code: error.code, reason: error.message, alsoSince: suppressed },
      'realtime socket closed on a broken frame',
    );
    lastLogged = now();
    suppressed = 0;
  };
}
