export interface LimitRule {
  /** Failures allowed inside the window before further attempts are refused. */
  maxFailures: number;
  windowMs: number;
}

/**
 * Counts recent failures per key (an IP address, an account) and says how
 * long a key must wait once it has too many. In memory: a restart forgets,
 * which is acceptable for slowing down guessing, and several server
 * processes each apply the limit (ADR 006).
 */
export class FailureLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly rule: LimitRule,
    private readonly now: () => number,
  ) {}

  /** Milliseconds until `key` may try again; 0 when it may try now. */
  retryAfterMs(key: string): number {
    const recent = this.recent(key);
    if (recent.length < this.rule.maxFailures) {
      return 0;
    }
    const oldestCounted = recent[recent.length - this.rule.maxFailures] ?? this.now();
    return Math.max(0, oldestCounted + this.rule.windowMs - this.now());
  }

  fail(key: string): void {
    this.failures.set(key, [...this.recent(key), this.now()]);
  }

  clear(key: string): void {
    this.failures.delete(key);
  }

  private recent(key: string): number[] {
    const since = this.now() - this.rule.windowMs;
    const kept = (this.failures.get(key) ?? []).filter((at) => at > since);
    if (kept.length === 0) {
      this.failures.delete(key);
    } else {
      this.failures.set(key, kept);
    }
    return kept;
  }
}
