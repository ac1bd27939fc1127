/** How long to wait before trying again: short while someone looks at the page, longer while not. */
export interface BackoffPolicy {
  firstMs: number;
  /** The longest wait while the page is shown: someone is looking at it. */
  visibleCapMs: number;
  /** The longest wait while it is hidden: nobody is, so spare the server and the battery. */
  hiddenCapMs: number;
}

/**
 * Exponential backoff with "equal jitter": each wait is between half of and
 * the whole of the current step (the step doubles from `firstMs` up to the
 * cap), so thousands of phones dropped by the same restart spread out
 * instead of retrying in lockstep, and none waits longer than the cap.
 */
export class Backoff {
  private stepMs: number;

  constructor(
    private readonly policy: BackoffPolicy,
    private readonly random: () => number,
  ) {
    this.stepMs = policy.firstMs;
  }

  /** The wait before the next attempt; the one after grows. */
  next(visible: boolean): number {
    const cap = visible ? this.policy.visibleCapMs : this.policy.hiddenCapMs;
    const step = Math.min(this.stepMs, cap);
    this.stepMs = Math.min(this.stepMs * 2, this.policy.hiddenCapMs);
    return step / 2 + (step / 2) * this.random();
  }

  /** Connected, or a reason to think the server is back: start again from the first step. */
  reset(): void {
    this.stepMs = this.policy.firstMs;
  }
}
