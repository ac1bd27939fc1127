import { request } from 'node:http';

/** A JSON reply as a test reads it. */
export interface AddressReply {
  status: number;
  body: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * POSTs JSON to the test server from the loopback address `address`
 * (127.0.0.2, 127.0.0.3 …): a real socket from another source address, so
 * the server sees another client without trusting any forwarded header.
 * The page's Origin is sent, as a browser on the site's own page does, with
 * any `headers` given (a forged X-Forwarded-For, say). A fresh connection each
 * time (no agent), so requests sent at once really arrive at once.
 */
export function postFrom(
  baseUrl: string,
  address: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<AddressReply> {
  const url = new URL(path, baseUrl);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: address,
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          origin: baseUrl,
          ...headers,
        },
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
    sent.on('error', reject);
    sent.end(payload);
  });
}
