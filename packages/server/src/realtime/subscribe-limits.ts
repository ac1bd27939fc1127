/** A budget of subscribe messages: `burst` at once, then one more every `refillMs`. */
export interface SubscribeRule {
  burst: number;
  refillMs: number;
}

/**
 * How many subscribe messages (each answered with a snapshot or a resume) a
 * socket and a client address may send. Counted in the server process's
 * memory: a subscribe is answered by the process holding the socket.
 */
export interface SubscribeLimits {
  perSocket: SubscribeRule;
  perAddress: SubscribeRule;
}

/** A whole budget per address refills in this time. */
const ADDRESS_REFILL_MS = 60_000;

/**
 * A page sends one subscribe per view it shows when its socket opens, and
 * one per view opened after; 30 covers any page, and reconnecting starts a
 * new socket. A venue's phones may share one address, and after a restart
 * or a Wi-Fi drop they all reconnect at once: 5,000 covers 2,500 phones
 * with two views each (`SUBSCRIBES_PER_ADDRESS` raises it).
 */
export const DEFAULT_SUBSCRIBE_LIMITS: SubscribeLimits = {
  perSocket: { burst: 30, refillMs: 1000 },
  perAddress: { burst: 5000, refillMs: ADDRESS_REFILL_MS / 5000 },
};

/** The limits with `SUBSCRIBES_PER_ADDRESS` (subscribes per address per minute) applied. */
export function subscribeLimitsFromEnv(env: NodeJS.ProcessEnv): SubscribeLimits {
  const raw = env.SUBSCRIBES_PER_ADDRESS;
  if (raw === undefined || raw === '') {
    return DEFAULT_SUBSCRIBE_LIMITS;
  }
  const burst = Number(raw);
  if (!Number.isInteger(burst) || burst < 1) {
    throw new Error(`SUBSCRIBES_PER_ADDRESS must be a whole number of at least 1, got "${raw}"`);
  }
  return {
    ...DEFAULT_SUBSCRIBE_LIMITS,
    perAddress: { burst, refillMs: ADDRESS_REFILL_MS / burst },
  };
}

/** The sentence a refused client reads: the rule, so a script's author knows what to change. */
export function describeRule(rule: SubscribeRule): string {
  const seconds = Number((rule.refillMs / 1000).toPrecision(3));
  return `at most ${rule.burst} at once, then one every ${seconds} s`;
}

/** One key's budget: tokens refill with time, up to the burst. */
export class TokenBucket {
  private tokens: number;
  private at: number;

  constructor(
    private readonly rule: SubscribeRule,
    now: number,
  ) {
    this.tokens = rule.burst;
    this.at = now;
  }

  /** Spends one token if there is one; false when the budget is spent. */
  take(now: number): boolean {
    this.refill(now);
    if (this.tokens < 1) {
      return false;
    }
    this.tokens -= 1;
    return true;
  }

  /** Whether the budget has refilled completely: the bucket is then as good as a new one. */
  isFull(now: number): boolean {
    this.refill(now);
    return this.tokens >= this.rule.burst;
  }

  private refill(now: number): void {
    const elapsed = Math.max(0, now - this.at);
    this.tokens = Math.min(this.rule.burst, this.tokens + elapsed / this.rule.refillMs);
    this.at = now;
  }
}

/** Buckets kept before the full ones are first forgotten. */
const FIRST_SWEEP = 10_000;

/**
 * A bucket per client address. Full buckets are forgotten once there are
 * many, so addresses seen once do not accumulate for the process's life;
 * the next sweep waits until the map has doubled, so sweeping stays cheap
 * per subscribe however many addresses are busy.
 */
export class AddressBuckets {
  private readonly buckets = new Map<string, TokenBucket>();
  private sweepAbove = FIRST_SWEEP;

  constructor(
    readonly rule: SubscribeRule,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Spends one of `address`'s subscribes; false when its budget is spent. */
  take(address: string): boolean {
    const now = this.now();
    if (this.buckets.size > this.sweepAbove) {
      for (const [key, bucket] of this.buckets) {
        if (bucket.isFull(now)) {
          this.buckets.delete(key);
        }
      }
      this.sweepAbove = Math.max(FIRST_SWEEP, 2 * this.buckets.size);
    }
    let bucket = this.buckets.get(address);
    if (!bucket) {
      bucket = new TokenBucket(this.rule, now);
      this.buckets.set(address, bucket);
    }
    return bucket.take(now);
  }
}
