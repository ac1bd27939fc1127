import { randomUUID } from 'node:crypto';
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
import { FilePhotoStore } from '../src/uploads/file-photo-store';
import { PostgresPhotoStore } from '../src/uploads/postgres-photo-store';
import { createMember, DEMO_SLUG } from './helpers/accounts';
import { startTestServer, type TestServer } from './helpers/start-test-server';
import { ONE_PIXEL_PNG } from './helpers/one-pixel-png';

const url = inject('testDatabaseUrl');
// Its own schema, so runs sharing one TEST_DATABASE_URL never meet.
const schema = `test_${randomUUID().replaceAll('-', '')}`;
// The pool of the store's schema, where the imported photos go.
const pool = new pg.Pool({ connectionString: url, options: `-c search_path="${schema}"` });
const photos = new PostgresPhotoStore(pool);

let server: TestServer;
let postgres: PostgresEventStore;
let file: CompetitionFile;
/** The stored name of a photo uploaded to the SQLite server before the export. */
let photoName: string;

const PNG = ONE_PIXEL_PNG;

beforeAll(async () => {
  server = await startTestServer();
  await createMember(server, 'sam@example.org', ['scrutineer']);
  const uploaded = await fetch(`${server.url}/api/competitions/${DEMO_SLUG}/uploads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${server.token}`, 'content-type': 'image/png' },
    body: PNG,
  });
  expect(uploaded.status).toBe(201);
  photoName = path.posix.basename(((await uploaded.json()) as { path: string }).path);
  const sqlite = openSqliteEventStore(server.config.databaseFile);
  try {
    file = await exportCompetition(
      {
        events: sqlite,
        accounts: server.accounts,
        photos: new FilePhotoStore(path.join(server.config.dataDir, 'uploads')),
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
  await pool.end();
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await admin.end();
});

describe('moving a competition from SQLite to PostgreSQL', () => {
  it('imports an export into the PostgreSQL store with the same state hash', async () => {
    const report = await importCompetition({ events: postgres, photos }, file);
    const [record] = await postgres.listCompetitions();
    const loaded = await loadCompetitionState(postgres, record!.id);
    expect(stateHash(loaded.state)).toBe(stateHash(server.host.stateOf(DEMO_SLUG)));
    expect(loaded.seq).toBe(file.events.length);
    // The PostgreSQL store keeps no accounts yet: the members are counted, not lost silently.
    expect(file.members.map((member) => member.email)).toContain('sam@example.org');
    expect(report.membersSkipped).toBe(file.members.length);
  });

  it('moves the photos into the database, where any server process reads them', async () => {
    expect((await photos.list(DEMO_SLUG)).map((photo) => photo.file)).toEqual([photoName]);
    expect(await photos.get(DEMO_SLUG, photoName)).toEqual({
      bytes: PNG,
      contentType: 'image/png',
    });
  });

  it('refuses the same slug a second time and leaves the log as it was', async () => {
    await expect(importCompetition({ events: postgres, photos }, file)).rejects.toThrow(
      ImportRefused,
    );
    const [record] = await postgres.listCompetitions();
    expect(await postgres.lastSeq(record!.id)).toBe(file.events.length);
  });
});
