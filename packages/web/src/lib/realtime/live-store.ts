import {
  stepReplica,
  type Audience,
  type ViewByAudience,
  type Replica,
  type ServerMessage,
} from '@floorcraft/domain';
import { Backoff, type BackoffPolicy } from './backoff';
import type { PageSignals } from './page-signals';

export type ConnectionStatus = 'connecting' | 'open' | 'closed';

/** The parts of the browser's WebSocket the store uses, so tests can pass a fake. */
export interface SocketLike {
  readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
}

export interface LiveStoreOptions {
  url: string;
  createSocket: (url: string) => SocketLike;
  /** Resolves the slug of the server's default competition (served at the root routes). */
  fetchDefaultSlug: () => Promise<string>;
  /**
   * A view's snapshot frame over HTTP, compressed (the socket is not):
   * fetched before subscribing, so the socket carries only changes.
   * Without it, or when it fails, the socket sends the snapshot.
   */
  fetchSnapshot?: (slug: string, audience: Audience) => Promise<ServerMessage>;
  /**
   * Turns a binary frame (gzip-compressed JSON) into its text. With it, the
   * store tells the server it can take snapshots compressed, which the
   * server sends when a resume cannot be answered with changes.
   */
  decompress?: (data: unknown) => Promise<string>;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  random?: () => number;
  /** Whether the page is shown, and when to try at once (browser-live-store.ts: `browserPage`). */
  page?: PageSignals;
}

const OPEN = 1;

/** A watched view: one audience of one competition (and for the page audience, one page). */
type ViewKey = `${string}\u0000${Audience}\u0000${string}`;
const keyOf = (slug: string, audience: Audience, page = ''): ViewKey =>
  `${slug}\u0000${audience}\u0000${page}`;
function parseKey(key: ViewKey): [string, Audience, string | undefined] {
  const [slug = '', audience, page = ''] = key.split('\u0000');
  return [slug, audience as Audience, page === '' ? undefined : page];
}
/**
 * A spectator's phone catches up within 2.5 s of the server's return while
 * the page is shown (a wait of 10 s made a 4 s outage cost 9 s); a hidden tab
 * waits up to 30 s, and tries at once when shown again or back online.
 */
const RECONNECT: BackoffPolicy = { firstMs: 500, visibleCapMs: 2_500, hiddenCapMs: 30_000 };

/**
 * The one client store of a tab: a single WebSocket, a replica of each
 * watched view (a competition's public view, or the staff view on signed-in
 * screens), and the connection status. Messages
 * are folded with the domain's `stepReplica`, the same rule the server's
 * tests use; a gap or a reconnect resubscribes with the version held, so
 * nothing is lost or applied twice. React reads it via useSyncExternalStore.
 */
export class LiveStore {
  private socket: SocketLike | undefined;
  private status: ConnectionStatus = 'connecting';
  private readonly replicas = new Map<ViewKey, Replica<unknown>>();
  private readonly errors = new Map<ViewKey, string>();
  private readonly watched = new Map<ViewKey, number>();
  /** Views whose HTTP snapshot is on its way, or failed (the socket sends it then). */
  private readonly fetchingSnapshot = new Set<ViewKey>();
  /** Frames waiting behind a compressed one that is being undone, in order. */
  private inbox: Promise<void> | undefined;
  private readonly snapshotFailed = new Set<ViewKey>();
  private readonly listeners = new Set<() => void>();
  private defaultSlug: string | undefined;
  private defaultSlugRequest: Promise<void> | undefined;
  private readonly backoff: Backoff;
  /** The timer of the reconnect waited for, while the socket is down. */
  private retryTimer: { handle: unknown } | undefined;
  private readonly setTimer: (callback: () => void, ms: number) => unknown;
  private readonly clearTimer: (handle: unknown) => void;

  constructor(private readonly options: LiveStoreOptions) {
    this.setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
    this.clearTimer =
      options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
    this.backoff = new Backoff(RECONNECT, options.random ?? Math.random);
    options.page?.onWake(() => this.retryNow());
  }

  /** For useSyncExternalStore: called on every change of anything the store holds. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getStatus = (): ConnectionStatus => this.status;

  /** The slug a route's competition resolves to: its own, or the server's default. */
  resolveSlug(slug: string | undefined): string | undefined {
    return slug ?? this.defaultSlug;
  }

