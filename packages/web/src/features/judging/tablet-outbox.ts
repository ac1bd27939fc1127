import type { JudgeView } from '@floorcraft/domain';
import { liveStore } from '../../lib/realtime/browser-live-store';
import { browserPage } from '../../lib/realtime/page-signals';
import { Outbox, type CardAddress, type PendingCard, type SavedView } from './outbox';
import { OutboxSync, type OutboxSnapshot } from './outbox-sync';
import { postCard } from './post-card';

const NOT_LOADED: OutboxSnapshot = { loaded: false, pending: [], refused: [], acked: {} };

/**
 * The tab's one outbox and sender, opened on first use. Sending is retried
 * when the page loads, when the browser says it is online again or the page
 * is shown again (`browserPage`), and when the live socket reconnects (a
 * sign the server is back).
 */
class TabletOutbox {
  private sync: OutboxSync | undefined;
  private outbox: Outbox | undefined;
  private opening: Promise<OutboxSync> | undefined;
  private readonly listeners = new Set<() => void>();

  open(): Promise<OutboxSync> {
    this.opening ??= Outbox.open().then((outbox) => {
      const sync = new OutboxSync({ outbox, post: postCard, page: browserPage() });
      this.sync = sync;
      this.outbox = outbox;
      sync.subscribe(() => this.emit());
      this.watchConnection(sync);
      // Ask the browser not to evict the outbox under storage pressure.
      void navigator.storage?.persist?.().catch(() => undefined);
      void sync.start();
      this.emit();
      return sync;
    });
    return this.opening;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    void this.open().catch(() => undefined);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): OutboxSnapshot => this.sync?.getSnapshot() ?? NOT_LOADED;

  /** Resolves once the card is written on this tablet; sending follows. */
  async submit(address: CardAddress, couples: number[]): Promise<PendingCard> {
    return (await this.open()).submit(address, couples);
  }

  retryNow(): void {
    void this.sync?.retryNow();
  }

  /** After a restore of the server: see `OutboxSync.forgetAcknowledged`. */
  forgetAcknowledged(): void {
    this.sync?.forgetAcknowledged();
  }

  async saveView(slug: string, judgeKey: string, view: JudgeView): Promise<void> {
    await this.open();
    await this.outbox?.saveView(slug, judgeKey, view, new Date().toISOString());
  }

  async savedView(slug: string, judgeKey: string): Promise<SavedView | undefined> {
    await this.open();
    return this.outbox?.savedView(slug, judgeKey);
  }

  private watchConnection(sync: OutboxSync): void {
    let status = liveStore.getStatus();
    liveStore.subscribe(() => {
      const next = liveStore.getStatus();
      if (next === 'open' && status !== 'open') {
        void sync.retryNow();
      }
      status = next;
    });
  }

  private emit(): void {
    for (const listener of this.listeners) {
      listener();
    }
  }
}

export const tabletOutbox = new TabletOutbox();
