import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCompetitionState } from '../src/store/load-state';
import { PostgresEventStore } from '../src/store/postgres-event-store';
import { postgresTestSchemas } from '../src/store/postgres-test-schemas';
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

const { freshSchema, poolIn } = postgresTestSchemas();

let server: TestServer;
let postgres: PostgresEventStore;
/** Where the imported photos go: the store's pool, as a server process shares one. */
let photos: PostgresPhotoStore;
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
  const pool = await poolIn(freshSchema());
  postgres = new PostgresEventStore(pool);
  photos = new PostgresPhotoStore(pool);
});
afterAll(async () => {
  await postgres.close();
  await server.dispose();
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
