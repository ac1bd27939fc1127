import { ApiError } from './api-error';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Called when the server says the session is over while the user is working.
 * Resolves once they have signed in again (the request is then retried), or
 * rejects if they give up. Set by the session store.
 */
let onSignedOut: (() => Promise<void>) | undefined;

export function handleSignedOutWith(handler: () => Promise<void>): void {
  onSignedOut = handler;
}

async function send(method: Method, path: string, body: unknown): Promise<Response> {
  return fetch(path, {
    method,
    credentials: 'same-origin',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The body as JSON; a page that is not JSON (a proxy's error page) reads as empty. */
function jsonOf(text: string): unknown {
  try {
    return text ? JSON.parse(text) : {};
  } catch {
    return {};
  }
}

async function parse<T>(response: Response): Promise<T> {
  const json = jsonOf(await response.text());
  if (response.ok) {
    return json as T;
  }
  const body = json as { error?: string; code?: string; retryAfterSeconds?: number };
  throw new ApiError(
    response.status,
    body.error ?? `the server answered ${response.status}`,
    body.code,
    body.retryAfterSeconds,
  );
}

/**
 * Sends once; when a signed-in user's session has ended (idle timeout,
 * sign-out elsewhere), asks them to sign in again in place and sends once
 * more, so a form they were filling in keeps what they typed.
 */
async function withSignInAgain<T>(path: string, sendOnce: () => Promise<Response>): Promise<T> {
  const response = await sendOnce();
  if (response.status === 401 && onSignedOut && !path.startsWith('/api/auth/')) {
    const clone = response.clone();
    const code = ((await clone.json().catch(() => ({}))) as { code?: string }).code;
    if (code === 'signed-out') {
      await onSignedOut();
      return parse<T>(await sendOnce());
    }
  }
  return parse<T>(response);
}

/** A JSON request to our server, asking to sign in again if the session has ended. */
export function api<T>(method: Method, path: string, body?: unknown): Promise<T> {
  return withSignInAgain<T>(path, () => send(method, path, body));
}

/** Sends a file as the raw request body (an upload), with the same sign-in-again retry. */
export function apiUpload<T>(path: string, file: Blob): Promise<T> {
  return withSignInAgain<T>(path, () =>
    fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': file.type },
      body: file,
    }),
  );
}

/** The base of a competition's API paths. */
export function competitionApi(slug: string): string {
  return `/api/competitions/${encodeURIComponent(slug)}`;
}
