export interface HashQueueLimits {
  /** Hashes running at once. Each scrypt at the default cost holds 128 MiB and a libuv thread. */
  concurrency: number;
  /** Hashes allowed to wait for a place; one more is refused with HashingBusy. */
  maxWaiting: number;
}

/**
 * Thrown when the queue is full. Carries the HTTP status and Retry-After, so
 * a route that does not catch it still answers 503 through Fastify.
 */
export class HashingBusy extends Error {
  readonly statusCode = 503;
  readonly headers: Record<string, string>;

  constructor(readonly retryAfterSeconds: number) {
    super('the server is busy checking other passwords: try again in a few seconds');
    this.headers = { 'retry-after': String(retryAfterSeconds) };
  }
}

interface Waiting {
  start: () => void;
}

/** Weight of the newest duration in the running average the Retry-After is estimated from. */
const AVERAGE_WEIGHT = 0.2;

/**
 * Bounds password hashing server-wide. scrypt runs on libuv's thread pool
 * (4 threads by default), which also serves file reads and compression, so
 * unbounded hashing starves static files and snapshots and makes sign-in
 * wait behind every other hash. At most `concurrency` hashes run at once; a
 * short list waits (a browser that already signed in here, holding a known
 * browser cookie, waits ahead of the rest); beyond that the caller gets
 * HashingBusy (503) at once rather than an ever longer wait.
 */
export class HashQueue {
  private running = 0;
  private readonly urgent: Waiting[] = [];
  private readonly normal: Waiting[] = [];
  private averageMs = 0;
  /** The most hashes that ever ran at once (tests check the bound). */
  peakRunning = 0;
  /** Hashes finished, successfully or not. */
  completed = 0;

  constructor(private readonly limits: HashQueueLimits) {}

  /** Runs `task` when a place is free; rejects with HashingBusy at once when none is coming soon. */
  run<T>(task: () => Promise<T>, options: { urgent?: boolean } = {}): Promise<T> {
    if (this.running < this.limits.concurrency) {
      return this.start(task);
    }
    const line = options.urgent ? this.urgent : this.normal;
    if (line.length >= this.limits.maxWaiting) {
      return Promise.reject(new HashingBusy(this.retryAfterSeconds()));
    }
    return new Promise<T>((resolve, reject) => {
      line.push({ start: () => void this.start(task).then(resolve, reject) });
    });
  }

  get waiting(): number {
    return this.urgent.length + this.normal.length;
  }

  /** A guess at when a place frees up: the queue ahead, at the recent pace. */
  private retryAfterSeconds(): number {
    const ahead = (this.running + this.waiting) / this.limits.concurrency;
    return Math.max(1, Math.ceil((ahead * this.averageMs) / 1000));
  }

  private async start<T>(task: () => Promise<T>): Promise<T> {
    this.running++;
    this.peakRunning = Math.max(this.peakRunning, this.running);
    const started = performance.now();
    try {
      return await task();
    } finally {
      const took = performance.now() - started;
      this.averageMs =
        this.completed === 0 ? took : this.averageMs + AVERAGE_WEIGHT * (took - this.averageMs);
      this.completed++;
      this.running--;
      (this.urgent.shift() ?? this.normal.shift())?.start();
    }
  }
}
