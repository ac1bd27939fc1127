// The spectators of bench/live-spectators.ts: a second process holding N
// WebSocket connections to /api/realtime, each watching the public view like
// a phone on /live. Started by the benchmark with an IPC channel; it reports
// when every client has its snapshot, then the moment each one receives the
// change that carries the posted result.
import WebSocket from 'ws';

interface Start {
  type: 'start';
  url: string;
  origin: string;
  clients: number;
  /** Text only the change that posts the benchmark's final contains. */
  marker: string;
}

const OPEN_AT_ONCE = 250;

function send(message: Record<string, unknown>): void {
  process.send?.(message);
}

/** Opens one spectator; resolves when its snapshot has arrived. */
function spectator(start: Start, marker: Buffer, received: (at: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(start.url, { headers: { origin: start.origin } });
    let ready = false;
    let done = false;
    socket.on('open', () => socket.send(JSON.stringify({ type: 'subscribe', audience: 'public' })));
    socket.on('message', (data: Buffer) => {
      if (!ready) {
        ready = true;
        resolve();
        return;
      }
      // A byte search, not JSON.parse: the client's own work must not count as server latency.
      if (!done && data.includes(marker)) {
        done = true;
        received(performance.timeOrigin + performance.now());
      }
    });
    socket.on('error', reject);
  });
}

process.on('message', (message: Start) => {
  if (message.type !== 'start') {
    return;
  }
  void (async () => {
    const marker = Buffer.from(message.marker);
    const times: number[] = [];
    const received = (at: number) => {
      times.push(at);
      if (times.length === message.clients) {
        send({ type: 'received', times });
      }
    };
    for (let opened = 0; opened < message.clients; opened += OPEN_AT_ONCE) {
      const batch = Math.min(OPEN_AT_ONCE, message.clients - opened);
      await Promise.all(Array.from({ length: batch }, () => spectator(message, marker, received)));
    }
    send({ type: 'ready' });
  })().catch((error: unknown) => {
    send({ type: 'failed', error: String(error) });
  });
});
