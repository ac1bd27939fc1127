export interface WindowRule {
  /** Attempts allowed per key inside the window. */
  max: number;
  windowMs: number;
}

/** What `reserve` answers: a counted attempt to settle, or how long the key must wait. */
export type Reservation =
  { admitted: true; release: () => void } | { admitted: false; retryAfterMs: number };

/**
 * Counts attempts per key (an IP address, an email) in a sliding window. An
 * attempt is counted by `reserve` itself, synchronously, before the caller
 * awaits anything: requests sent at once cannot all get past the limit, as
 * with the sign-in limits. `release` un-counts an attempt that should not
 * count after all (a right code). In memory, like `FailureLimiter`: a
 * restart forgets, which is acceptable for slowing down floods and guessing
 * (ADR 006).
 */
export class AttemptWindow {
  private readonly attempts = new Map<string, number[]>();

  constructor(
    private readonly rule: WindowRule,
    private readonly now: () => number,
  ) {}

  /** Counts an attempt for `key`, or says how long until the oldest counted one ages out. */
  reserve(key: string): Reservation {
    const recent = this.recent(key);
    if (recent.length >= this.rule.max) {
      const oldestCounted = recent[recent.length - this.rule.max] ?? this.now();
      return {
        admitted: false,
        retryAfterMs: Math.max(1, oldestCounted + this.rule.windowMs - this.now()),
      };
    }
    const at = this.now();
    recent.push(at);
    this.attempts.set(key, recent);
    let released = false;
    return {
      admitted: true,
      release: () => {
        if (released) {
          return;
        }
        released = true;
        const kept = this.attempts.get(key);
        const index = kept?.indexOf(at) ?? -1;
        if (kept && index >= 0) {
          kept.splice(index, 1);
        }
      },
    };
  }

  /** Attempts counted for `key` in the window. */
  count(key: string): number {
    return this.recent(key).length;
  }

  private recent(key: string): number[] {
    const since = this.now() - this.rule.windowMs;
    const kept = (this.attempts.get(key) ?? []).filter((at) => at > since);
    if (kept.length === 0) {
      this.attempts.delete(key);
    } else {
      this.attempts.set(key, kept);
    }
    return kept;
  }
}

/**
 * Reserves one attempt in each window, all or none: when one refuses, the
 * others' attempts are released again, so a refused request does not use
 * up a budget it never got to spend. Answers the first refusal.
 */
export function reserveAll(reservations: readonly (() => Reservation)[]): Reservation {
  const taken: (() => void)[] = [];
  for (const reserve of reservations) {
    const reservation = reserve();
    if (!reservation.admitted) {
      taken.forEach((release) => release());
      return reservation;
    }
    taken.push(reservation.release);
  }
  return { admitted: true, release: () => taken.forEach((release) => release()) };
}
