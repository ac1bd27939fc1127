import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_SLUG } from './helpers/accounts';
import { startTestServer, type TestServer } from './helpers/start-test-server';

let server: TestServer | undefined;
const sockets: net.Socket[] = [];

afterEach(async () => {
  sockets.splice(0).forEach((socket) => socket.destroy());
  await server?.dispose();
  server = undefined;
});

/**
 * A phone that opened the live view and then stopped reading: the upgrade
 * completes, it subscribes, and it never reads or answers anything again.
 */
async function frozenPhone(url: string): Promise<net.Socket> {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  socket.write(
    [
      'GET /api/realtime HTTP/1.1',
      `Host: ${hostname}:${port}`,
      'Upgrade: websocket',
      'Connection: Upgrade',
      'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
      'Sec-WebSocket-Version: 13',
      `Origin: ${url}`,
      '',
      '',
    ].join('\r\n'),
  );
  await new Promise<void>((resolve) => {
    socket.once('data', (data) => {
      expect(data.toString('latin1')).toMatch(/^HTTP\/1\.1 101/);
      resolve();
    });
  });
  // A masked text frame, as clients must send: {"type":"subscribe","audience":"public"}.
  const payload = Buffer.from(JSON.stringify({ type: 'subscribe', audience: 'public' }));
  const mask = Buffer.from([1, 2, 3, 4]);
  const masked = payload.map((byte, index) => byte ^ mask[index % 4]!);
  socket.write(Buffer.concat([Buffer.from([0x81, 0x80 | payload.length]), mask, masked]));
  socket.pause();
  return socket;
}

describe('shutdown with phones that stopped reading', () => {
  it('closes 20 frozen sockets at once instead of waiting 30 s for each to answer', async () => {
    server = await startTestServer();
    for (let phone = 0; phone < 20; phone += 1) {
      await frozenPhone(server.url);
    }
    // Every phone subscribed: its snapshot went out with the subscription (and sits unread).
    const channel = server.channels.channel(DEMO_SLUG, 'public')!;
    while (channel.size < 20) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    // Waiting 30 s for each would outlast the test's timeout; how long it takes is for bench/.
    await server.stop();
    // The server closed every socket: once read to the end, each phone sees it closed.
    await Promise.all(
      sockets.map(
        (socket) =>
          new Promise<void>((resolve) => {
            if (socket.closed) {
              resolve();
              return;
            }
            socket.once('close', () => resolve());
            socket.resume();
          }),
      ),
    );
    expect(sockets.every((socket) => socket.closed)).toBe(true);
  });
});
