import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The answer to an error no route turned into a reply of its own. Fastify's
 * default sends the error's message whatever it is, so a database error
 * (PostgreSQL's "invalid byte sequence for encoding…") or a file path
 * reached the client. A client error Fastify raised itself (malformed JSON,
 * a body over the limit, a wrong content type) keeps its status and its
 * message, which Fastify wrote for clients; anything else is a 500 that says
 * only that it happened, with the request id the server logged it under.
 */
export function serverErrorHandler(
  this: FastifyInstance,
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const status = error.statusCode;
  if (status !== undefined && status >= 400 && status < 500 && error.code?.startsWith('FST_')) {
    request.log.info({ err: error }, 'request refused');
    return reply.code(status).send({ error: error.message, code: error.code });
  }
  request.log.error({ err: error, requestId: request.id }, 'request failed');
  return reply.code(500).send({
    error: `something went wrong on the server (logged as ${request.id}); please try again`,
    code: 'server-error',
  });
}
