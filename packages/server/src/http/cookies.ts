import type { FastifyReply, FastifyRequest } from 'fastify';

type CookieKind = 'session' | 'judge';

/**
 * Over HTTPS the cookie gets the `__Host-` prefix, which browsers only accept
 * with Secure, Path=/ and no Domain, so a sibling subdomain cannot plant or
 * read it. Plain HTTP (a laptop at the venue, local development) cannot use
 * the prefix, so the name there is the bare one.
 */
function cookieName(kind: CookieKind, secure: boolean): string {
  const base = kind === 'session' ? 'floorcraft-session' : 'floorcraft-judge';
  return secure ? `__Host-${base}` : base;
}

function isSecure(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

/** The token of a cookie, whichever of its two names the browser sent. */
export function readCookie(request: FastifyRequest, kind: CookieKind): string | undefined {
  const cookies = request.cookies;
  return cookies[cookieName(kind, true)] ?? cookies[cookieName(kind, false)];
}

/**
 * HttpOnly: scripts (and so injected scripts) cannot read it. SameSite=Lax:
 * other sites cannot make the browser send it with their POSTs. The session
 * cookie lives as long as the browser; the server decides when it is over.
 * A judge tablet's cookie survives browser restarts for a year (until revoked).
 */
export function setCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  kind: CookieKind,
  token: string,
): void {
  reply.setCookie(cookieName(kind, isSecure(request)), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(request),
    ...(kind === 'judge' ? { maxAge: 365 * 24 * 60 * 60 } : {}),
  });
}

export function clearCookie(request: FastifyRequest, reply: FastifyReply, kind: CookieKind): void {
  reply.clearCookie(cookieName(kind, isSecure(request)), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(request),
  });
}
