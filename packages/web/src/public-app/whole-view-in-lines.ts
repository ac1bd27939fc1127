import {
  joinLongList,
  type PublicPageView,
  type Replica,
  type ServerMessage,
} from '@floorcraft/domain';
import { nextTask } from '../lib/tasks/next-task';

/**
 * How long one step of parsing may run before yielding: well under the
 * 50 ms a long task starts at, on a phone four times slower than a laptop.
 */
const STEP_MS = 5;

/**
 * Bytes decoded at a time: a response read at once (a fast network hands
 * over a megabyte in one chunk) is still decoded and split in slices, each
 * a step the parser may yield after.
 */
const SLICE_BYTES = 32 * 1024;

/** A response's lines as they arrive, decoded a slice at a time (never the whole body at once). */
export async function* linesOf(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let partial = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) {
      break;
    }
    for (let offset = 0; offset < value.length; offset += SLICE_BYTES) {
      // `stream`: a character split between two slices waits for its second half.
      const text = decoder.decode(value.subarray(offset, offset + SLICE_BYTES), { stream: true });
      const lines = (partial + text).split('\n');
      partial = lines.pop() ?? '';
      yield* lines;
    }
  }
  partial += decoder.decode();
  if (partial !== '') {
    yield partial;
  }
}

/**
 * Parses JSON lines as they arrive, yielding to the browser whenever a step
 * has run `STEP_MS`: the first line is the snapshot frame, the others its
 * long list's items (the server's snapshot-in-lines.ts).
 */
export async function parseLinesInSteps(
  lines: AsyncIterable<string> | Iterable<string>,
): Promise<{ frame: ServerMessage | undefined; items: unknown[] }> {
  let frame: ServerMessage | undefined;
  const items: unknown[] = [];
  let stepStarted = performance.now();
  for await (const line of lines) {
    if (performance.now() - stepStarted > STEP_MS) {
      await nextTask();
      stepStarted = performance.now();
    }
    if (frame === undefined) {
      frame = JSON.parse(line) as ServerMessage;
    } else {
      items.push(JSON.parse(line));
    }
  }
  return { frame, items };
}

/**
 * A page's whole view, for a page whose first HTML carried only its first
 * rows (`inlinedPart`): fetched over HTTP compressed (the socket is not), in
 * lines (`?lines=1`, the server's snapshot-in-lines.ts) parsed in steps as
 * they arrive, so /entries' thousands of couples never hold a phone's main thread in one
 * long task. The page then follows its channel from the replica's version.
 */
export async function fetchWholeView(slug: string, path: string): Promise<Replica<PublicPageView>> {
  const url = `/api/competitions/${encodeURIComponent(slug)}/views/page?page=${encodeURIComponent(path)}&lines=1`;
  const response = await fetch(url);
  if (!response.ok || !response.body) {
    throw new Error(`the whole view of ${path} could not be read: ${response.status}`);
  }
  const { frame, items } = await parseLinesInSteps(linesOf(response.body));
  if (frame?.type !== 'snapshot') {
    throw new Error(`expected a snapshot of ${path}, got "${frame?.type ?? 'nothing'}"`);
  }
  return {
    version: frame.version,
    epoch: frame.epoch,
    view: joinLongList(frame.view as PublicPageView, items),
  };
}
