import { request } from 'node:http';

export interface HostReply {
  status: number;
  body: Record<string, unknown>;
}

/**
 * POSTs JSON (or GETs without a body) with the headers given, Host among them. node:http,
 * not fetch: fetch silently replaces a Host header with the URL's own.
 */
export function requestWithHost(
  url: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<HostReply> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: payload === undefined ? 'GET' : 'POST',
        headers:
          payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}
