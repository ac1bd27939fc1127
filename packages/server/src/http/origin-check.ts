import type { FastifyRequest } from 'fastify';
import type { AccessOptions } from './authenticate';

/**
 * Whether a browser request comes from a page we serve (or an origin the
 * operator allowed). Requests without an Origin header come from scripts,
 * not from a page another site could have opened, so they pass; they still
 * need credentials for anything that changes data. The pages we serve are
 * those on the link origin (PUBLIC_URL: right behind a proxy that does not
 * pass the Host on) and those on the address the request came in on (a
 * browser cannot forge Host, and on a LAN without PUBLIC_URL that is how
 * staff reach the server).
 */
export function originAllowed(
  request: FastifyRequest,
  { allowedOrigins, links }: Pick<AccessOptions, 'allowedOrigins' | 'links'>,
): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) {
    return true;
  }
  const ownOrigin = `${request.protocol}://${request.host}`;
  return origin === links.origin || origin === ownOrigin || allowedOrigins.includes(origin);
}
