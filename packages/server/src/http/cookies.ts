import type { FastifyReply, FastifyRequest } from 'fastify';

type CookieKind = 'session' | 'judge' | 'known-browser';

const baseNames: Record<CookieKind, string> = {
  session: 'floorcraft-session',
  judge: 'floorcraft-judge',
  'known-browser': 'floorcraft-known-browser',
};

/** Cookies that outlive the browser session: a year, like the server-side rows behind them. */
const longLived = new Set<CookieKind>(['judge', 'known-browser']);

/**
 * Over HTTPS the cookie gets the `__Host-` prefix, which browsers only accept
 * with Secure, Path=/ and no Domain, so a sibling subdomain cannot plant or
 * read it. Plain HTTP (a laptop at the venue, local development) cannot use
 * the prefix, so the name there is the bare one.
 */
function cookieName(kind: CookieKind, secure: boolean): string {
  const base = baseNames[kind];
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
 * A judge tablet's cookie survives browser restarts for a year (until revoked),
 * and so does the known-browser cookie (the tokens of the accounts that
 * signed in on this browser, which spare it the lockouts strangers cause).
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
    ...(longLived.has(kind) ? { maxAge: 365 * 24 * 60 * 60 } : {}),
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

/** The known-browser tokens the browser sent (dot-separated in one cookie). */
export function readKnownBrowserTokens(request: FastifyRequest): string[] {
  return (readCookie(request, 'known-browser') ?? '')
    .split('.')
    .filter((token) => /^[\w-]{20,64}$/.test(token))
    .slice(0, 16);
}

/** Stores the tokens of the accounts this browser is known to (see KnownBrowserStore). */
export function setKnownBrowserTokens(
  request: FastifyRequest,
  reply: FastifyReply,
  tokens: readonly string[],
): void {
  setCookie(request, reply, 'known-browser', tokens.join('.'));
}
