import {
  diff,
  viewFor,
  type Audience,
  type CompetitionState,
  type ServerMessage,
} from '@floorcraft/domain';
import { ChangeHistory, type SentChange } from './change-history';
import { compressedOnce, type Encoding } from './compressed-frame';
import type { Subscriber } from './subscriber';

/** A subscriber this far behind on sending is dropped rather than buffered without bound. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

export interface ChannelTuning {
  /**
   * How long changes are gathered before one frame goes out: a burst of
   * cards or check-ins costs every socket a few frames, not one per command.
   */
  coalesceMs: number;
  /** Sockets sent to before the fan-out yields to the event loop, so replies never wait behind it. */
  fanOutChunk: number;
  /** Characters of recent change frames kept for clients that reconnect. */
  historyChars: number;
}

export const DEFAULT_TUNING: ChannelTuning = {
  coalesceMs: 25,
  fanOutChunk: 500,
  historyChars: 4 * 1024 * 1024,
};

export interface ChannelOptions {
  /** The store's epoch, named by every snapshot and synced frame (`EventStore.epoch`). */
  epoch: string;
  /** Which one of many: the judge whose view this is, or the page's path (see `viewFor`). */
  key?: string;
  tuning?: Partial<ChannelTuning>;
}

/** What a subscriber can take besides JSON text frames. */
export interface SubscriberAccepts {
  /** Snapshots as gzip-compressed binary frames. */
  gzip?: boolean;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * One audience's view of one competition and everybody watching it.
 *
 * Commands are acknowledged before anyone is told: `publish` only notes the
 * newest state, and the change goes out after `coalesceMs`, computed and
 * serialised once for all subscribers, sent in chunks that yield to the
 * event loop. Anything that reads the view (a newcomer, a snapshot) first
 * takes in what is pending, so a client that was answered sees its change.
 * A reconnecting client gets what it missed from the recent frames, else
 * the snapshot of the current version, made once and shared. Nothing a
 * client sends makes the server read the log: any version it names costs
 * the same as any other (ADR 003, amended by issue 24).
 */
export class ViewChannel {
  private view: unknown;
  private version: number;
  /** The version at which the view last changed: the `from` of the next change. */
  private lastChange: number;
  private readonly history: ChangeHistory;
  private readonly tuning: ChannelTuning;
  private readonly key: string | undefined;
  /** What every message of the page audience names besides it: the page's path. */
  private readonly named: { page?: string };
  /** The page audience's page: its path. */
  get page(): string | undefined {
    return this.named.page;
  }
  /** Which history of the database the versions belong to; a restore starts another. */
  readonly epoch: string;
  /**
   * The snapshot frame of the current version, made on the first read
   * after a change: at the end of a large day the view is megabytes, and
   * thousands of phones opening /live must not serialise it once each.
   */
  private snapshotFrame: string | undefined;
  /**
   * The view serialised, kept while it does not change: most commands on the
   * day (judges' cards) change no public view, and a snapshot after one only
   * needs a new version in its head, not the megabytes serialised again.
   */
  private viewJson: string | undefined;
  /** The snapshot frame as bytes, encoded once: every socket's send buffer holds the same copy. */
  private snapshotBytes: Buffer | undefined;
  private compressed = new Map<Encoding, Promise<Buffer>>();
  private readonly subscribers = new Set<Subscriber>();
  /** Subscribers whose compressed snapshot is being prepared. */
  private readonly joining = new Set<Subscriber>();
  private pending: { state: CompetitionState; version: number } | undefined;
  private timer: NodeJS.Timeout | undefined;
  /** The fan-outs in order: a frame goes out only after the one before it reached everyone. */
  private sending: Promise<void> = Promise.resolve();
  private fanOuts = 0;

