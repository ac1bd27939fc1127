/**
 * Runs tasks one at a time per key. Commands for one competition are
 * decided against the state their predecessor left, so they must not
 * interleave across the awaits of a networked store.
 */
export class KeyedQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.catch(() => undefined);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) {
        this.tails.delete(key);
      }
    });
    return result;
  }

  /** Resolves once every task queued so far has finished: used at shutdown. */
  async drain(): Promise<void> {
    await Promise.all([...this.tails.values()]);
  }
}
