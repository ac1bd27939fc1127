/** A change frame as sent: it turns the view at any version in [from, to) into the view at `to`. */
export interface SentChange {
  from: number;
  to: number;
  frame: string;
}

/**
 * The recent change frames of one channel, so that a client reconnecting
 * with its version receives exactly what it missed. Bounded by size, not
 * count: a day of small check-ins keeps thousands, while a few huge frames
 * cannot hold megabytes each in memory.
 */
export class ChangeHistory {
  private readonly changes: SentChange[] = [];
  private size = 0;

  constructor(private readonly maxChars: number) {}

  /** The characters the kept frames hold (about their bytes: frames are mostly ASCII JSON). */
  get chars(): number {
    return this.size;
  }

  add(change: SentChange): void {
    this.changes.push(change);
    this.size += change.frame.length;
    while (this.size > this.maxChars && this.changes.length > 1) {
      this.size -= this.changes.shift()!.frame.length;
    }
  }

  /**
   * The changes a client at `since` lacks when the view last changed at
   * `lastChange`: none when it is up to date, undefined when they are no
   * longer kept (or `since` is from the future).
   */
  after(since: number, lastChange: number, version: number): SentChange[] | undefined {
    if (since > version) {
      return undefined;
    }
    if (since >= lastChange) {
      return [];
    }
    const first = this.changes.findIndex((change) => change.to > since);
    const firstChange = this.changes[first];
    if (!firstChange || firstChange.from > since) {
      return undefined;
    }
    return this.changes.slice(first);
  }
}