  constructor(
    readonly competition: string,
    readonly audience: Audience,
    state: CompetitionState,
    version: number,
    options: ChannelOptions,
  ) {
    this.epoch = options.epoch;
    this.key = options.key;
    this.named = audience === 'page' ? { page: options.key } : {};
    this.tuning = { ...DEFAULT_TUNING, ...options.tuning };
    this.history = new ChangeHistory(this.tuning.historyChars);
    this.view = viewFor(state, audience, this.key);
    this.version = version;
    this.lastChange = version;
  }

  /** Subscribers, including those still being answered. */
  get size(): number {
    return this.subscribers.size + this.joining.size;
  }

  /** Characters of change frames kept for reconnecting clients. */
  get historyChars(): number {
    return this.history.chars;
  }

  /**
   * Notes a new state; its change goes out after `coalesceMs` with any that
   * follow it, or, while a fan-out is under way, once it has finished: the
   * slower the sending, the more changes share a frame, so a burst never
   * builds a queue of frames times sockets.
   */
  publish(state: CompetitionState, version: number): void {
    this.pending = { state, version };
    if (this.fanOuts === 0) {
      this.timer ??= setTimeout(() => this.takePending(), this.tuning.coalesceMs);
    }
  }

  /**
   * Adds a subscriber. With `since` (the version it already holds) it gets
   * only what changed after that version when the recent frames still hold
   * it, otherwise (no `since`, too old, or before a restart) the shared
   * snapshot of the current version. Whether
   * `since` may be continued at all (the client's epoch) is decided before:
   * `resumableSince`.
   */
  subscribe(subscriber: Subscriber, since?: number, accepts: SubscriberAccepts = {}): void {
    this.takePending();
    if (since !== undefined) {
      const missed = this.history.after(since, this.lastChange, this.version);
      if (missed) {
        this.resumeFromHistory(subscriber, missed);
        return;
      }
    }
    this.joinWithSnapshot(subscriber, accepts);
  }

  unsubscribe(subscriber: Subscriber): void {
    this.subscribers.delete(subscriber);
    this.joining.delete(subscriber);
  }

  /** The current view as a snapshot frame, made once per version (see `snapshotFrame`). */
  snapshot(): string {
    this.takePending();
    if (this.snapshotFrame === undefined) {
      this.viewJson ??= JSON.stringify(this.view);
      const head = JSON.stringify({
        type: 'snapshot',
        competition: this.competition,
        audience: this.audience,
        ...this.named,
        version: this.version,
        epoch: this.epoch,
      });
      // The same text as serialising the frame whole: `view` is its last key.
      this.snapshotFrame = `${head.slice(0, -1)},"view":${this.viewJson}}`;
    }
    return this.snapshotFrame;
  }

  /**
   * The current view itself, every acknowledged change taken in: for routes
   * that serve the view's content in another shape (the open-data exports),
   * so they read exactly what this audience is sent, computed once.
   */
  currentView(): unknown {
    this.takePending();
    return this.view;
  }

  /** The snapshot frame compressed, once per version and encoding, shared by every reader. */
  compressedSnapshot(encoding: Encoding): Promise<Buffer> {
    const frame = this.snapshot();
    return compressedOnce(this.compressed, frame, encoding);
  }

  /** The version the view is at, with every acknowledged change taken in. */
  get currentVersion(): number {
    this.takePending();
    return this.version;
  }

  /**
   * The version of the last change this view sent (versions that left the view as it was
   * send nothing): a subscriber holding this version, or a later snapshot, has every frame.
   */
  get lastChangedVersion(): number {
    this.takePending();
    return this.lastChange;
  }

  /** Resolves once every change published so far has been sent to every subscriber. */
  async settled(): Promise<void> {
    this.takePending();
    await this.sending;
  }

