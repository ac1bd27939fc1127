import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { demoMetadata, type CompetitionState } from '@floorcraft/domain';
import { run } from '@floorcraft/domain/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { FilePhotoStore } from './file-photo-store';
import { PhotoExistsError, type Photo, type PhotoStore } from './photo-store';
import { ORPHAN_GRACE_MS, sweepOrphanPhotos } from './sweep-orphan-uploads';

export interface PhotoStoreFixture {
  /** A store over fresh, empty storage. */
  open(): Promise<PhotoStore>;
  /** Another instance over the same storage as `store`, as a second server process opens it. */
  another(store: PhotoStore): Promise<PhotoStore>;
}

const name = (digit: string, extension = 'png') => `${digit.repeat(32)}.${extension}`;
const png = (text: string): Photo => ({ bytes: Buffer.from(text), contentType: 'image/png' });

/** A competition whose one official's portrait is `/uploads/<slug>/<file>`. */
function competitionUsing(slug: string, file: string): CompetitionState {
  return run(
    undefined,
    { type: 'createCompetition', slug, metadata: demoMetadata('2027-01-10') },
    {
      type: 'saveOfficial',
      official: {
        key: 'judge',
        name: 'Ines Foto',
        role: 'Judge',
        bio: '',
        photoURL: `https://floorcraft.example/uploads/${slug}/${file}`,
      },
    },
  );
}

/**
 * The behaviour every PhotoStore must have: the file and the PostgreSQL
 * stores run the very same suite.
 */
export function describePhotoStoreContract(label: string, fixture: PhotoStoreFixture): void {
  describe(`${label}: PhotoStore contract`, () => {
    it('gives back the bytes and type stored, and nothing for a name never stored', async () => {
      const store = await fixture.open();
      const jpeg = {
        bytes: Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01]),
        contentType: 'image/jpeg',
      };
      await store.put('open', name('a', 'jpg'), jpeg);
      expect(await store.get('open', name('a', 'jpg'))).toEqual(jpeg);
      expect(await store.get('open', name('b'))).toBeUndefined();
      expect(await store.get('other', name('a', 'jpg'))).toBeUndefined();
    });

    it('never overwrites a stored photo', async () => {
      const store = await fixture.open();
      await store.put('open', name('a'), png('first'));
      await expect(store.put('open', name('a'), png('second'))).rejects.toThrow(PhotoExistsError);
      expect((await store.get('open', name('a')))?.bytes.toString()).toBe('first');
    });

    it('keeps two uploads sent at once, and lets only one of two races for a name win', async () => {
      const store = await fixture.open();
      await Promise.all([
        store.put('open', name('a'), png('one')),
        store.put('open', name('b'), png('two')),
      ]);
      expect((await store.get('open', name('a')))?.bytes.toString()).toBe('one');
      expect((await store.get('open', name('b')))?.bytes.toString()).toBe('two');

      const race = await Promise.allSettled([
        store.put('open', name('c'), png('left')),
        store.put('open', name('c'), png('right')),
      ]);
      expect(race.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      expect(['left', 'right']).toContain((await store.get('open', name('c')))?.bytes.toString());
    });

    it("lists a competition's photos only, with when they were stored", async () => {
      const store = await fixture.open();
      const before = Date.now();
      await store.put('open', name('b'), png('b'));
      await store.put('open', name('a'), png('a'));
      await store.put('other', name('c'), png('c'));
      const listed = await store.list('open');
      expect(listed.map((entry) => entry.file)).toEqual([name('a'), name('b')]);
      for (const { storedAtMs } of listed) {
        // Clocks of the database server and this process may differ by a little.
        expect(Math.abs(storedAtMs - before)).toBeLessThan(60_000);
      }
      expect(await store.list('empty')).toEqual([]);
    });

    it('deletes a photo once', async () => {
      const store = await fixture.open();
      await store.put('open', name('a'), png('a'));
      expect(await store.delete('open', name('a'))).toBe(true);
      expect(await store.delete('open', name('a'))).toBe(false);
      expect(await store.get('open', name('a'))).toBeUndefined();
      expect(await store.list('open')).toEqual([]);
    });

    it('serves a photo stored through one instance from another, as a second process would', async () => {
      const store = await fixture.open();
      const second = await fixture.another(store);
      await store.put('open', name('a'), png('portrait'));
      expect((await second.get('open', name('a')))?.bytes.toString()).toBe('portrait');
      expect((await second.list('open')).map((entry) => entry.file)).toEqual([name('a')]);
      await second.delete('open', name('a'));
      expect(await store.get('open', name('a'))).toBeUndefined();
    });

    it('refuses names and slugs that could reach outside the photos', async () => {
      const store = await fixture.open();
      await expect(store.put('open', '../floorcraft.png', png('x'))).rejects.toThrow();
      await expect(store.put('../open', name('a'), png('x'))).rejects.toThrow();
      await expect(store.get('open', '..%2Fsecret.png')).rejects.toThrow();
      expect(await store.list('open')).toEqual([]);
    });

    it('sweeps photos no official uses once they are a day old, and keeps the one in use', async () => {
      const store = await fixture.open();
      await store.put('open', name('a'), png('in use'));
      await store.put('open', name('b'), png('replaced'));
      const competitions = new Map([['open', competitionUsing('open', name('a'))]]);

      expect(await sweepOrphanPhotos(store, competitions)).toEqual([]);
      const dayLater = Date.now() + ORPHAN_GRACE_MS + 60_000;
      expect(await sweepOrphanPhotos(store, competitions, dayLater)).toEqual([
        `/uploads/open/${name('b')}`,
      ]);
      expect((await store.list('open')).map((entry) => entry.file)).toEqual([name('a')]);
    });
  });
}

/** File stores in temp folders, removed after the test file. */
export function temporaryFilePhotoStores(): PhotoStoreFixture {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) {
      rmSync(folder, { recursive: true, force: true });
    }
  });
  return {
    open: () => {
      const folder = mkdtempSync(path.join(os.tmpdir(), 'floorcraft-photos-'));
      folders.push(folder);
      return Promise.resolve(new FilePhotoStore(folder));
    },
    another: (store) => Promise.resolve(new FilePhotoStore((store as FilePhotoStore).uploadsDir)),
  };
}
