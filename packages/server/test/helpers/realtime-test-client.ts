import {
  serverMessageSchema,
  stepReplica,
  type Audience,
  type ClientMessage,
  type Replica,
  type ServerMessage,
} from '@floorcraft/domain';
import { gunzipSync } from 'node:zlib';
import WebSocket from 'ws';

/**
 * A Node client of the realtime protocol, folding messages with the same
 * `stepReplica` as the browser store, and keeping every raw frame so tests
 * can assert what actually crossed the wire.
 */
export class RealtimeTestClient {
  replica: Replica<unknown> | undefined;
  readonly frames: string[] = [];
  /** Bytes of every frame as it crossed the wire (compressed ones before decompressing). */
  readonly wireBytes: number[] = [];
  /** How many frames came compressed (binary, gzip). */
  binaryFrames = 0;
  readonly messages: ServerMessage[] = [];
  private socket: WebSocket | undefined;
  private closeCode: Promise<number> | undefined;
  private waiters: (() => void)[] = [];

  constructor(
    private readonly baseUrl: string,
    private readonly headers: Record<string, string> = {},
    /** `localAddress`: the loopback address to connect from, to act as another client address. */
    private readonly options: { localAddress?: string } = {},
  ) {}

  async connect(): Promise<void> {
    const socket = new WebSocket(`${this.baseUrl.replace(/^http/, 'ws')}/api/realtime`, {
      headers: this.headers,
      ...(this.options.localAddress ? { localAddress: this.options.localAddress } : {}),
    });
    this.socket = socket;
    this.closeCode = new Promise((resolve) => socket.once('close', (code) => resolve(code)));
    socket.on('message', (data, isBinary) => {
      const bytes = rawBuffer(data);
      this.wireBytes.push(bytes.length);
      if (isBinary) {
        this.binaryFrames += 1;
      }
      const frame = (isBinary ? gunzipSync(bytes) : bytes).toString('utf8');
      this.frames.push(frame);
      const message = serverMessageSchema.parse(JSON.parse(frame));
      this.messages.push(message);
      const step = stepReplica(this.replica, message);
      if (step.kind === 'updated') {
        this.replica = step.replica;
      } else if (step.kind === 'gap') {
        this.send({
          type: 'subscribe',
          audience: 'public',
          since: step.since,
          epoch: this.replica?.epoch,
        });
      }
      for (const wake of this.waiters.splice(0)) {
        wake();
      }
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
  }

  subscribe(
    audience: Audience = 'public',
    since?: number,
    competition?: string,
    /** `epoch`: the history `since` belongs to, by default the replica's. */
    options: { gzip?: boolean; epoch?: string } = {},
  ): void {
    const epoch = options.epoch ?? this.replica?.epoch;
    this.send({
      type: 'subscribe',
      audience,
      ...(since === undefined ? {} : { since }),
      ...(since === undefined || epoch === undefined ? {} : { epoch }),
      ...(competition ? { competition } : {}),
      ...(options.gzip ? { gzip: true } : {}),
    });
  }

  send(message: ClientMessage): void {
    this.socket?.send(JSON.stringify(message));
  }

  /**
   * Resolves when `predicate` holds after some message, or rejects after `timeoutMs`.
   * The default is generous because it only bounds a failure: on a loaded CI
   * machine a healthy server can take a second or two to answer.
   */
  async waitFor(predicate: () => boolean, timeoutMs = 8000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!predicate()) {
      const remaining = deadline - Date.now();
      if (remaining <= 0) {
        throw new Error(`timed out after ${timeoutMs} ms waiting for the realtime client`);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, remaining);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Resolves with the close code, e.g. 1008 when the server refuses the socket. */
  closed(): Promise<number> {
    if (!this.closeCode) {
      throw new Error('connect first');
    }
    return this.closeCode;
  }

  async close(): Promise<void> {
    const socket = this.socket;
    if (!socket || socket.readyState === WebSocket.CLOSED) {
      return;
    }
    await new Promise<void>((resolve) => {
      socket.once('close', () => resolve());
      socket.close();
    });
  }
}

/** A frame's payload as bytes, whichever of ws's buffer shapes it arrived in. */
function rawBuffer(data: WebSocket.RawData): Buffer {
  if (Array.isArray(data)) {
    return Buffer.concat(data);
  }
  return Buffer.isBuffer(data) ? data : Buffer.from(new Uint8Array(data));
}

/**
 * A spectator on `url`: connected, subscribed to the public view, and holding
 * its first snapshot. Added to `opened` first, so the test closes it even if
 * it never gets that far.
 */
export async function watchingClient(
  url: string,
  opened: RealtimeTestClient[],
): Promise<RealtimeTestClient> {
  const client = new RealtimeTestClient(url);
  opened.push(client);
  await client.connect();
  client.subscribe();
  await client.waitFor(() => client.replica !== undefined);
  return client;
}

/** The fullName in a public or staff view held by a replica. */
export function fullNameOf(replica: Replica<unknown> | undefined): string | undefined {
  const view = replica?.view as { metadata?: { fullName?: string } } | undefined;
  return view?.metadata?.fullName;
}
