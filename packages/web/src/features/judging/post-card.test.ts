import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PendingCard } from './outbox';
import { postCard } from './post-card';

const card: PendingCard = {
  slug: 'test-open',
  eventName: 'Bronze Standard',
  roundNumber: 2,
  judgeKey: 'judge-a',
  dance: 'Waltz',
  couples: [101, 102],
  commandId: 'card-0001',
  savedAt: '2027-02-09T12:00:00.000Z',
};

describe('postCard', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('does not try while the browser says it is offline: the card waits for "online"', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetch = vi.spyOn(globalThis, 'fetch');
    expect(await postCard(card)).toEqual({ kind: 'retry', reason: 'This tablet is offline.' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the card with its own id when online', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ status: 'applied', version: 7 })));
    expect(await postCard(card)).toEqual({ kind: 'accepted', version: 7 });
    const body = JSON.parse(fetch.mock.calls[0]![1]!.body as string) as { commandId: string };
    expect(body.commandId).toBe('card-0001');
  });
});
