import { randomUUID } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DomainEvent } from '@floorcraft/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPostgresEventStore, type PostgresEventStore } from '../src/store/postgres-event-store';
import { backupPostgres } from '../src/transfer/postgres-backup';
import { restorePostgres } from '../src/transfer/postgres-restore';
import { readWholeLog } from '../src/transfer/state-hash';
import { PostgresPhotoStore } from '../src/uploads/postgres-photo-store';
import { adminCommand, adminEnv, repoRoot } from './helpers/admin-cli';

const url = inject('testDatabaseUrl');
const work = mkdtempSync(path.join(os.tmpdir(), 'floorcraft-pg-backup-'));
const rename = (fullName: string): DomainEvent => ({
  type: 'MetadataUpdated',
  patch: { fullName },
});
const PHOTO = `${'a'.repeat(32)}.png`;

/** A database of its own, so a whole-database dump sees no other test's tables. */
const databases: { name: string; url: string }[] = [];
async function freshDatabase(): Promise<string> {
  const name = `backup_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  databases.push({ name, url: target.toString() });
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
  for (const { name } of databases) {
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
    await restorePostgres(restoredUrl, dumpDir);
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

describe('admin backup with DATABASE_URL', () => {
  it('dumps the PostgreSQL database through the CLI', () => {
    const out = path.join(work, 'cli-dump');
    const dataDir = mkdtempSync(path.join(work, 'data-'));
    const result = spawnSync(process.execPath, adminCommand('backup', '--out', out), {
      cwd: repoRoot,
      env: { ...adminEnv(dataDir), DATABASE_URL: sourceUrl },
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(`database dumped to ${path.join(out, 'floorcraft.pgdump')}`);
    expect(readdirSync(out)).toEqual(['floorcraft.pgdump']);
  });
});

describe('restoring a PostgreSQL backup', () => {
  let dumpDir: string;
  let liveLog: Awaited<ReturnType<typeof readWholeLog>>;

  beforeAll(async () => {
    const origin = await openPostgresEventStore(await freshDatabase());
    try {
      const { id } = await origin.createCompetition('kept');
      for (let seq = 0; seq < 5; seq += 1) {
        await origin.append({
          competitionId: id,
          expectedSeq: seq,
          commandId: `kept-${seq}`,
          actor: 'system:test',
          at: '2027-01-10T10:00:00.000Z',
          events: [rename(`kept ${seq}`)],
        });
      }
      liveLog = await readWholeLog(origin, id);
    } finally {
      await origin.close();
    }
    // The origin's pool is closed, so nothing else is connected while it is dumped.
    dumpDir = path.join(work, 'restore-source');
    await backupPostgres(databases.at(-1)!.url, dumpDir);
  });

  /** A database holding another history: a competition the backup never had. */
  async function databaseWithOtherHistory(): Promise<{ url: string; epoch: string }> {
    const url = await freshDatabase();
    const store = await openPostgresEventStore(url);
    try {
      await store.createCompetition('other');
      return { url, epoch: await store.epoch() };
    } finally {
      await store.close();
    }
  }

  async function slugsAndEpoch(url: string): Promise<{ slugs: string[]; epoch: string }> {
    const store = await openPostgresEventStore(url);
    try {
      const slugs = (await store.listCompetitions()).map((c) => c.slug);
      return { slugs, epoch: await store.epoch() };
    } finally {
      await store.close();
    }
  }

  it('replaces another history with the backup and starts a new epoch', async () => {
    const target = await databaseWithOtherHistory();
    const report = await restorePostgres(target.url, dumpDir);

    const after = await slugsAndEpoch(target.url);
    expect(after.slugs).toEqual(['kept']);
    expect(after.epoch).toBe(report.epoch);
    expect(report.epoch).not.toBe(target.epoch);
    const restored = await openPostgresEventStore(target.url);
    try {
      const [record] = await restored.listCompetitions();
      expect(await readWholeLog(restored, record!.id)).toEqual(liveLog);
    } finally {
      await restored.close();
    }
  });

  it('refuses while a server process is connected, and changes nothing', async () => {
    const target = await databaseWithOtherHistory();
    const running = new pg.Client({ connectionString: target.url });
    await running.connect();
    try {
      await expect(restorePostgres(target.url, dumpDir)).rejects.toThrow(
        'stop every server process',
      );
    } finally {
      await running.end();
    }
    expect(await slugsAndEpoch(target.url)).toEqual({ slugs: ['other'], epoch: target.epoch });
  });

  it('refuses a damaged dump or a folder without one, and changes nothing', async () => {
    const target = await databaseWithOtherHistory();
    const damaged = path.join(work, 'damaged');
    mkdirSync(damaged);
    writeFileSync(path.join(damaged, 'floorcraft.pgdump'), 'PGDMP but not really');
    await expect(restorePostgres(target.url, damaged)).rejects.toThrow('pg_restore failed');
    await expect(restorePostgres(target.url, path.join(work, 'nowhere'))).rejects.toThrow(
      'no floorcraft.pgdump',
    );
    expect(await slugsAndEpoch(target.url)).toEqual({ slugs: ['other'], epoch: target.epoch });
  });
});
