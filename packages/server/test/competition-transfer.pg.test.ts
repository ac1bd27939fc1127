import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadCompetitionState } from '../src/store/load-state';
import { openPostgresEventStore, type PostgresEventStore } from '../src/store/postgres-event-store';
import { openSqliteEventStore } from '../src/store/sqlite-event-store';
import type { CompetitionFile } from '../src/transfer/competition-file';
import { exportCompetition } from '../src/transfer/export-competition';
import { ImportRefused, importCompetition } from '../src/transfer/import-competition';
import { stateHash } from '../src/transfer/state-hash';
import { createMember, DEMO_SLUG } from './helpers/accounts';
import { startTestServer, type TestServer } from './helpers/start-test-server';

const url = inject('testDatabaseUrl');
// Its own schema, so runs sharing one TEST_DATABASE_URL never meet.
const schema = `test_${randomUUID().replaceAll('-', '')}`;
const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'floorcraft-pg-uploads-'));

let server: TestServer;
let postgres: PostgresEventStore;
let file: CompetitionFile;

beforeAll(async () => {
  server = await startTestServer();
  await createMember(server, 'sam@example.org', ['scrutineer']);
  const sqlite = openSqliteEventStore(server.config.databaseFile);
  try {
    file = await exportCompetition(
      {
        events: sqlite,
        accounts: server.accounts,
        uploadsDir: path.join(server.config.dataDir, 'uploads'),
      },
      DEMO_SLUG,
      new Date(),
    );
  } finally {
    await sqlite.close();
  }
  postgres = await openPostgresEventStore(url, { schema });
});
afterAll(async () => {
  await postgres.close();
  await server.dispose();
  rmSync(uploadsDir, { recursive: true, force: true });
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await admin.end();
});

describe('moving a competition from SQLite to PostgreSQL', () => {
  it('imports an export into the PostgreSQL store with the same state hash', async () => {
    const report = await importCompetition({ events: postgres, uploadsDir }, file);
    const [record] = await postgres.listCompetitions();
    const loaded = await loadCompetitionState(postgres, record!.id);
    expect(stateHash(loaded.state)).toBe(stateHash(server.host.stateOf(DEMO_SLUG)));
    expect(loaded.seq).toBe(file.events.length);
    // The PostgreSQL store keeps no accounts yet: the members are counted, not lost silently.
    expect(file.members.map((member) => member.email)).toContain('sam@example.org');
    expect(report.membersSkipped).toBe(file.members.length);
  });

  it('refuses the same slug a second time and leaves the log as it was', async () => {
    await expect(importCompetition({ events: postgres, uploadsDir }, file)).rejects.toThrow(
      ImportRefused,
    );
    const [record] = await postgres.listCompetitions();
    expect(await postgres.lastSeq(record!.id)).toBe(file.events.length);
  });
});
