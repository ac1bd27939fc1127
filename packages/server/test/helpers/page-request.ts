import { request } from 'node:http';

/** A page as the server sent it: the bytes as they came (compressed when asked) and as text. */
export interface PageReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** The body read as UTF-8 (meaningful when it was not compressed). */
  html: string;
}

/**
 * One GET on a fresh connection, through node:http rather than fetch: fetch
 * decodes a compressed answer, and the test compares what was on the wire.
 */
export function getPage(url: string, acceptEncoding?: string): Promise<PageReply> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { agent: false, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
      (reply) => {
        const chunks: Buffer[] = [];
        reply.on('data', (chunk: Buffer) => chunks.push(chunk));
        reply.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: reply.statusCode!,
            headers: reply.headers,
            body,
            html: body.toString(),
          });
        });
        reply.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const PAGE_DATA = /<script type="application\/json" id="floorcraft-page">(.*?)<\/script>/s;

/** A server-drawn page's inlined data (ADR 044), as the browser reads it to hydrate. */
export function pageDataOf(html: string): Record<string, unknown> {
  const [, json] = PAGE_DATA.exec(html) ?? [];
  if (json === undefined) {
    throw new Error(`no page data in ${html.slice(0, 200)}`);
  }
  return JSON.parse(json) as Record<string, unknown>;
}
