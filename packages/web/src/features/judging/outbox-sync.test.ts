import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { Outbox, type CardAddress, type PendingCard } from './outbox';
import { OutboxSync, type PostResult } from './outbox-sync';
import { readAnswer } from './post-card';

const offline: PostResult = { kind: 'retry', reason: 'The server cannot be reached.' };

const waltz: CardAddress = {
  slug: 'harbor',
  judgeKey: 'judge-a',
  eventName: 'Bronze Standard',
  roundNumber: 2,
  dance: 'Waltz',
};
const tango: CardAddress = { ...waltz, dance: 'Tango' };

let opened: Outbox[] = [];
let dbNumber = 0;
afterEach(() => {
  opened.forEach((outbox) => outbox.close());
  opened = [];
});

/** A server that answers as told, recording every command id it is sent. */
class FakeServer {
  received: string[] = [];
  down = false;
  answers: PostResult[] = [];
  post = (card: PendingCard): Promise<PostResult> => {
    this.received.push(card.commandId);
    const answer = this.down ? offline : this.answers.shift();
    return Promise.resolve(answer ?? { kind: 'accepted', version: 7 });
  };
}

/** The page as the sync sees it: shown or hidden, and a way to say "online again" or "shown again". */
function fakePage(visible = true) {
  const callbacks: (() => void)[] = [];
  return {
    visible,
    isVisible() {
      return this.visible;
    },
    onWake(callback: () => void) {
      callbacks.push(callback);
    },
    wake() {
      callbacks.forEach((callback) => callback());
    },
  };
}

/** A sync on its own database with a hand-driven timer, predictable ids and the longest jitter. */
async function setUp(name = `sync-test-${++dbNumber}`, page = fakePage()) {
  const outbox = await Outbox.open(name);
  opened.push(outbox);
  const server = new FakeServer();
  const timers: { callback: () => void; ms: number }[] = [];
  const waits: number[] = [];
  let id = 0;
  const sync = new OutboxSync({
    outbox,
    post: server.post,
    newId: () => `id-${++id}`,
    now: () => Date.parse('2027-04-10T09:00:00.000Z') + id,
    setTimer: (callback, ms) => {
      waits.push(ms);
      return timers.push({ callback, ms });
    },
    clearTimer: () => undefined,
    random: () => 1,
    page,
  });
  return { outbox, server, sync, timers, waits, name, page };
}

describe('sending the outbox', () => {
  it('keeps a card in the outbox before sending, and removes it when the server acknowledges it', async () => {
    const { outbox, server, sync } = await setUp();
    server.down = true;
    await sync.start();
    await sync.submit(waltz, [101, 102]);
    await sync.flush();
    // The card was written before any answer: the server could not be reached.
    expect((await outbox.pending()).map((card) => card.commandId)).toEqual(['id-1']);
    expect(sync.getSnapshot().pending).toHaveLength(1);
    expect(sync.getSnapshot().problem).toBe('The server cannot be reached.');

    server.down = false;
    await sync.retryNow();
    expect(await outbox.pending()).toEqual([]);
    expect(sync.getSnapshot().pending).toEqual([]);
    expect(sync.getSnapshot().acked).toEqual({
      [JSON.stringify(['harbor', 'judge-a', 'Bronze Standard', 2, 'Waltz'])]: {
        couples: [101, 102],
        version: 7,
      },
    });
    expect(sync.getSnapshot().problem).toBeUndefined();
  });

  it('retries with the same id and a growing wait while the server is away', async () => {
    const { server, sync, timers, waits } = await setUp();
    server.answers = [offline, offline, offline];
    await sync.start();
    await sync.submit(waltz, [101]);
    await sync.flush();
    await flushTimers(timers, sync);
    await flushTimers(timers, sync);
    expect(waits).toEqual([1_000, 2_000, 2_500]);
    await flushTimers(timers, sync);
    expect(server.received).toEqual(['id-1', 'id-1', 'id-1', 'id-1']);
    expect(sync.getSnapshot().pending).toEqual([]);
  });

  it('never waits more than 2.5 s between attempts while the tablet’s screen is on', async () => {
    const { server, sync, timers, waits } = await setUp();
    server.down = true;
    await sync.start();
    await sync.submit(waltz, [101]);
    await sync.flush();
    for (let attempt = 0; attempt < 10; attempt++) {
      await flushTimers(timers, sync);
    }
    expect(waits).toHaveLength(11);
    expect(Math.max(...waits)).toBe(2_500);
  });

  it('waits up to 30 s while the page is hidden', async () => {
    const { server, sync, timers, waits } = await setUp(undefined, fakePage(false));
    server.down = true;
    await sync.start();
    await sync.submit(waltz, [101]);
    await sync.flush();
    for (let attempt = 0; attempt < 10; attempt++) {
      await flushTimers(timers, sync);
    }
    expect(Math.max(...waits)).toBe(30_000);
  });

  it('tries at once when the tablet is online again or its page is shown again', async () => {
    const { server, sync, timers, page } = await setUp();
    server.down = true;
    await sync.start();
    await sync.submit(waltz, [101]);
    await sync.flush();
    expect(server.received).toEqual(['id-1']);
    expect(timers).toHaveLength(1);
    server.down = false;
    page.wake();
    await sync.idle();
    expect(server.received).toEqual(['id-1', 'id-1']);
    expect(sync.getSnapshot().pending).toEqual([]);
  });

  it('sends what an earlier visit left behind when the page loads again', async () => {
    const first = await setUp();
    first.server.down = true;
    await first.sync.start();
    await first.sync.submit(waltz, [101]);
    await first.sync.submit(tango, [102]);
    await first.sync.flush();
    first.outbox.close();

    const second = await setUp(first.name);
    await second.sync.start();
    expect(second.server.received).toEqual(['id-1', 'id-2']);
    expect(await second.outbox.pending()).toEqual([]);
  });

  it('shows a refusal with its reason and stops sending that card', async () => {
    const { outbox, server, sync } = await setUp();
    server.answers = [{ kind: 'refused', reason: 'The round is closed.' }];
    await sync.start();
    await sync.submit(waltz, [101]);
    await sync.flush();
    expect(server.received).toEqual(['id-1']);
    expect(await outbox.pending()).toEqual([]);
    expect(sync.getSnapshot().refused.map((card) => card.reason)).toEqual(['The round is closed.']);

    // Submitting the card again takes the refusal away.
    await sync.submit(waltz, [102]);
    await sync.flush();
    expect(sync.getSnapshot().refused).toEqual([]);
  });

  it('sends an amendment after the card it amends', async () => {
    const { server, sync } = await setUp();
    server.down = true;
    await sync.start();
    await sync.submit(waltz, [101]);
    await sync.submit(waltz, [102]);
    await sync.flush();
    server.down = false;
    await sync.retryNow();
    expect(server.received.slice(-2)).toEqual(['id-1', 'id-2']);
    expect(Object.values(sync.getSnapshot().acked)).toEqual([{ couples: [102], version: 7 }]);
  });
});

