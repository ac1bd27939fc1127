import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import type { EventStore } from './event-store';
import { describeEventStoreContract } from './event-store-contract';
import { migrate, migrations } from './migrations';
import { openSqliteEventStore } from './sqlite-event-store';

const dir = mkdtempSync(path.join(os.tmpdir(), 'floorcraft-sqlite-'));
let files = 0;
const freshFile = () => path.join(dir, `store-${++files}`, 'floorcraft.sqlite');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const fileOf = new Map<EventStore, string>();
const openAt = (file: string) => {
  const store = openSqliteEventStore(file);
  fileOf.set(store, file);
  return Promise.resolve(store);
};
describeEventStoreContract(
  'SQLite',
  () => openAt(freshFile()),
  (store) => openAt(fileOf.get(store)!),
);

describe('SQLite event store', () => {
  it('runs in WAL mode with synchronous=FULL, so an acknowledged append survives a crash', () => {
    const file = freshFile();
    const store = openSqliteEventStore(file);
    const db = new Database(file);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    void store.close();
    db.close();
    // synchronous is per connection: check the one the store uses.
    const check = openSqliteEventStore(file) as unknown as { db: Database.Database };
    expect(check.db.pragma('synchronous', { simple: true })).toBe(2);
    check.db.close();
  });

  it('keeps everything across close and reopen', async () => {
    const file = freshFile();
    const first = openSqliteEventStore(file);
    const { id } = await first.createCompetition('kept');
    await first.append({
      competitionId: id,
      expectedSeq: 0,
      commandId: 'cmd-00001',
      actor: 'a',
      at: 't',
      events: [{ type: 'OfficialRemoved', key: 'x' }],
    });
    await first.close();
    const second = openSqliteEventStore(file);
    expect((await second.listCompetitions()).map((c) => c.slug)).toEqual(['kept']);
    expect(await second.lastSeq(id)).toBe(1);
    await second.close();
  });

  it('records migrations once and re-running them changes nothing', () => {
    const db = new Database(':memory:');
    migrate(db);
    migrate(db);
    const rows = db.prepare('SELECT version, name FROM schema_migrations').all();
    expect(rows).toEqual(migrations.map(({ version, name }) => ({ version, name })));
    db.close();
  });

  it('refuses a database written by a newer release', () => {
    const file = freshFile();
    void openSqliteEventStore(file).close();
    const db = new Database(file);
    db.prepare(
      "INSERT INTO schema_migrations (version, name, applied_at) VALUES (999, 'future', 'x')",
    ).run();
    db.close();
    expect(() => openSqliteEventStore(file)).toThrow(
      /schema version 999, newer than this release knows/,
    );
  });

  it('stores nothing of an append that fails part-way', async () => {
    const store = openSqliteEventStore(freshFile());
    const { id } = await store.createCompetition('atomic');
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    const bad = { type: 'MetadataUpdated', patch: circular } as never;
    await expect(
      store.append({
        competitionId: id,
        expectedSeq: 0,
        commandId: 'cmd-00001',
        actor: 'a',
        at: 't',
        events: [{ type: 'OfficialRemoved', key: 'x' }, bad],
      }),
    ).rejects.toThrow(/circular/i);
    expect(await store.lastSeq(id)).toBe(0);
    expect(await store.findCommand(id, 'cmd-00001')).toBeUndefined();
    await store.close();
  });
});
