import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DomainEvent } from '@floorcraft/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPostgresEventStore, type PostgresEventStore } from '../src/store/postgres-event-store';
import { backupPostgres, restorePostgres } from '../src/transfer/postgres-backup';
import { readWholeLog } from '../src/transfer/state-hash';
import { PostgresPhotoStore } from '../src/uploads/postgres-photo-store';

const url = inject('testDatabaseUrl');
const work = mkdtempSync(path.join(os.tmpdir(), 'floorcraft-pg-backup-'));
const rename = (fullName: string): DomainEvent => ({
  type: 'MetadataUpdated',
  patch: { fullName },
});
const PHOTO = `${'a'.repeat(32)}.png`;

/** A database of its own, so a whole-database dump sees no other test's tables. */
const databases: string[] = [];
async function freshDatabase(): Promise<string> {
  const name = `backup_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  databases.push(name);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

let sourceUrl: string;
let source: PostgresEventStore;
let photoPool: pg.Pool;

beforeAll(async () => {
  sourceUrl = await freshDatabase();
  source = await openPostgresEventStore(sourceUrl);
  photoPool = new pg.Pool({ connectionString: sourceUrl });
});
afterAll(async () => {
  await source.close();
  await photoPool.end();
  rmSync(work, { recursive: true, force: true });
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  for (const name of databases) {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
  await admin.end();
});

describe('admin backup on PostgreSQL (pg_dump)', () => {
  it('holds every version acknowledged before it began while writers append, and restores to the same logs and photo', async () => {
    await new PostgresPhotoStore(photoPool).put('open', PHOTO, {
      bytes: Buffer.from('portrait'),
      contentType: 'image/png',
    });
    const competitions = await Promise.all(
      ['one', 'two', 'three'].map((slug) => source.createCompetition(slug)),
    );
    // One writer per competition appends without pause, remembering what was acknowledged.
    const acknowledged = new Map<string, number>(competitions.map(({ id }) => [id, 0]));
    let writing = true;
    const writers = competitions.map(async ({ id }) => {
      for (let seq = 0; writing; seq += 1) {
        await source.append({
          competitionId: id,
          expectedSeq: seq,
          commandId: `${id}-${seq}`,
          actor: 'system:test',
          at: new Date().toISOString(),
          events: [rename(`name ${seq}`)],
        });
        acknowledged.set(id, seq + 1);
      }
    });
    while ([...acknowledged.values()].some((seq) => seq < 20)) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }

    const beforeBackup = new Map(acknowledged);
    const dumpDir = path.join(work, 'dump');
    const report = await backupPostgres(sourceUrl, dumpDir);
    const afterBackup = new Map(acknowledged);
    writing = false;
    await Promise.all(writers);

    expect(readdirSync(dumpDir)).toEqual([path.basename(report.dumpFile)]);
    // The writers kept going while pg_dump ran: the backup was taken under load.
    expect(competitions.some(({ id }) => afterBackup.get(id)! > beforeBackup.get(id)!)).toBe(true);

    const restoredUrl = await freshDatabase();
    await restorePostgres(restoredUrl, report.dumpFile);
    const restored = await openPostgresEventStore(restoredUrl);
    const restoredPhotos = new pg.Pool({ connectionString: restoredUrl });
    try {
      expect((await restored.listCompetitions()).map((c) => c.slug).sort()).toEqual([
        'one',
        'three',
        'two',
      ]);
      for (const { id } of competitions) {
        const log = await readWholeLog(restored, id);
        // Gap-free, at least what was acknowledged before the dump began, equal to the live log.
        expect(log.map((stored) => stored.seq)).toEqual(log.map((_, index) => index + 1));
        expect(log.length).toBeGreaterThanOrEqual(beforeBackup.get(id)!);
        expect(log).toEqual((await readWholeLog(source, id)).slice(0, log.length));
      }
      expect(await new PostgresPhotoStore(restoredPhotos).get('open', PHOTO)).toEqual({
        bytes: Buffer.from('portrait'),
        contentType: 'image/png',
      });
    } finally {
      await restored.close();
      await restoredPhotos.end();
    }
  });

  it('refuses a folder that is not empty, and leaves it as it was', async () => {
    const dumpDir = path.join(work, 'dump');
    await expect(backupPostgres(sourceUrl, dumpDir)).rejects.toThrow('is not empty');
    expect(readdirSync(dumpDir)).toHaveLength(1);
  });

  it('says what pg_dump answered when the database cannot be reached', async () => {
    const missing = new URL(url);
    missing.pathname = '/no_such_database';
    await expect(backupPostgres(missing.toString(), path.join(work, 'none'))).rejects.toThrow(
      /pg_dump failed: .*no_such_database/,
    );
    expect(readdirSync(path.join(work, 'none'))).toEqual([]);
  });
});
