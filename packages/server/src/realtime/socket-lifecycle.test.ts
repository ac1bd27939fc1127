import type { FastifyBaseLogger } from 'fastify';
import type WebSocket from 'ws';
import { describe, expect, it } from 'vitest';
import { socketErrorLogger } from './socket-lifecycle';

function fakeSocket() {
  return {
    terminated: 0,
    terminate() {
      this.terminated += 1;
    },
  };
}

describe('broken realtime frames', () => {
  it('end the socket and log one short line per ten seconds, counting the rest', () => {
    const lines: unknown[][] = [];
    const logger = {
      warn: (...args: unknown[]) => lines.push(args),
    } as unknown as FastifyBaseLogger;
    let clock = 0;
    const onError = socketErrorLogger(logger, () => clock);
    const sockets = Array.from({ length: 3000 }, fakeSocket);
    const broken = Object.assign(new RangeError('Invalid WebSocket frame: RSV1 must be clear'), {
      code: 'WS_ERR_UNEXPECTED_RSV_1',
    });
    sockets.forEach((socket) => onError(broken, socket as unknown as WebSocket));
    expect(sockets.every((socket) => socket.terminated === 1)).toBe(true);
    expect(lines).toHaveLength(1);
    clock = 10_000;
    onError(broken, fakeSocket() as unknown as WebSocket);
    expect(lines).toHaveLength(2);
    expect(lines[1]?.[0]).toEqual({
      code: 'WS_ERR_UNEXPECTED_RSV_1',
      reason: 'Invalid WebSocket frame: RSV1 must be clear',
      alsoSince: 2999,
    });
    // One line, no stack trace.
    expect(JSON.stringify(lines).length).toBeLessThan(400);
  });
});
