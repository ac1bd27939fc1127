import type { FastifyRequest } from 'fastify';

/**
 * Whether a browser request comes from a page we serve (or an origin the
 * operator allowed). Requests without an Origin header come from scripts,
 * not from a page another site could have opened, so they pass; they still
 * need credentials for anything that changes data.
 */
export function originAllowed(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) {
    return true;
  }
  const ownOrigin = `${request.protocol}://${request.host}`;
  return origin === ownOrigin || allowedOrigins.includes(origin);
}
