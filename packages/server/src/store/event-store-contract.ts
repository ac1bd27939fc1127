import { demoMetadata, type DomainEvent } from '@floorcraft/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConcurrencyError, DuplicateCommandError, type EventStore } from './event-store';

const metadata = demoMetadata('2027-01-10');
const created: DomainEvent = { type: 'CompetitionCreated', slug: 'contract', metadata };
const rename = (fullName: string): DomainEvent => ({
  type: 'MetadataUpdated',
  patch: { fullName },
});

/**
 * The behaviour every EventStore must have: the SQLite and the PostgreSQL
 * stores run the very same suite.
 */
export function describeEventStoreContract(
  name: string,
  makeStore: () => Promise<EventStore>,
  /** Opens the database of a closed `store` again, as a restarted server would. */
  reopenStore: (store: EventStore) => Promise<EventStore>,
): void {
  describe(`${name}: EventStore contract`, () => {
    let store: EventStore;
    let competitionId: string;

    beforeEach(async () => {
      store = await makeStore();
      competitionId = (await store.createCompetition('contract')).id;
    });
    afterEach(async () => {
      await store.close();
    });

    const append = (expectedSeq: number, commandId: string, events: DomainEvent[]) =>
      store.append({
        competitionId,
        expectedSeq,
        commandId,
        actor: 'system:test',
        at: '2027-01-10T10:00:00.000Z',
        events,
      });

    it('keeps its epoch across a reopen and changes it only when a new one is started', async () => {
      const first = await store.epoch();
      expect(first).toMatch(/^[0-9a-f-]{32,36}$/);
      await store.close();
      store = await reopenStore(store);
      expect(await store.epoch()).toBe(first);
      const next = await store.startNewEpoch();
      expect(next).not.toBe(first);
      expect(await store.epoch()).toBe(next);
      await store.close();
      store = await reopenStore(store);
      expect(await store.epoch()).toBe(next);
    });

    it('gives every new database an epoch of its own', async () => {
      const other = await makeStore();
      try {
        expect(await other.epoch()).not.toBe(await store.epoch());
      } finally {
        await other.close();
      }
    });

    it('appends events and reads them back in order with actor, time and command id', async () => {
      await append(0, 'cmd-00001', [created]);
      await append(1, 'cmd-00002', [rename('A'), rename('B')]);
      const events = await store.readEvents(competitionId, 0);
      expect(events.map((e) => [e.seq, e.type, e.commandId])).toEqual([
        [1, 'CompetitionCreated', 'cmd-00001'],
        [2, 'MetadataUpdated', 'cmd-00002'],
        [3, 'MetadataUpdated', 'cmd-00002'],
      ]);
      expect(events[2]).toMatchObject({
        event: rename('B'),
        actor: 'system:test',
        at: '2027-01-10T10:00:00.000Z',
      });
      expect(await store.lastSeq(competitionId)).toBe(3);
    });

    it('refuses an append decided against an old version and stores nothing of it', async () => {
      await append(0, 'cmd-00001', [created]);
      await append(1, 'cmd-00002', [rename('first')]);
      await expect(append(1, 'cmd-00003', [rename('second')])).rejects.toBeInstanceOf(
        ConcurrencyError,
      );
      expect((await store.readEvents(competitionId, 0)).map((e) => e.seq)).toEqual([1, 2]);
      expect(await store.findCommand(competitionId, 'cmd-00003')).toBeUndefined();
    });

    it('recognises a retried command id, answers its original version and stores nothing', async () => {
      await append(0, 'cmd-00001', [created]);
      await append(1, 'cmd-00002', [rename('once')]);
      const retry = append(2, 'cmd-00002', [rename('once')]);
      await expect(retry).rejects.toBeInstanceOf(DuplicateCommandError);
      await expect(retry).rejects.toMatchObject({ seq: 2 });
      expect(await store.lastSeq(competitionId)).toBe(2);
    });

    it('records a command that changed nothing, so its retry is recognised too', async () => {
      await append(0, 'cmd-00001', [created]);
      await append(1, 'cmd-noop1', []);
      expect(await store.findCommand(competitionId, 'cmd-noop1')).toBe(1);
      await expect(append(1, 'cmd-noop1', [])).rejects.toBeInstanceOf(DuplicateCommandError);
    });

    it('appends several commands in one transaction, each after the one before', async () => {
      await append(0, 'create', [created]);
      const request = (expectedSeq: number, commandId: string, events: DomainEvent[]) => ({
        competitionId,
        expectedSeq,
        commandId,
        actor: 'system:test',
        at: '2027-01-10T10:00:00.000Z',
        events,
      });
      const stored = await store.appendMany([
        request(1, 'a', [rename('A')]),
        request(2, 'nothing', []),
        request(2, 'b', [rename('B'), rename('C')]),
      ]);
      expect(stored.map((events) => events.map((event) => event.seq))).toEqual([[2], [], [3, 4]]);
      expect(await store.findCommand(competitionId, 'nothing')).toBe(2);
      expect(await store.lastSeq(competitionId)).toBe(4);
    });

    it('stores nothing of a batch when one of its commands is refused', async () => {
      await append(0, 'create', [created]);
      await append(1, 'seen', [rename('Seen')]);
      const request = (expectedSeq: number, commandId: string) => ({
        competitionId,
        expectedSeq,
        commandId,
        actor: 'system:test',
        at: '2027-01-10T10:00:00.000Z',
        events: [rename(commandId)],
      });
      await expect(store.appendMany([request(2, 'new'), request(3, 'seen')])).rejects.toThrow(
        DuplicateCommandError,
      );
      await expect(store.appendMany([request(1, 'stale'), request(2, 'later')])).rejects.toThrow(
        ConcurrencyError,
      );
      expect(await store.lastSeq(competitionId)).toBe(2);
      expect(await store.findCommand(competitionId, 'new')).toBeUndefined();
    });

    it('reads after a version and at most a limit', async () => {
      await append(0, 'cmd-00001', [created, rename('a'), rename('b'), rename('c')]);
      expect((await store.readEvents(competitionId, 1, 2)).map((e) => e.seq)).toEqual([2, 3]);
      expect(await store.readEvents(competitionId, 4)).toEqual([]);
    });

    it('keeps the logs of two competitions apart', async () => {
      const other = (await store.createCompetition('other')).id;
      await append(0, 'cmd-00001', [created]);
      await store.append({
        competitionId: other,
        expectedSeq: 0,
        commandId: 'cmd-00001',
        actor: 'a',
        at: 't',
        events: [created, rename('x')],
      });
      expect(await store.lastSeq(competitionId)).toBe(1);
      expect(await store.lastSeq(other)).toBe(2);
    });

    it('makes the first competition the default, switches it, and refuses a duplicate slug', async () => {
      const second = await store.createCompetition('second');
      let list = await store.listCompetitions();
      expect(list.map((c) => [c.slug, c.isDefault])).toEqual([
        ['contract', true],
        ['second', false],
      ]);
      await store.setDefaultCompetition(second.id);
      list = await store.listCompetitions();
      expect(list.filter((c) => c.isDefault).map((c) => c.slug)).toEqual(['second']);
      await expect(store.createCompetition('second')).rejects.toThrow(
        'a competition with slug "second" already exists',
      );
    });

    it('returns the newest snapshot of the requested format only', async () => {
      await store.saveSnapshot(competitionId, { seq: 10, format: 1, state: { v: 10 } });
      await store.saveSnapshot(competitionId, { seq: 20, format: 1, state: { v: 20 } });
      await store.saveSnapshot(competitionId, { seq: 30, format: 2, state: { v: 30 } });
      expect(await store.loadSnapshot(competitionId, 1)).toEqual({
        seq: 20,
        format: 1,
        state: { v: 20 },
      });
      expect(await store.loadSnapshot(competitionId, 3)).toBeUndefined();
      expect(await store.loadSnapshot(competitionId, 1, 19)).toEqual({
        seq: 10,
        format: 1,
        state: { v: 10 },
      });
      expect(await store.loadSnapshot(competitionId, 1, 9)).toBeUndefined();
    });
  });
}
