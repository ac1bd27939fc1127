import type { DomainEvent } from '@floorcraft/domain';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { ConcurrencyError, type AppendRequest, type EventStore } from './event-store';
import { describeEventStoreContract } from './event-store-contract';
import { openPostgresEventStore, PostgresEventStore } from './postgres-event-store';
import { postgresMigrations } from './postgres-migrations';
import { postgresTestSchemas } from './postgres-test-schemas';

// Every store gets its own schema; another store on it is another process.
const { url, freshSchema, poolIn } = postgresTestSchemas();
const schemaOf = new Map<EventStore, string>();
const storeIn = async (schema: string): Promise<PostgresEventStore> => {
  const store = new PostgresEventStore(await poolIn(schema));
  schemaOf.set(store, schema);
  return store;
};
const freshStore = (): Promise<PostgresEventStore> => storeIn(freshSchema());

describeEventStoreContract('PostgreSQL', freshStore, (store) => storeIn(schemaOf.get(store)!));

async function waitUntilBlockedBy(pid: number): Promise<void> {
  const watcher = new pg.Client({ connectionString: url });
  await watcher.connect();
  try {
    for (let i = 0; i < 100; i += 1) {
      const { rowCount } = await watcher.query(
        'SELECT 1 FROM pg_stat_activity WHERE $1 = ANY (pg_blocking_pids(pid))',
        [pid],
      );
      if (rowCount) {
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('our append never waited on the other transaction');
  } finally {
    await watcher.end();
  }
}

const renamed: DomainEvent = { type: 'MetadataUpdated', patch: { fullName: 'x' } };
const request = (competitionId: string, expectedSeq: number, commandId: string): AppendRequest => ({
  competitionId,
  expectedSeq,
  commandId,
  actor: 'system:test',
  at: '2027-01-10T10:00:00.000Z',
  events: [renamed, renamed],
});

describe('PostgreSQL event store', () => {
  it('lets exactly one of two processes appending at the same version win', async () => {
    // Two stores, two pools: as two server processes on one database.
    const schema = freshSchema();
    const a = await storeIn(schema);
    const b = await storeIn(schema);
    const { id } = await a.createCompetition('race');
    for (let round = 0; round < 20; round += 1) {
      const version = await a.lastSeq(id);
      const results = await Promise.allSettled([
        a.append(request(id, version, `a-${round}`)),
        b.append(request(id, version, `b-${round}`)),
      ]);
      const won = results.filter((r) => r.status === 'fulfilled');
      const lost = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      expect(lost[0]).toBeInstanceOf(ConcurrencyError);
      expect(await b.lastSeq(id)).toBe(version + 2);
    }
    // Only the winners' events, without a gap, each command once.
    const events = await b.readEvents(id, 0);
    expect(events.map((e) => e.seq)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(new Set(events.map((e) => e.commandId)).size).toBe(20);
    await Promise.all([a.close(), b.close()]);
  });

  it('refuses an append whose check passed when another commits the same seq first', async () => {
    const schema = freshSchema();
    const store = await storeIn(schema);
    const { id } = await store.createCompetition('constraint');
    await store.append({ ...request(id, 0, 'first'), events: [renamed] });
    // Another process holds seq 2 uncommitted: our check still sees version 1.
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    await other.query(`SET search_path = "${schema}"`);
    const otherPid = (await other.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!
      .pid;
    await other.query('BEGIN');
    await other.query(
      `INSERT INTO events (competition_id, seq, type, payload, actor, at, command_id)
       VALUES ($1, 2, 'MetadataUpdated', '{}', 'other', 't', 'other')`,
      [id],
    );
    const ours = store.append(request(id, 1, 'ours'));
    const outcome = ours.then(
      () => 'applied',
      (error: unknown) => error,
    );
    // Wait until our insert is blocked on the other's uncommitted row, so the key decides.
    await waitUntilBlockedBy(otherPid);
    await other.query('COMMIT');
    await other.end();
    expect(await outcome).toBeInstanceOf(ConcurrencyError);
    expect(await store.lastSeq(id)).toBe(2);
    expect(await store.findCommand(id, 'ours')).toBeUndefined();
    await store.close();
  });

  it('migrates once when several processes start together, and refuses a newer schema', async () => {
    const schema = freshSchema();
    const stores = await Promise.all(
      [1, 2, 3].map(() => openPostgresEventStore(url, { schema, maxConnections: 1 })),
    );
    await Promise.all(stores.map((store) => store.close()));
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`SET search_path = "${schema}"`);
    const { rows } = await admin.query<{ version: number }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    expect(rows.map((row) => row.version)).toEqual(postgresMigrations.map((m) => m.version));
    await admin.query("INSERT INTO schema_migrations VALUES (999, 'future', 'x')");
    await admin.end();
    await expect(openPostgresEventStore(url, { schema })).rejects.toThrow(
      /schema version 999, newer than this release knows/,
    );
  });
});
