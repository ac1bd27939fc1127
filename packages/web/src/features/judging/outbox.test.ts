import 'fake-indexeddb/auto';
import type { JudgeView } from '@floorcraft/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { cardKey, Outbox, type PendingCard } from './outbox';

let opened: Outbox[] = [];
let dbNumber = 0;

/** A fresh database per test; `name` reopens one, as a reload does. */
async function open(name = `outbox-test-${++dbNumber}`): Promise<[Outbox, string]> {
  const outbox = await Outbox.open(name);
  opened.push(outbox);
  return [outbox, name];
}

afterEach(() => {
  opened.forEach((outbox) => outbox.close());
  opened = [];
});

const card = (commandId: string, savedAt: string, dance = 'Waltz'): PendingCard => ({
  commandId,
  savedAt,
  slug: 'harbor',
  judgeKey: 'judge-a',
  eventName: 'Bronze Standard',
  roundNumber: 2,
  dance,
  couples: [101, 102, 103],
});

describe('the judge outbox', () => {
  it('keeps a card across a reload until the server acknowledges its id', async () => {
    const [first, name] = await open();
    await first.add(card('id-1', '2027-04-10T09:00:00.000Z'));
    first.close();

    const [reloaded] = await open(name);
    expect((await reloaded.pending()).map((pending) => pending.commandId)).toEqual(['id-1']);
    await reloaded.acknowledge('id-1');
    expect(await reloaded.pending()).toEqual([]);
  });

  it('lists cards in the order the judge submitted them', async () => {
    const [outbox] = await open();
    await outbox.add(card('zz-later', '2027-04-10T09:05:00.000Z'));
    await outbox.add(card('aa-earlier', '2027-04-10T09:01:00.000Z'));
    expect((await outbox.pending()).map((pending) => pending.commandId)).toEqual([
      'aa-earlier',
      'zz-later',
    ]);
  });

  it('moves a refused card out of the outbox, with the reason, until the card is submitted again', async () => {
    const [outbox] = await open();
    await outbox.add(card('id-1', '2027-04-10T09:00:00.000Z'));
    const refused = await outbox.refuse('id-1', 'The round is closed.');
    expect(refused).toMatchObject({ commandId: 'id-1', reason: 'The round is closed.' });
    expect(await outbox.pending()).toEqual([]);
    expect((await outbox.refusals()).map((one) => one.reason)).toEqual(['The round is closed.']);

    await outbox.add(card('id-2', '2027-04-10T09:02:00.000Z'));
    expect(await outbox.refusals()).toEqual([]);
  });

  it('keeps one refusal per card, and refusing an unknown id changes nothing', async () => {
    const [outbox] = await open();
    await outbox.add(card('id-1', '2027-04-10T09:00:00.000Z'));
    await outbox.add(card('id-2', '2027-04-10T09:01:00.000Z'));
    await outbox.refuse('id-1', 'First.');
    await outbox.refuse('id-2', 'Second.');
    expect((await outbox.refusals()).map((one) => one.reason)).toEqual(['Second.']);
    expect(await outbox.refuse('no-such-id', 'Nothing.')).toBeUndefined();
  });

  it('keeps the last judge view for when the server is away', async () => {
    const [outbox, name] = await open();
    const view = {
      slug: 'harbor',
      fullName: 'Harbor',
      current: [],
      upcoming: [],
    } as unknown as JudgeView;
    await outbox.saveView('harbor', 'judge-a', view, '2027-04-10T09:00:00.000Z');
    outbox.close();
    const [reloaded] = await open(name);
    expect((await reloaded.savedView('harbor', 'judge-a'))?.view).toEqual(view);
    expect(await reloaded.savedView('harbor', 'judge-b')).toBeUndefined();
  });

  it('names a card by competition, judge, round and dance', () => {
    const waltz = card('id-1', '2027-04-10T09:00:00.000Z');
    expect(cardKey(waltz)).toBe(cardKey(card('other-id', '2027-04-10T10:00:00.000Z')));
    expect(cardKey(waltz)).not.toBe(cardKey({ ...waltz, dance: 'Tango' }));
  });
});
