import { request } from 'node:http';

/** A JSON reply as a test reads it. */
export interface RawReply {
  status: number;
  body: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
}

export interface RawRequestOptions {
  /** Sent as JSON with a POST; without it, a GET. */
  body?: unknown;
  /** Sent exactly as given, Host among them. */
  headers?: Record<string, string>;
  /** The loopback address the request leaves from (127.0.0.2 …), as another client would. */
  localAddress?: string;
}

/**
 * One HTTP request on a fresh connection (no agent, so requests sent at once really arrive
 * at once), through node:http rather than fetch: fetch silently replaces a Host header with
 * the URL's own and cannot choose the address a request leaves from.
 */
export function rawRequest(url: string, options: RawRequestOptions = {}): Promise<RawReply> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string | number> = { ...options.headers };
  if (payload !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = Buffer.byteLength(payload);
  }
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: payload === undefined ? 'GET' : 'POST',
        headers,
        agent: false,
        ...(options.localAddress ? { localAddress: options.localAddress } : {}),
      },
      (reply) => {
        let text = '';
        reply.setEncoding('utf8');
        reply.on('data', (chunk: string) => (text += chunk));
        reply.on('end', () =>
          resolve({
            status: reply.statusCode ?? 0,
            body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
            headers: reply.headers,
          }),
        );
        reply.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}
