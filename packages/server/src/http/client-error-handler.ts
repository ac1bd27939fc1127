import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyInstance } from 'fastify';

/** The methods we can tell from the first bytes of a request the parser gave up on. */
const METHOD = /^([A-Z]+) /;

function statusFor(code: string | undefined): number {
  if (code === 'HPE_HEADER_OVERFLOW') {
    return 431;
  }
  return code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
}

/**
 * Answers a request Node's HTTP parser refused before Fastify saw it (headers
 * over the 16 KB limit, a malformed request line, a request that took too
 * long), then closes the connection: the parser cannot find where the next
 * request would start. Fastify's default writes a JSON body even to a HEAD,
 * which the client then reads as the start of its next response.
 *
 * The method is read from the raw bytes Node hands over; those are the chunk
 * the parser stopped in, which for a long request may not be its start. So a
 * body goes only to a request known not to be a HEAD; any other gets none
 * (which is right for every method).
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: ConnectionError,
  socket: Socket,
): void {
  // A reset connection is gone already: nothing to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) {
    return;
  }
  const status = statusFor(error.code);
  const reason = STATUS_CODES[status] ?? 'Error';
  // A Buffer at run time, whatever Fastify's types say.
  const raw: unknown = error.rawPacket;
  const method = Buffer.isBuffer(raw)
    ? raw.subarray(0, 16).toString('latin1').match(METHOD)?.[1]
    : undefined;
  const body = method !== undefined && method !== 'HEAD' ? `${reason}\n` : '';
  this.log.debug({ err: error, status }, 'client error');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\n` +
        (body === '' ? '' : 'Content-Type: text/plain; charset=utf-8\r\n') +
        `Content-Length: ${body.length}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
