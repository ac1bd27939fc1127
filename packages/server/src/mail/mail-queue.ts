/** How long the mail queue waits before each job (ADR 026). */
export interface MailQueueTiming {
  /** The shortest time from queuing a job to starting it. */
  minDelayMs: number;
  /** The longest (unless jobs ahead of it take longer); each is drawn at random between the two. */
  maxDelayMs: number;
}

/**
 * Long enough that a job never runs while the request after the one that
 * queued it is answered (a client's next request comes within milliseconds),
 * short enough that a code mail is on its way within a second.
 */
export const DEFAULT_MAIL_QUEUE_TIMING: MailQueueTiming = { minDelayMs: 50, maxDelayMs: 250 };

/** Jobs waiting beyond this are refused (and logged): a flood must not grow memory without bound. */
const MAX_WAITING = 10_000;

interface Job {
  work: () => Promise<void>;
  failed: (error: unknown) => void;
  /** performance.now() before which the job does not start. */
  notBefore: number;
}

/**
 * The mail queue (ADR 026): one job at a time, in order, each started no
 * sooner than a random 50–250 ms after it was queued (queued jobs wait side by
 * side, so a burst is not slowed by the waits). The work a request leaves
 * behind (looking the email up, a reset token, the audit entry, rendering and
 * sending the mail) so never runs in the moments after its reply, where it
 * would delay the next request and tell whether the email is registered. On
 * shutdown the waits end and what is queued runs at once, for a while.
 */
export class MailQueue {
  private readonly waiting: Job[] = [];
  private running: Promise<void> | undefined;
  private draining = false;
  private wake: (() => void) | undefined;

  constructor(private readonly timing: MailQueueTiming = DEFAULT_MAIL_QUEUE_TIMING) {}

  /** Queues `work`; `failed` hears of its error, or of a full queue. */
  add(work: () => Promise<void>, failed: (error: unknown) => void): void {
    if (this.waiting.length >= MAX_WAITING) {
      failed(new Error(`the mail queue holds ${MAX_WAITING} jobs already`));
      return;
    }
    const { minDelayMs, maxDelayMs } = this.timing;
    const delay = minDelayMs + Math.random() * (maxDelayMs - minDelayMs);
    this.waiting.push({ work, failed, notBefore: performance.now() + delay });
    this.start();
  }

  /** Runs what is queued without waiting between jobs, for at most `timeoutMs`. */
  async drain(timeoutMs: number): Promise<void> {
    this.draining = true;
    this.wake?.();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      this.running,
      new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs))),
    ]);
    clearTimeout(timer);
  }

  /**
   * Resolves once nothing is queued or running: every job queued before the
   * call, and any job those jobs queue, has finished. Tests await it to prove
   * that work left after a reply (a mail) did not happen, instead of sleeping.
   */
  async idle(): Promise<void> {
    // `running` settles after its `finally`, which starts a new run for jobs queued meanwhile.
    while (this.running) {
      await this.running;
    }
  }

  private start(): void {
    if (this.running) {
      return;
    }
    this.running = this.runAll().finally(() => {
      this.running = undefined;
      // A job queued while the last one's promise settled still gets its turn.
      if (this.waiting.length > 0) {
        this.start();
      }
    });
  }

  private async runAll(): Promise<void> {
    for (let job = await this.next(); job; job = await this.next()) {
      try {
        await job.work();
      } catch (error) {
        job.failed(error);
      }
    }
  }

  /** The next job, once its time has come; undefined when none is queued. */
  private async next(): Promise<Job | undefined> {
    const job = this.waiting[0];
    if (job === undefined) {
      return undefined;
    }
    await this.until(job.notBefore);
    return this.waiting.shift();
  }

  /** Waits until `notBefore`, or one turn of the event loop (requests go first) when it is past. */
  private until(notBefore: number): Promise<void> {
    const ms = notBefore - performance.now();
    if (this.draining || ms <= 0) {
      return new Promise((resolve) => setImmediate(resolve));
    }
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.wake = undefined;
        resolve();
      }, ms);
      this.wake = () => {
        clearTimeout(timer);
        this.wake = undefined;
        resolve();
      };
    });
  }
}
