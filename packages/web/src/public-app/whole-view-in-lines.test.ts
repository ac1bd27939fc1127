import { afterEach, describe, expect, it, vi } from 'vitest';
import { linesOf, parseLinesInSteps } from './whole-view-in-lines';

afterEach(() => {
  vi.restoreAllMocks();
});

/** A response body handing over `chunks` one read at a time. */
function bodyOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) {
        controller.enqueue(chunk);
      }
      controller.close();
    },
  });
}

async function collect(lines: AsyncIterable<string>): Promise<string[]> {
  const all: string[] = [];
  for await (const line of lines) {
    all.push(line);
  }
  return all;
}

describe('a whole view read in lines', () => {
  it('reads lines split anywhere between chunks, a character’s bytes too', async () => {
    const text = '{"frame":1}\n{"name":"Inès Moreno"}\n{"name":"Zoë"}';
    const bytes = new TextEncoder().encode(text);
    const cut = bytes.indexOf(0xc3) + 1; // inside "è"
    const lines = await collect(
      linesOf(bodyOf([bytes.subarray(0, 5), bytes.subarray(5, cut), bytes.subarray(cut)])),
    );
    expect(lines).toEqual(['{"frame":1}', '{"name":"Inès Moreno"}', '{"name":"Zoë"}']);
  });

  it('decodes a megabyte handed over at once a slice at a time', async () => {
    const item = JSON.stringify({ name: 'x'.repeat(1000) });
    const text = Array.from({ length: 1000 }, () => item).join('\n');
    const decode = vi.spyOn(TextDecoder.prototype, 'decode');
    const lines = await collect(linesOf(bodyOf([new TextEncoder().encode(text)])));
    expect(lines).toHaveLength(1000);
    expect(lines.every((line) => line === item)).toBe(true);
    // 32 KB slices: no one call decodes the megabyte.
    expect(decode.mock.calls.length).toBeGreaterThan(30);
  });

  it('parses the frame and the items, yielding to the browser whenever a step runs long', async () => {
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += 2));
    const timeout = vi.spyOn(globalThis, 'setTimeout');
    const lines = [
      '{"type":"snapshot"}',
      ...Array.from({ length: 10 }, (_, item) => `{"item":${item}}`),
    ];
    const { frame, items } = await parseLinesInSteps(lines);
    expect(frame).toEqual({ type: 'snapshot' });
    expect(items).toEqual(Array.from({ length: 10 }, (_, item) => ({ item })));
    // Each line "takes" 2 ms against a 5 ms step: a yield every few lines.
    expect(timeout.mock.calls.length).toBeGreaterThanOrEqual(3);
  });
});
