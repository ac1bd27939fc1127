import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export type Encoding = 'br' | 'gzip';

/**
 * A frame compressed once and shared by everyone who asks for it. Brotli at
 * quality 5 is quick enough for a view of megabytes (tens of milliseconds)
 * and small; gzip is what a browser can undo with `DecompressionStream`.
 */
export function compressFrame(frame: string, encoding: Encoding): Promise<Buffer> {
  const bytes = Buffer.from(frame);
  return encoding === 'br'
    ? brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipped(bytes, { level: 6 });
}

/**
 * `frame` compressed in `encoding`, once: kept in `cache` and shared by every
 * reader; a failure is not kept, so the next reader tries again.
 */
export function compressedOnce(
  cache: Map<Encoding, Promise<Buffer>>,
  frame: string,
  encoding: Encoding,
): Promise<Buffer> {
  let compressed = cache.get(encoding);
  if (!compressed) {
    compressed = compressFrame(frame, encoding);
    cache.set(encoding, compressed);
    compressed.catch(() => cache.delete(encoding));
  }
  return compressed;
}
