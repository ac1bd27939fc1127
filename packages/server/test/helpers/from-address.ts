import { rawRequest, type RawReply } from './raw-request';

/** A JSON reply as a test reads it. */
export type AddressReply = RawReply;

/**
 * POSTs JSON to the test server from the loopback address `address`
 * (127.0.0.2, 127.0.0.3 …): a real socket from another source address, so
 * the server sees another client without trusting any forwarded header.
 * The page's Origin is sent, as a browser on the site's own page does, with
 * any `headers` given (a forged X-Forwarded-For, say).
 */
export function postFrom(
  baseUrl: string,
  address: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<AddressReply> {
  return rawRequest(new URL(path, baseUrl).toString(), {
    body,
    localAddress: address,
    headers: { origin: baseUrl, ...headers },
  });
}
