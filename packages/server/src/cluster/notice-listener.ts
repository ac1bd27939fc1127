import pg from 'pg';

export interface NoticeHandlers {
  /** A notice on one of the channels listened to. */
  notice(channel: string, payload: string): void;
  /**
   * The connection was (re)established after a gap in which notices may have
   * been missed: whoever relies on them reads what it has not applied.
   */
  resync(): void;
  /** For the log: the connection broke and is being re-opened. */
  lost(error: Error): void;
}

export interface NoticeListenerOptions {
  connectionString: string;
  channels: readonly string[];
  handlers: NoticeHandlers;
  /** First wait before reconnecting; doubles up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Holds the one connection on which a process LISTENs (a pooled connection
 * cannot: LISTEN belongs to its session). When it drops it reconnects with a
 * growing wait and then asks for a resync, since NOTIFY is not queued for a
 * session that is gone.
 */
export class NoticeListener {
  private client: pg.Client | undefined;
  private closed = false;
  private retryTimer: NodeJS.Timeout | undefined;
  private readonly retryMs: number;
  private readonly maxRetryMs: number;

  private constructor(private readonly options: NoticeListenerOptions) {
    this.retryMs = options.retryMs ?? 100;
    this.maxRetryMs = options.maxRetryMs ?? 5_000;
  }

  /** Resolves once listening; the first connection's failure is thrown (start-up fails loudly). */
  static async start(options: NoticeListenerOptions): Promise<NoticeListener> {
    const listener = new NoticeListener(options);
    await listener.connect();
    return listener;
  }

  /** Sends a notice on `channel` to every process listening, this one included. */
  static async notify(db: pg.Pool, channel: string, payload: string): Promise<void> {
    await db.query('SELECT pg_notify($1, $2)', [channel, payload]);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.options.connectionString });
    client.on('notification', ({ channel, payload }) =>
      this.options.handlers.notice(channel, payload ?? ''),
    );
    client.on('error', (error) => this.reconnect(client, error));
    client.on('end', () => this.reconnect(client, new Error('notice connection ended')));
    try {
      await client.connect();
      for (const channel of this.options.channels) {
        await client.query(`LISTEN ${quoteIdentifier(channel)}`);
      }
    } catch (error) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      // Closed while connecting: nobody would end this connection later.
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
  }

  /** The current connection broke: drop it, say so, and connect again after a wait. */
  private reconnect(broken: pg.Client, error: Error): void {
    if (this.closed || this.client !== broken) {
      return;
    }
    this.client = undefined;
    broken.removeAllListeners('end');
    void broken.end().catch(() => undefined);
    this.options.handlers.lost(error);
    this.retryAfter(this.retryMs);
  }

  /** Connects after `wait`; each failed try is reported and waits twice as long, up to the most. */
  private retryAfter(wait: number): void {
    this.retryTimer = setTimeout(() => {
      this.connect().then(
        () => {
          if (!this.closed) {
            this.options.handlers.resync();
          }
        },
        (failure: unknown) => {
          this.options.handlers.lost(
            failure instanceof Error ? failure : new Error(String(failure)),
          );
          this.retryAfter(Math.min(wait * 2, this.maxRetryMs));
        },
      );
    }, wait);
  }
}
