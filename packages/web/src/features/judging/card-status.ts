import type { JudgeRound } from '@floorcraft/domain';
import { cardKey, type CardAddress } from './outbox';
import type { OutboxSnapshot } from './outbox-sync';

/** Where a judge's card for one dance stands, as the tablet shows it. */
export type CardStatus =
  | { kind: 'empty' }
  /** Saved on this tablet, not yet acknowledged by the server. */
  | { kind: 'pending'; couples: number[] }
  /** The server refused it, saying why. */
  | { kind: 'refused'; couples: number[]; reason: string }
  /** The server holds it. */
  | { kind: 'synced'; couples: number[] };

/**
 * A card's status from the outbox and the judge view. The newest pending
 * submission wins (it is what will be stored), then a refusal still to show,
 * then what the server acknowledged in this tab (until the view has caught up
 * with that version), then the card in the view.
 */
export function cardStatus(
  round: JudgeRound,
  address: CardAddress,
  outbox: OutboxSnapshot,
  viewVersion: number | undefined,
): CardStatus {
  const key = cardKey(address);
  const pending = outbox.pending.filter((card) => cardKey(card) === key).at(-1);
  if (pending) {
    return { kind: 'pending', couples: pending.couples };
  }
  const refused = outbox.refused.find((card) => card.cardKey === key);
  if (refused) {
    return { kind: 'refused', couples: refused.couples, reason: refused.reason };
  }
  const acked = outbox.acked[key];
  if (acked && (viewVersion === undefined || viewVersion < acked.version)) {
    return { kind: 'synced', couples: acked.couples };
  }
  const stored = round.cards[address.dance];
  return stored ? { kind: 'synced', couples: stored } : { kind: 'empty' };
}

/** The status in a few words, for the dance's tab and the line above the card. */
export function statusLabel(status: CardStatus): string {
  switch (status.kind) {
    case 'empty':
      return 'Not marked';
    case 'pending':
      return 'Saved on this tablet, not sent yet';
    case 'refused':
      return 'Refused';
    case 'synced':
      return 'Received';
  }
}
