import {
  diff,
  viewFor,
  type Audience,
  type CompetitionState,
  type ServerMessage,
} from '@floorcraft/domain';
import type { Subscriber } from './subscriber';

interface SentChange {
  from: number;
  to: number;
  frame: string;
}

/** A subscriber this far behind on sending is dropped rather than buffered without bound. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

/**
 * One audience's view of one competition and everybody watching it. Each
 * change is computed and serialised once, then sent to every subscriber, so
 * thousands of spectators cost one diff and one JSON.stringify per event.
 * The recent changes are kept so that a client reconnecting with its version
 * receives exactly what it missed.
 */
export class ViewChannel {
  private view: unknown;
  private version: number;
  /** The version at which the view last changed: the `from` of the next change. */
  private lastChange: number;
  private readonly history: SentChange[] = [];
  /**
   * The snapshot frame of the current version, made on the first subscribe
   * after a change: at the end of a large day the view is megabytes, and
   * thousands of phones opening /live must not serialise it once each.
   */
  private snapshotFrame: string | undefined;
  private readonly subscribers = new Set<Subscriber>();

  constructor(
    readonly competition: string,
    readonly audience: Audience,
    state: CompetitionState,
    version: number,
    private readonly historyLimit = 1000,
    /** The judge whose view this is, for the judge audience. */
    private readonly judgeKey?: string,
  ) {
    this.view = viewFor(state, audience, judgeKey);
    this.version = version;
    this.lastChange = version;
  }

  get size(): number {
    return this.subscribers.size;
  }

  /** Folds a new state in and sends the change, if this audience sees one. */
  publish(state: CompetitionState, version: number): void {
    const next = viewFor(state, this.audience, this.judgeKey);
    const patches = diff(this.view, next);
    this.view = next;
    this.version = version;
    this.snapshotFrame = undefined;
    if (patches.length === 0) {
      return;
    }
    const from = this.lastChange;
    const frame = this.frame({
      type: 'change',
      competition: this.competition,
      audience: this.audience,
      from,
      to: version,
      patches,
    });
    this.lastChange = version;
    this.history.push({ from, to: version, frame });
    if (this.history.length > this.historyLimit) {
      this.history.shift();
    }
    for (const subscriber of this.subscribers) {
      this.sendTo(subscriber, frame);
    }
  }

  /**
   * Adds a subscriber. With `since` (the version it already holds) it gets
   * only the changes after that version when they are still in memory,
   * otherwise, or without `since`, a snapshot.
   */
  subscribe(subscriber: Subscriber, since?: number): void {
    this.subscribers.add(subscriber);
    const missed = since === undefined ? undefined : this.changesAfter(since);
    if (!missed) {
      this.sendTo(subscriber, this.snapshot());
      return;
    }
    for (const change of missed) {
      this.sendTo(subscriber, change.frame);
    }
    this.sendTo(
      subscriber,
      this.frame({
        type: 'synced',
        competition: this.competition,
        audience: this.audience,
        version: this.version,
      }),
    );
  }

  /** The current view as a snapshot frame, made once per version (see `snapshotFrame`). */
  snapshot(): string {
    this.snapshotFrame ??= this.frame({
      type: 'snapshot',
      competition: this.competition,
      audience: this.audience,
      version: this.version,
      view: this.view,
    });
    return this.snapshotFrame;
  }

  /** The version the view is at. */
  get currentVersion(): number {
    return this.version;
  }

  unsubscribe(subscriber: Subscriber): void {
    this.subscribers.delete(subscriber);
  }

  /** The changes a client at `since` lacks, or undefined when only a snapshot can help. */
  private changesAfter(since: number): SentChange[] | undefined {
    if (since > this.version) {
      return undefined;
    }
    if (since >= this.lastChange) {
      return [];
    }
    const first = this.history.findIndex((change) => change.to > since);
    const firstChange = this.history[first];
    if (!firstChange || firstChange.from > since) {
      return undefined;
    }
    return this.history.slice(first);
  }

  private sendTo(subscriber: Subscriber, frame: string): void {
    if (subscriber.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.subscribers.delete(subscriber);
      subscriber.drop('too far behind; reconnect to resync');
      return;
    }
    subscriber.send(frame);
  }

  private frame(message: ServerMessage): string {
    return JSON.stringify(message);
  }
}
