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

async function parse<T>(response: Response): Promise<T> {
  const text = await response.text();
  const json: unknown = text ? JSON.parse(text) : {};
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
 * A JSON request to our server. When a signed-in user's session has ended
 * (idle timeout, sign-out elsewhere), it asks them to sign in again in place
 * and retries once, so a form they were filling in keeps what they typed.
 */
export async function api<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const response = await send(method, path, body);
  if (response.status === 401 && onSignedOut && !path.startsWith('/api/auth/')) {
    const clone = response.clone();
    const code = ((await clone.json().catch(() => ({}))) as { code?: string }).code;
    if (code === 'signed-out') {
      await onSignedOut();
      return parse<T>(await send(method, path, body));
    }
  }
  return parse<T>(response);
}

/** The base of a competition's API paths. */
export function competitionApi(slug: string): string {
  return `/api/competitions/${encodeURIComponent(slug)}`;
}
