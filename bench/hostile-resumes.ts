// The hostile client of `npm run bench:resume-flood`, in a process of its own
// so that receiving its answers does not slow the measuring process: sockets
// to /api/realtime that each send subscribes resuming from old versions,
// all at once, and report when every one is answered (or refused).
import WebSocket from 'ws';

interface Start {
  type: 'start';
  url: string;
  origin: string;
  epoch: string;
  /** One subscribe per version, each resuming from it. */
  versions: number[];
  /** Subscribes sent on one socket. */
  perSocket: number;
}

function send(message: Record<string, unknown>): void {
  process.send?.(message);
}

/** One socket, open; resolves once the server accepted it. */
function opened(start: Start): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(start.url, { headers: { origin: start.origin } });
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

let start: Start | undefined;
let sockets: WebSocket[] = [];

/** Sends every subscribe at once; answers when each has a frame back or its socket closed. */
function flood(): void {
  const { versions, perSocket, epoch } = start!;
  let answered = 0;
  /** Sockets the server closed before they had every answer, by close code. */
  const closedBy: Record<number, number> = {};
  let pending = versions.length;
  const settle = (count: number) => {
    pending -= count;
    if (pending === 0) {
      send({
        type: 'answered',
        at: performance.timeOrigin + performance.now(),
        answered,
        closedBy,
      });
    }
  };
  sockets.forEach((socket, index) => {
    const mine = versions.slice(index * perSocket, (index + 1) * perSocket);
    let waiting = mine.length;
    socket.on('message', () => {
      if (waiting > 0) {
        waiting -= 1;
        answered += 1;
        settle(1);
      }
    });
    socket.once('close', (code) => {
      if (waiting > 0) {
        closedBy[code] = (closedBy[code] ?? 0) + 1;
      }
      settle(waiting);
      waiting = 0;
    });
    for (const since of mine) {
      socket.send(JSON.stringify({ type: 'subscribe', audience: 'public', since, epoch }));
    }
  });
}

process.on('message', (message: Start | { type: 'flood' | 'stop' }) => {
  if (message.type === 'start') {
    start = message;
    const count = Math.ceil(message.versions.length / message.perSocket);
    void Promise.all(Array.from({ length: count }, () => opened(message))).then(
      (all) => {
        sockets = all;
        send({ type: 'ready' });
      },
      (error: unknown) => send({ type: 'failed', error: String(error) }),
    );
  } else if (message.type === 'flood') {
    flood();
  } else {
    sockets.forEach((socket) => socket.terminate());
    process.exit(0);
  }
});