  getReplica<A extends Audience = 'public'>(
    slug: string | undefined,
    audience: A = 'public' as A,
    page?: string,
  ): Replica<ViewByAudience[A]> | undefined {
    const resolved = this.resolveSlug(slug);
    return resolved === undefined
      ? undefined
      : (this.replicas.get(keyOf(resolved, audience, page)) as
          Replica<ViewByAudience[A]> | undefined);
  }

  /**
   * Holds a view that came with the page (a server-rendered page's inlined
   * view, ADR 044) as if the socket had sent it: watching it then subscribes
   * with its version, so the socket carries only what changed since.
   */
  seed<A extends Audience>(
    slug: string,
    audience: A,
    replica: Replica<ViewByAudience[A]>,
    page?: string,
  ): void {
    const key = keyOf(slug, audience, page);
    if (!this.replicas.has(key)) {
      this.replicas.set(key, replica);
      this.emit();
    }
  }

  /** Why the server refused a view (or a page's view, by its path), until it sends one. */
  getError(
    slug: string | undefined,
    audience: Audience = 'public',
    page?: string,
  ): string | undefined {
    const resolved = this.resolveSlug(slug);
    return resolved === undefined ? undefined : this.errors.get(keyOf(resolved, audience, page));
  }

  /**
   * Starts receiving one view of a competition (the default one for
   * `undefined`), the public view unless told otherwise, for the page
   * audience the page at `page`; returns a stop function.
   */
  watch(slug: string | undefined, audience: Audience = 'public', page?: string): () => void {
    this.ensureSocket();
    if (slug === undefined) {
      this.defaultSlugRequest ??= this.options.fetchDefaultSlug().then(
        (resolved) => {
          this.defaultSlug = resolved;
          this.emit();
        },
        () => {
          this.defaultSlugRequest = undefined; // retried by the next watch
        },
      );
    }
    let stop: (() => void) | undefined;
    let stopped = false;
    const start = (resolved: string) => {
      if (stopped) {
        return;
      }
      const key = keyOf(resolved, audience, page);
      this.watched.set(key, (this.watched.get(key) ?? 0) + 1);
      if (this.watched.get(key) === 1) {
        this.sendSubscribe(key);
      }
      stop = () => this.unwatch(key);
    };
    if (slug !== undefined) {
      start(slug);
    } else if (this.defaultSlug !== undefined) {
      start(this.defaultSlug);
    } else {
      void this.defaultSlugRequest?.then(() => {
        if (this.defaultSlug !== undefined) {
          start(this.defaultSlug);
        }
      });
    }
    return () => {
      stopped = true;
      stop?.();
    };
  }

  /**
   * Opens a new socket at once, keeping every watched view and the versions
   * held: after sign-in or sign-out the server must see the new credentials,
   * which it reads when the socket is opened.
   */
  reconnect(): void {
    const socket = this.socket;
    if (!socket) {
      return;
    }
    socket.onclose = null;
    socket.onmessage = null;
    this.socket = undefined;
    socket.close();
    // New credentials may be allowed what the old were refused.
    this.snapshotFailed.clear();
    for (const key of [...this.errors.keys()]) {
      if (parseKey(key)[1] !== 'public') {
        this.errors.delete(key);
      }
    }
    this.ensureSocket();
  }

  /**
   * Online again, or the page shown again: a reconnect waiting for its timer
   * happens now, and the backoff starts over. Nothing while connected.
   */
  retryNow(): void {
    if (this.retryTimer) {
      this.backoff.reset();
      this.ensureSocket(); // cancels the timer
    }
  }

  private unwatch(key: ViewKey): void {
    const count = (this.watched.get(key) ?? 1) - 1;
    if (count > 0) {
      this.watched.set(key, count);
      return;
    }
    this.watched.delete(key);
    const [competition, audience, page] = parseKey(key);
    this.send({ type: 'unsubscribe', competition, audience, ...(page !== undefined && { page }) });
  }

