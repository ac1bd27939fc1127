// The spectators of the server benchmarks: a second process holding N
// WebSocket connections to /api/realtime, each watching the public view like
// a phone on /live. Started by a benchmark with an IPC channel; it reports
// when every client has its snapshot, then either the moment each one
// receives the change that carries a marker text (live-spectators.ts), or,
// asked with `until`, the moment each one holds a given version
// (ack-under-load.ts).
import WebSocket from 'ws';

interface Start {
  type: 'start';
  url: string;
  origin: string;
  clients: number;
  /** Text only the change the benchmark waits for contains. */
  marker?: string;
}

interface Until {
  type: 'until';
  version: number;
}

const OPEN_AT_ONCE = 250;
/** A frame's version is near its start: `{"type":"change",…,"from":1,"to":2,…`. */
const HEAD_BYTES = 200;

function send(message: Record<string, unknown>): void {
  process.send?.(message);
}

/** One spectator's connection and when each version reached it. */
interface Spectator {
  version: number;
  /** When the client first held each version it was sent, in arrival order. */
  arrivals: { version: number; at: number }[];
}

/** The version a snapshot or change frame brings, read from its head without parsing it all. */
function versionOf(data: Buffer): number | undefined {
  const head = data.subarray(0, HEAD_BYTES).toString('latin1');
  const match = /"(?:to|version)":(\d+)/.exec(head);
  return match ? Number(match[1]) : undefined;
}

/** Opens one spectator; resolves when its snapshot has arrived. */
function spectator(
  start: Start,
  marker: Buffer | undefined,
  received: (at: number) => void,
): Promise<Spectator> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(start.url, { headers: { origin: start.origin } });
    const state: Spectator = { version: 0, arrivals: [] };
    let ready = false;
    let done = false;
    socket.on('open', () => socket.send(JSON.stringify({ type: 'subscribe', audience: 'public' })));
    socket.on('message', (data: Buffer) => {
      // Byte searches, not JSON.parse: the client's own work must not count as server latency.
      const at = performance.timeOrigin + performance.now();
      const version = versionOf(data);
      if (version !== undefined && version > state.version) {
        state.version = version;
        state.arrivals.push({ version, at });
      }
      if (!ready) {
        ready = true;
        resolve(state);
        return;
      }
      if (marker && !done && data.includes(marker)) {
        done = true;
        received(at);
      }
    });
    socket.on('error', reject);
  });
}

const spectators: Spectator[] = [];
let waiting: Until | undefined;

/** Answers `until` once every spectator holds the version. */
function checkUntil(): void {
  if (!waiting) {
    return;
  }
  const target = waiting.version;
  if (spectators.some((client) => client.version < target)) {
    setTimeout(checkUntil, 20);
    return;
  }
  waiting = undefined;
  send({
    type: 'reached',
    times: spectators.map(
      (client) => client.arrivals.find((arrival) => arrival.version >= target)!.at,
    ),
  });
}

process.on('message', (message: Start | Until) => {
  if (message.type === 'until') {
    waiting = message;
    checkUntil();
    return;
  }
  if (message.type !== 'start') {
    return;
  }
  void (async () => {
    const marker = message.marker === undefined ? undefined : Buffer.from(message.marker);
    const times: number[] = [];
    const received = (at: number) => {
      times.push(at);
      if (times.length === message.clients) {
        send({ type: 'received', times });
      }
    };
    for (let opened = 0; opened < message.clients; opened += OPEN_AT_ONCE) {
      const batch = Math.min(OPEN_AT_ONCE, message.clients - opened);
      spectators.push(
        ...(await Promise.all(
          Array.from({ length: batch }, () => spectator(message, marker, received)),
        )),
      );
    }
    send({ type: 'ready' });
  })().catch((error: unknown) => {
    send({ type: 'failed', error: String(error) });
  });
});