describe('after the server is restored from a backup', () => {
  it('forgets what the old history acknowledged and still sends the cards not sent', async () => {
    const { server, sync } = await setUp();
    await sync.start();
    await sync.submit(waltz, [101]);
    await sync.idle();
    expect(Object.keys(sync.getSnapshot().acked)).toHaveLength(1);
    server.down = true;
    await sync.submit(tango, [102]);
    await sync.idle();

    sync.forgetAcknowledged();
    expect(sync.getSnapshot().acked).toEqual({});
    expect(sync.getSnapshot().pending.map((card) => card.couples)).toEqual([[102]]);
    server.down = false;
    await sync.retryNow();
    // The same command id as before the restore: the server decides whether it is new.
    expect(server.received).toEqual(['id-1', 'id-2', 'id-2']);
    expect(sync.getSnapshot().pending).toEqual([]);
  });
});

describe('a card that must wait', () => {
  it('does not hold back other cards, only later versions of the same card', async () => {
    const { server, sync } = await setUp();
    const otherJudge = { ...waltz, judgeKey: 'judge-b' };
    const notLinked: PostResult = { kind: 'retry', reason: 'This tablet is no longer linked.' };
    server.answers = [notLinked, { kind: 'accepted', version: 8 }];
    await sync.start();
    server.down = true;
    await sync.submit(otherJudge, [101]);
    await sync.submit(otherJudge, [102]);
    await sync.submit(waltz, [103]);
    await sync.flush();
    server.down = false;
    server.received = [];
    await sync.retryNow();
    // id-1 must wait, so id-2 (the same card) waits behind it; id-3 goes.
    expect(server.received).toEqual(['id-1', 'id-3']);
    expect(sync.getSnapshot().pending.map((card) => card.commandId)).toEqual(['id-1', 'id-2']);
    expect(sync.getSnapshot().problem).toBe('This tablet is no longer linked.');
  });
});

describe('reading the server answer', () => {
  it('acknowledges an applied or duplicate command', () => {
    expect(readAnswer(200, { version: 12 })).toEqual({ kind: 'accepted', version: 12 });
  });

  it('refuses the card on a refusal of the card itself, in the server words', () => {
    expect(readAnswer(422, { error: 'the round is closed' })).toEqual({
      kind: 'refused',
      reason: 'The round is closed.',
    });
    expect(readAnswer(400, {})).toEqual({ kind: 'refused', reason: 'The server answered 400.' });
  });

  it('keeps the card when the tablet is not linked or the server is in trouble', () => {
    expect(readAnswer(401, {}).kind).toBe('retry');
    expect(readAnswer(403, { error: 'only a tablet linked to judge judge-a' }).kind).toBe('retry');
    expect(readAnswer(503, {}).kind).toBe('retry');
    expect(readAnswer(429, {}).kind).toBe('retry');
  });
});

/** Runs the timers due now, as the clock would, and waits for the sending they start. */
async function flushTimers(timers: { callback: () => void }[], sync: OutboxSync) {
  const due = timers.splice(0);
  due.forEach((timer) => timer.callback());
  await sync.idle();
}
