import { stepReplica, type PublicView, type Replica, type ServerMessage } from '@floorcraft/domain';

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
  setTimer?: (callback: () => void, ms: number) => unknown;
  random?: () => number;
}

const OPEN = 1;
const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 10_000;

/**
 * The one client store of a tab: a single WebSocket, a replica of each
 * watched competition's public view, and the connection status. Messages
 * are folded with the domain's `stepReplica`, the same rule the server's
 * tests use; a gap or a reconnect resubscribes with the version held, so
 * nothing is lost or applied twice. React reads it via useSyncExternalStore.
 */
export class LiveStore {
  private socket: SocketLike | undefined;
  private status: ConnectionStatus = 'connecting';
  private readonly replicas = new Map<string, Replica<PublicView>>();
  private readonly errors = new Map<string, string>();
  private readonly watched = new Map<string, number>();
  private readonly listeners = new Set<() => void>();
  private defaultSlug: string | undefined;
  private defaultSlugRequest: Promise<void> | undefined;
  private retryMs = FIRST_RETRY_MS;
  private readonly setTimer: (callback: () => void, ms: number) => unknown;
  private readonly random: () => number;

  constructor(private readonly options: LiveStoreOptions) {
    this.setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
    this.random = options.random ?? Math.random;
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

  getReplica(slug: string | undefined): Replica<PublicView> | undefined {
    const resolved = this.resolveSlug(slug);
    return resolved === undefined ? undefined : this.replicas.get(resolved);
  }

  getError(slug: string | undefined): string | undefined {
    const resolved = this.resolveSlug(slug);
    return resolved === undefined ? undefined : this.errors.get(resolved);
  }

  /** Starts receiving a competition's public view (the default one for `undefined`); returns a stop function. */
  watch(slug: string | undefined): () => void {
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
      this.watched.set(resolved, (this.watched.get(resolved) ?? 0) + 1);
      if (this.watched.get(resolved) === 1) {
        this.sendSubscribe(resolved);
      }
      stop = () => this.unwatch(resolved);
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

  private unwatch(slug: string): void {
    const count = (this.watched.get(slug) ?? 1) - 1;
    if (count > 0) {
      this.watched.set(slug, count);
      return;
    }
    this.watched.delete(slug);
    this.send({ type: 'unsubscribe', competition: slug });
  }

  private ensureSocket(): void {
    if (this.socket) {
      return;
    }
    const socket = this.options.createSocket(this.options.url);
    this.socket = socket;
    this.setStatus('connecting');
    socket.onopen = () => {
      this.retryMs = FIRST_RETRY_MS;
      this.setStatus('open');
      for (const slug of this.watched.keys()) {
        this.sendSubscribe(slug);
      }
    };
    socket.onmessage = (event) => {
      if (typeof event.data === 'string') {
        this.receive(JSON.parse(event.data) as ServerMessage);
      }
    };
    socket.onclose = () => {
      this.socket = undefined;
      this.setStatus('closed');
      const delay = this.retryMs * (0.75 + this.random() * 0.5);
      this.retryMs = Math.min(this.retryMs * 2, LAST_RETRY_MS);
      this.setTimer(() => this.ensureSocket(), delay);
    };
  }

  private receive(message: ServerMessage): void {
    if (message.type === 'pong') {
      return;
    }
    if (message.type === 'error') {
      if (message.competition) {
        this.errors.set(message.competition, message.message);
        this.emit();
      }
      return;
    }
    const slug = message.competition;
    const step = stepReplica<PublicView>(this.replicas.get(slug), message);
    if (step.kind === 'updated') {
      this.replicas.set(slug, step.replica);
      this.errors.delete(slug);
      this.emit();
    } else if (step.kind === 'gap') {
      this.sendSubscribe(slug);
    }
  }

  /** Subscribes with the version held, so the server sends only what we lack. */
  private sendSubscribe(slug: string): void {
    const since = this.replicas.get(slug)?.version;
    this.send({
      type: 'subscribe',
      competition: slug,
      audience: 'public',
      ...(since === undefined ? {} : { since }),
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