  /** Computes the pending change, if any, and queues its fan-out. */
  private takePending(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const pending = this.pending;
    if (!pending) {
      return;
    }
    this.pending = undefined;
    const next = viewFor(pending.state, this.audience, this.key);
    const patches = diff(this.view, next);
    this.view = next;
    this.version = pending.version;
    this.snapshotFrame = undefined;
    this.snapshotBytes = undefined;
    this.compressed = new Map();
    if (patches.length === 0) {
      return;
    }
    this.viewJson = undefined;
    const change: SentChange = {
      from: this.lastChange,
      to: pending.version,
      frame: this.frame({
        type: 'change',
        competition: this.competition,
        audience: this.audience,
        ...this.named,
        from: this.lastChange,
        to: pending.version,
        patches,
      }),
    };
    this.lastChange = pending.version;
    this.history.add(change);
    const recipients = [...this.subscribers];
    this.fanOuts += 1;
    this.sending = this.sending
      .then(() => this.fanOut(recipients, Buffer.from(change.frame)))
      .finally(() => {
        this.fanOuts -= 1;
        if (this.fanOuts === 0 && this.pending) {
          this.timer ??= setTimeout(() => this.takePending(), 0);
        }
      });
  }

  /** Sends one frame (encoded once, not per socket) to every recipient still subscribed. */
  private async fanOut(recipients: readonly Subscriber[], frame: Buffer): Promise<void> {
    for (let start = 0; start < recipients.length; start += this.tuning.fanOutChunk) {
      if (start > 0) {
        await nextTurn();
      }
      for (const subscriber of recipients.slice(start, start + this.tuning.fanOutChunk)) {
        // One that left, or joined again meanwhile, has what it needs.
        if (this.subscribers.has(subscriber)) {
          this.sendTo(subscriber, frame);
        }
      }
    }
  }

  private resumeFromHistory(subscriber: Subscriber, missed: readonly SentChange[]): void {
    for (const change of missed) {
      this.sendTo(subscriber, change.frame);
    }
    this.sendTo(subscriber, this.syncedFrame());
    this.subscribers.add(subscriber);
  }

  /**
   * A snapshot: as text, or compressed for a subscriber that can take it
   * (a resuming phone must not download megabytes of JSON uncompressed),
   * followed by whatever changed while it was being compressed.
   */
  private joinWithSnapshot(subscriber: Subscriber, accepts: SubscriberAccepts): void {
    if (!accepts.gzip) {
      this.sendTo(subscriber, this.encodedSnapshot());
      this.subscribers.add(subscriber);
      return;
    }
    const version = this.currentVersion;
    this.joining.add(subscriber);
    void this.compressedSnapshot('gzip').then(
      (compressed) => {
        if (!this.joining.delete(subscriber)) {
          return;
        }
        this.takePending();
        const missed = this.history.after(version, this.lastChange, this.version);
        if (!missed) {
          this.sendTo(subscriber, this.encodedSnapshot());
        } else {
          this.sendTo(subscriber, compressed, true);
          missed.forEach((change) => this.sendTo(subscriber, change.frame));
        }
        this.subscribers.add(subscriber);
      },
      () => {
        if (this.joining.delete(subscriber)) {
          this.sendTo(subscriber, this.encodedSnapshot());
          this.subscribers.add(subscriber);
        }
      },
    );
  }

  /** The snapshot frame as bytes for the sockets, once per version (see `snapshotBytes`). */
  private encodedSnapshot(): Buffer {
    const frame = this.snapshot();
    this.snapshotBytes ??= Buffer.from(frame);
    return this.snapshotBytes;
  }

  private syncedFrame(): string {
    return this.frame({
      type: 'synced',
      competition: this.competition,
      audience: this.audience,
      ...this.named,
      version: this.version,
      epoch: this.epoch,
    });
  }

  private sendTo(subscriber: Subscriber, frame: string | Buffer, binary = false): void {
    if (subscriber.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.unsubscribe(subscriber);
      subscriber.drop('too far behind; reconnect to resync');
      return;
    }
    subscriber.send(frame, binary);
  }

  private frame(message: ServerMessage): string {
    return JSON.stringify(message);
  }
}
