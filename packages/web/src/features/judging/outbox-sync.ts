import {
  cardKey,
  type CardAddress,
  type Outbox,
  type PendingCard,
  type RefusedCard,
} from './outbox';
import { Backoff, type BackoffPolicy } from '../../lib/realtime/backoff';
import type { PageSignals } from '../../lib/realtime/page-signals';

/** What became of one attempt to send a card. */
export type PostResult =
  /** The server acknowledged the id: stored now, or stored before (a duplicate). */
  | { kind: 'accepted'; version: number }
  /** The server refused the card itself (a closed round, a wrong count): do not retry. */
  | { kind: 'refused'; reason: string }
  /** Not sent, or no answer: the card stays and is tried again. */
  | { kind: 'retry'; reason: string };

/** A card the server holds since `version`, as this tablet last sent it. */
export interface AckedCard {
  couples: number[];
  version: number;
}

/** What the screen shows of the outbox. Replaced whole on every change. */
export interface OutboxSnapshot {
  loaded: boolean;
  /** Submitted on this tablet, not yet acknowledged, oldest first. */
  pending: readonly PendingCard[];
  refused: readonly RefusedCard[];
  /** By cardKey: what the server acknowledged in this tab. */
  acked: Readonly<Record<string, AckedCard>>;
  /** Why sending waits, while it does. */
  problem?: string;
  /** When the next attempt is due (ms since the epoch), while waiting. */
  retryAt?: number;
}

export interface OutboxSyncOptions {
  outbox: Outbox;
  post: (card: PendingCard) => Promise<PostResult>;
  newId?: () => string;
  now?: () => number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  random?: () => number;
  /** Whether the page is shown, and when to try at once (`browserPage`). */
  page?: PageSignals;
}

/**
 * The same rule as the live socket's reconnect: a judge looking at the
 * tablet sees a card go within 2.5 s of the server's return; a hidden page
 * waits up to 30 s and tries at once when shown again or back online.
 */
const RETRY: BackoffPolicy = { firstMs: 1_000, visibleCapMs: 2_500, hiddenCapMs: 30_000 };

/**
 * Sends the outbox's cards to the server one at a time, oldest first, so an
 * amendment always lands after the card it amends. A card leaves the outbox
 * only when the server acknowledged its id, or refused it; when the server
 * cannot be reached it is retried with backoff, and at once when the tablet
 * comes back online, its page is shown again or the live socket reconnects
 * (`retryNow`).
 */
export class OutboxSync {
  private snapshot: OutboxSnapshot = { loaded: false, pending: [], refused: [], acked: {} };
  private readonly listeners = new Set<() => void>();
  private running: Promise<void> | undefined;
  private again = false;
  private timer: unknown;
  private readonly backoff: Backoff;
  private readonly newId: () => string;
  private readonly now: () => number;
  private readonly setTimer: (callback: () => void, ms: number) => unknown;
  private readonly clearTimer: (handle: unknown) => void;

  constructor(private readonly options: OutboxSyncOptions) {
    this.newId = options.newId ?? (() => crypto.randomUUID());
    this.now = options.now ?? Date.now;
    this.setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
    this.clearTimer =
      options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
    this.backoff = new Backoff(RETRY, options.random ?? Math.random);
    options.page?.onWake(() => void this.retryNow());
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): OutboxSnapshot => this.snapshot;

  /** Reads what an earlier visit left in the outbox and starts sending it. */
  async start(): Promise<void> {
    const [pending, refused] = await Promise.all([
      this.options.outbox.pending(),
      this.options.outbox.refusals(),
    ]);
    this.update({ loaded: true, pending, refused });
    await this.flush();
  }

  /**
   * The judge submits a card. Resolves once it is safely in the outbox on
   * this tablet (only then may the screen call it entered); sending follows.
   */
  async submit(address: CardAddress, couples: number[]): Promise<PendingCard> {
    const card: PendingCard = {
      ...address,
      commandId: this.newId(),
      couples,
      savedAt: new Date(this.now()).toISOString(),
    };
    await this.options.outbox.add(card);
    const key = cardKey(card);
    this.update({
      pending: [...this.snapshot.pending, card],
      refused: this.snapshot.refused.filter((refused) => refused.cardKey !== key),
    });
    void this.retryNow();
    return card;
  }

  /** Online again, shown again, or the socket reconnected: try at once, backoff reset. */
  retryNow(): Promise<void> {
    this.backoff.reset();
    return this.flush();
  }

  /**
   * The server's history was replaced (restored from a backup: a new epoch).
   * An acknowledgement names a version of the history before, which says
   * nothing of the restored one: the screen shows what the view holds
   * instead. Pending cards stay and are sent; the command id decides
   * whether the restored server already has one.
   */
  forgetAcknowledged(): void {
    this.update({ acked: {} });
  }

  /** Resolves when no sending is going on (a test's way to wait for a timer's run). */
  idle(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  /**
   * Sends every pending card, oldest first, until the outbox is empty or the
   * server is away. Resolves when that sending is over, including a run
   * asked for while one was going on.
   */
  flush(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.cancelTimer();
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await this.sendAll();
        } while (this.again && this.snapshot.retryAt === undefined);
      } finally {
        this.running = undefined;
      }
    })();
    return this.running;
  }

  /**
   * One pass over the outbox. A card that must wait (no answer, or not this
   * tablet's judge any more) holds back only the later cards of the same
   * card, never other cards: the order matters only within one card.
   */
  private async sendAll(): Promise<void> {
    const waiting = new Set<string>();
    let reason: string | undefined;
    const next = () => this.snapshot.pending.find((card) => !waiting.has(cardKey(card)));
    for (let card = next(); card; card = next()) {
      const key = cardKey(card);
      const result = await this.options.post(card);
      if (result.kind === 'retry') {
        waiting.add(key);
        reason ??= result.reason;
        continue;
      }
      const rest = this.snapshot.pending.filter((other) => other.commandId !== card.commandId);
      if (result.kind === 'accepted') {
        await this.options.outbox.acknowledge(card.commandId);
        this.update({
          pending: rest,
          acked: {
            ...this.snapshot.acked,
            [key]: { couples: card.couples, version: result.version },
          },
        });
      } else {
        const refused = await this.options.outbox.refuse(card.commandId, result.reason);
        this.update({
          pending: rest,
          refused: [
            ...this.snapshot.refused.filter((other) => other.cardKey !== key),
            ...(refused ? [refused] : []),
          ],
        });
      }
    }
    if (reason !== undefined) {
      this.scheduleRetry(reason);
    } else {
      this.backoff.reset();
      this.update({ problem: undefined });
    }
  }

  private scheduleRetry(reason: string): void {
    const delay = this.backoff.next(this.options.page?.isVisible() ?? true);
    this.cancelTimer();
    this.timer = this.setTimer(() => {
      this.timer = undefined;
      this.update({ retryAt: undefined });
      void this.flush();
    }, delay);
    this.update({ problem: reason, retryAt: this.now() + delay });
  }

  private cancelTimer(): void {
    if (this.timer !== undefined) {
      this.clearTimer(this.timer);
      this.timer = undefined;
      this.update({ retryAt: undefined });
    }
  }

  private update(patch: Partial<OutboxSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of this.listeners) {
      listener();
    }
  }
}
