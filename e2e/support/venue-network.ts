import net from 'node:net';

/**
 * The venue's network between one tablet and the server: a TCP relay on a port of its own that
 * the test can cut and restore, as the hall's Wi-Fi drops and comes back. Chromium's emulated
 * offline does not reach a service worker started while it is on (Playwright applies it to the
 * worker's session a moment after the worker runs), so a tablet reloaded offline could still
 * reach the server through its offline app shell; a cut relay reaches nothing, like real Wi-Fi.
 */
export interface VenueNetwork {
  /** The origin the tablet opens instead of the server's own. */
  origin: string;
  /** The Wi-Fi drops: open connections break and new ones are refused. */
  cut(): void;
  /** The Wi-Fi is back: new connections reach the server again. */
  restore(): void;
  close(): Promise<void>;
}

export async function venueNetwork(serverPort: number): Promise<VenueNetwork> {
  const open = new Set<net.Socket>();
  let down = false;
  const relay = net.createServer((client) => {
    if (down) {
      client.destroy();
      return;
    }
    const upstream = net.connect(serverPort, '127.0.0.1');
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const { port } = relay.address() as net.AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    cut() {
      down = true;
      for (const socket of open) {
        socket.destroy();
      }
    },
    restore() {
      down = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) {
          socket.destroy();
        }
        relay.close(() => resolve());
      }),
  };
}
