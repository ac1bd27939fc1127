import type { JudgeView } from '@floorcraft/domain';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/** Which card a submission is for: one judge, one round, one dance, in one competition. */
export interface CardAddress {
  slug: string;
  judgeKey: string;
  eventName: string;
  roundNumber: number;
  dance: string;
}

/**
 * A card the judge submitted, kept on the tablet until the server has
 * acknowledged its id. `commandId` is the command envelope's id, made once
 * per submission, so every retry is the same command to the server.
 */
export interface PendingCard extends CardAddress {
  commandId: string;
  couples: number[];
  /** When the judge submitted it (ISO), which orders the sending. */
  savedAt: string;
}

/** A card the server refused (a closed round, a wrong count), kept to show the judge why. */
export interface RefusedCard extends PendingCard {
  cardKey: string;
  reason: string;
}

/** The last judge view this tablet received, to show the rounds while the server is away. */
export interface SavedView {
  key: string;
  view: JudgeView;
  savedAt: string;
}

interface OutboxSchema extends DBSchema {
  outbox: { key: string; value: PendingCard };
  refused: { key: string; value: RefusedCard };
  views: { key: string; value: SavedView };
}

/** The one key of a card, for maps and the refused store. */
export function cardKey(card: CardAddress): string {
  return JSON.stringify([card.slug, card.judgeKey, card.eventName, card.roundNumber, card.dance]);
}

/** The key of a judge's saved view. */
export const viewKey = (slug: string, judgeKey: string) => JSON.stringify([slug, judgeKey]);

const bySavedAt = (a: PendingCard, b: PendingCard) => a.savedAt.localeCompare(b.savedAt);

/**
 * The tablet's outbox in IndexedDB: every submitted card is written here
 * before the screen calls it entered, and removed only when the server has
 * acknowledged its id (or refused it, which moves it to `refused`). It
 * outlives reloads, closed tabs and hours offline. ADR 008.
 */
export class Outbox {
  private constructor(private readonly db: IDBPDatabase<OutboxSchema>) {}

  static async open(name = 'floorcraft-judge'): Promise<Outbox> {
    const db = await openDB<OutboxSchema>(name, 1, {
      upgrade(database) {
        database.createObjectStore('outbox', { keyPath: 'commandId' });
        database.createObjectStore('refused', { keyPath: 'cardKey' });
        database.createObjectStore('views', { keyPath: 'key' });
      },
    });
    return new Outbox(db);
  }

  /**
   * Keeps a submission; resolves once the write is committed. A new card
   * replaces an earlier refusal of the same card in the same transaction.
   */
  async add(card: PendingCard): Promise<void> {
    const tx = this.db.transaction(['outbox', 'refused'], 'readwrite');
    await Promise.all([
      tx.objectStore('outbox').put(card),
      tx.objectStore('refused').delete(cardKey(card)),
      tx.done,
    ]);
  }

  /** Every card not yet acknowledged, in the order the judge submitted them. */
  async pending(): Promise<PendingCard[]> {
    return (await this.db.getAll('outbox')).sort(bySavedAt);
  }

  /** The server acknowledged the id (applied, or a duplicate of one it had): forget the card. */
  async acknowledge(commandId: string): Promise<void> {
    await this.db.delete('outbox', commandId);
  }

  /** The server refused the card: out of the outbox, kept with the reason to show. */
  async refuse(commandId: string, reason: string): Promise<RefusedCard | undefined> {
    const tx = this.db.transaction(['outbox', 'refused'], 'readwrite');
    const card = await tx.objectStore('outbox').get(commandId);
    let refused: RefusedCard | undefined;
    if (card) {
      refused = { ...card, cardKey: cardKey(card), reason };
      await tx.objectStore('refused').put(refused);
      await tx.objectStore('outbox').delete(commandId);
    }
    await tx.done;
    return refused;
  }

  /** Refusals still to show. */
  async refusals(): Promise<RefusedCard[]> {
    return this.db.getAll('refused');
  }

  async saveView(slug: string, judgeKey: string, view: JudgeView, savedAt: string): Promise<void> {
    await this.db.put('views', { key: viewKey(slug, judgeKey), view, savedAt });
  }

  async savedView(slug: string, judgeKey: string): Promise<SavedView | undefined> {
    return this.db.get('views', viewKey(slug, judgeKey));
  }

  close(): void {
    this.db.close();
  }
}
