import type { JudgeRound } from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import { cardStatus, statusLabel } from './card-status';
import { cardKey, type CardAddress } from './outbox';
import type { OutboxSnapshot } from './outbox-sync';

const address: CardAddress = {
  slug: 'harbor',
  judgeKey: 'judge-a',
  eventName: 'Bronze Standard',
  roundNumber: 2,
  dance: 'Waltz',
};
const round = (cards: Record<string, number[]>) => ({ cards }) as unknown as JudgeRound;
const empty: OutboxSnapshot = { loaded: true, pending: [], refused: [], acked: {} };
const pending = (commandId: string, couples: number[]) => ({
  ...address,
  commandId,
  couples,
  savedAt: `2027-04-10T09:0${commandId.length}:00.000Z`,
});

describe('a card status', () => {
  it('is not marked when neither the tablet nor the server has the card', () => {
    const status = cardStatus(round({}), address, empty, 3);
    expect(status).toEqual({ kind: 'empty' });
    expect(statusLabel(status)).toBe('Not marked');
  });

  it('is received when the server view holds the card', () => {
    expect(cardStatus(round({ Waltz: [101] }), address, empty, 3)).toEqual({
      kind: 'synced',
      couples: [101],
    });
  });

  it('is pending while a submission waits on the tablet, showing the newest one', () => {
    const outbox = { ...empty, pending: [pending('a', [101]), pending('bb', [102])] };
    const status = cardStatus(round({ Waltz: [103] }), address, outbox, 3);
    expect(status).toEqual({ kind: 'pending', couples: [102] });
    expect(statusLabel(status)).toBe('Saved on this tablet, not sent yet');
  });

  it('ignores pending cards of other dances', () => {
    const outbox = { ...empty, pending: [{ ...pending('a', [101]), dance: 'Tango' }] };
    expect(cardStatus(round({}), address, outbox, 3).kind).toBe('empty');
  });

  it('is refused with the reason until the card is submitted again', () => {
    const refused = { ...pending('a', [101]), cardKey: cardKey(address), reason: 'Closed.' };
    expect(cardStatus(round({}), address, { ...empty, refused: [refused] }, 3)).toEqual({
      kind: 'refused',
      couples: [101],
      reason: 'Closed.',
    });
  });

  it('shows what the server acknowledged until the view reaches that version', () => {
    const outbox = { ...empty, acked: { [cardKey(address)]: { couples: [104], version: 9 } } };
    expect(cardStatus(round({ Waltz: [101] }), address, outbox, 8)).toEqual({
      kind: 'synced',
      couples: [104],
    });
    expect(cardStatus(round({ Waltz: [105] }), address, outbox, 9)).toEqual({
      kind: 'synced',
      couples: [105],
    });
  });
});
