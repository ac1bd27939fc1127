import { rawRequest, type RawReply } from './raw-request';

export type HostReply = RawReply;

/** POSTs JSON (or GETs without a body) with the headers given, Host among them. */
export function requestWithHost(
  url: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<HostReply> {
  return rawRequest(url, { headers, body });
}
