import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { demoMetadata, type Command, type CompetitionState } from '@floorcraft/domain';
import { run } from '@floorcraft/domain/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { FilePhotoStore } from './file-photo-store';
import { ORPHAN_GRACE_MS, sweepOrphanPhotos } from './sweep-orphan-uploads';

function competition(...commands: Command[]): CompetitionState {
  return run(
    undefined,
    { type: 'createCompetition', slug: 'open', metadata: demoMetadata('2027-01-10') },
    ...commands,
  );
}

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) {
    rmSync(dir, { recursive: true, force: true });
  }
});

describe('removing photos no official uses', () => {
  it('removes a day-old photo nobody uses, and keeps the one in use and a fresh upload', async () => {
    const uploads = mkdtempSync(path.join(os.tmpdir(), 'floorcraft-uploads-'));
    dirs.push(uploads);
    mkdirSync(path.join(uploads, 'open'));
    const file = (name: string, ageMs: number) => {
      const at = path.join(uploads, 'open', name);
      writeFileSync(at, 'image');
      const when = (Date.now() - ageMs) / 1000;
      utimesSync(at, when, when);
      return at;
    };
    const inUse = file(`${'a'.repeat(32)}.png`, 2 * ORPHAN_GRACE_MS);
    const replaced = file(`${'b'.repeat(32)}.png`, 2 * ORPHAN_GRACE_MS);
    const fresh = file(`${'c'.repeat(32)}.png`, 60_000);
    const state = competition({
      type: 'saveOfficial',
      official: {
        key: 'judge',
        name: 'Ines Foto',
        role: 'Judge',
        bio: '',
        photoURL: `https://floorcraft.example/uploads/open/${'a'.repeat(32)}.png`,
      },
    });

    const removed = await sweepOrphanPhotos(
      new FilePhotoStore(uploads),
      new Map([['open', state]]),
    );

    expect(removed).toEqual([`/uploads/open/${'b'.repeat(32)}.png`]);
    expect(existsSync(inUse)).toBe(true);
    expect(existsSync(replaced)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
  });

  it('does nothing for a competition without an uploads folder', async () => {
    const uploads = mkdtempSync(path.join(os.tmpdir(), 'floorcraft-uploads-'));
    dirs.push(uploads);
    expect(
      await sweepOrphanPhotos(new FilePhotoStore(uploads), new Map([['open', competition()]])),
    ).toEqual([]);
  });
});