  private ensureSocket(): void {
    if (this.socket) {
      return;
    }
    if (this.retryTimer) {
      this.clearTimer(this.retryTimer.handle);
      this.retryTimer = undefined;
    }
    const socket = this.options.createSocket(this.options.url);
    this.socket = socket;
    this.setStatus('connecting');
    socket.onopen = () => {
      this.backoff.reset();
      this.setStatus('open');
      for (const key of this.watched.keys()) {
        this.sendSubscribe(key);
      }
    };
    socket.onmessage = (event) => this.arrived(socket, event.data);
    socket.onclose = () => {
      this.socket = undefined;
      this.setStatus('closed');
      const delay = this.backoff.next(this.options.page?.isVisible() ?? true);
      const timer: { handle: unknown } = { handle: undefined };
      timer.handle = this.setTimer(() => {
        // A timer cancelled by retryNow may still run (a test's timer, or a race): only the latest counts.
        if (this.retryTimer === timer) {
          this.retryTimer = undefined;
          this.ensureSocket();
        }
      }, delay);
      this.retryTimer = timer;
    };
  }

  /**
   * Takes frames in the order they arrived: text at once, unless a
   * compressed one before it is still being undone, then after it.
   */
  private arrived(socket: SocketLike, data: unknown): void {
    if (this.inbox === undefined && typeof data === 'string') {
      this.receive(JSON.parse(data) as ServerMessage);
      return;
    }
    const decompress = this.options.decompress;
    if (typeof data !== 'string' && !decompress) {
      return;
    }
    const text = typeof data === 'string' ? Promise.resolve(data) : decompress!(data);
    const next = (this.inbox ?? Promise.resolve())
      .then(() => text)
      .then(
        (frame) => {
          // A frame of a socket since replaced belongs to a conversation that is over.
          if (this.socket === socket) {
            this.receive(JSON.parse(frame) as ServerMessage);
          }
        },
        () => undefined,
      );
    this.inbox = next;
    void next.then(() => {
      if (this.inbox === next) {
        this.inbox = undefined;
      }
    });
  }

  private receive(message: ServerMessage): void {
    if (message.type === 'pong') {
      return;
    }
    if (message.type === 'error') {
      if (message.competition) {
        this.errors.set(
          keyOf(message.competition, message.audience ?? 'public', message.page),
          message.message,
        );
        this.emit();
      }
      return;
    }
    const key = keyOf(message.competition, message.audience, message.page);
    const step = stepReplica<unknown>(this.replicas.get(key), message);
    if (step.kind === 'updated') {
      this.replicas.set(key, step.replica);
      this.errors.delete(key);
      this.emit();
    } else if (step.kind === 'gap') {
      this.sendSubscribe(key);
    }
  }

  /**
   * A view not held yet is fetched over HTTP first; the subscription
   * follows with its version, so the socket sends only what came after.
   */
  private fetchSnapshotFirst(key: ViewKey): boolean {
    const fetchSnapshot = this.options.fetchSnapshot;
    const [slug, audience, page] = parseKey(key);
    // A page's view comes inlined with the page (ADR 044), never over this route.
    if (
      !fetchSnapshot ||
      page !== undefined ||
      this.replicas.has(key) ||
      this.snapshotFailed.has(key)
    ) {
      return false;
    }
    if (!this.fetchingSnapshot.has(key)) {
      this.fetchingSnapshot.add(key);
      const settle = () => {
        this.fetchingSnapshot.delete(key);
        if (this.watched.has(key)) {
          this.sendSubscribe(key);
        }
      };
      void fetchSnapshot(slug, audience)
        .then((message) => {
          if (message.type !== 'snapshot') {
            throw new Error(`expected a snapshot, got "${message.type}"`);
          }
          this.receive(message);
        })
        .then(settle, () => {
          this.snapshotFailed.add(key);
          settle();
        });
    }
    return true;
  }

  /** Subscribes with the version (and epoch) held, so the server sends only what we lack. */
  private sendSubscribe(key: ViewKey): void {
    if (this.fetchSnapshotFirst(key)) {
      return;
    }
    const [competition, audience, page] = parseKey(key);
    const held = this.replicas.get(key);
    this.send({
      type: 'subscribe',
      competition,
      audience,
      ...(page !== undefined && { page }),
      // The epoch says which history the version is of: after a restore the server sends a snapshot.
      ...(held === undefined ? {} : { since: held.version, epoch: held.epoch }),
      ...(this.options.decompress ? { gzip: true } : {}),
    });
  }

  private send(message: object): void {
    if (this.socket?.readyState === OPEN) {
      this.socket.send(JSON.stringify(message));
    }
  }

  private setStatus(status: ConnectionStatus): void {
    if (this.status !== status) {
      this.status = status;
      this.emit();
    }
  }

  private emit(): void {
    for (const listener of this.listeners) {
      listener();
    }
  }
}
