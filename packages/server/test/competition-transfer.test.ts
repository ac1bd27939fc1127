import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '@floorcraft/server';
import { stateHash } from '../src/transfer/state-hash';
import { runAdmin } from './helpers/admin-cli';
import { createMember, DEMO_SLUG } from './helpers/accounts';
import { sendCommand } from './helpers/send-command';
import { startTestServer, type TestServer } from './helpers/start-test-server';
import { ONE_PIXEL_PNG } from './helpers/one-pixel-png';

const work = mkdtempSync(path.join(os.tmpdir(), 'floorcraft-transfer-'));
/** The data folder the competition moves to: a server that has never seen it. */
const targetDir = path.join(work, 'target');
const exportFile = path.join(work, 'demo.floorcraft.json');

const PNG = ONE_PIXEL_PNG;

/** Runs the CLI as `npm run admin -- …` does, on the given data folder. */
const admin = runAdmin;

/** A server on the target folder; the import is read at start, as the CLI says. */
function startTarget(): Promise<RunningServer> {
  return startServer({
    ...source.config,
    dataDir: targetDir,
    databaseFile: path.join(targetDir, 'floorcraft.sqlite'),
    seedDemo: false,
  });
}

let source: TestServer;
let target: RunningServer | undefined;
let photoPath: string;

beforeAll(async () => {
  source = await startTestServer();
  await createMember(source, 'sam@example.org', ['scrutineer', 'registrar']);
  const uploaded = await fetch(`${source.url}/api/competitions/${DEMO_SLUG}/uploads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${source.token}`, 'content-type': 'image/png' },
    body: PNG,
  });
  expect(uploaded.status).toBe(201);
  const photo = (await uploaded.json()) as { url: string; path: string };
  photoPath = photo.path;
  const saved = await sendCommand(
    source.url,
    {
      type: 'saveOfficial',
      official: {
        key: 'photo-judge',
        name: 'Ines Foto',
        role: 'Judge',
        bio: '',
        photoURL: photo.url,
      },
    },
    { token: source.token, slug: DEMO_SLUG },
  );
  expect(saved.status).toBe(200);
});

afterAll(async () => {
  await target?.stop();
  await source.dispose();
  rmSync(work, { recursive: true, force: true });
});

describe('moving a competition with export and import', () => {
  it('exports while the server runs and imports into a fresh data folder with the same state hash', async () => {
    const exported = admin(
      source.config.dataDir,
      'export',
      '--competition',
      DEMO_SLUG,
      '--out',
      exportFile,
    );
    expect(exported.stderr).toBe('');
    expect(exported.status).toBe(0);
    const text = readFileSync(exportFile, 'utf8');
    // Roles travel by email; password hashes stay behind.
    expect(text).toContain('sam@example.org');
    expect(text).not.toContain('scrypt');

    const imported = admin(targetDir, 'import', '--file', exportFile);
    expect(imported.stderr).toBe('');
    expect(imported.status).toBe(0);
    expect(imported.stdout).toContain('account created for sam@example.org');

    target = await startTarget();
    const before = source.host.stateOf(DEMO_SLUG);
    const after = target.host.stateOf(DEMO_SLUG);
    expect(after?.metadata.officials['photo-judge']).toBeDefined();
    expect(stateHash(after)).toBe(stateHash(before));
    expect(imported.stdout).toContain(stateHash(before));

    const photo = await fetch(`${target.url}${photoPath}`);
    expect(photo.status).toBe(200);
    expect(Buffer.from(await photo.arrayBuffer())).toEqual(PNG);
    const sam = await target.accounts.users.byEmail('sam@example.org');
    expect(sam && (await target.accounts.users.rolesIn(sam.id, DEMO_SLUG))).toEqual([
      'scrutineer',
      'registrar',
    ]);
  });

  it('refuses to import over a competition that already exists, and changes nothing', () => {
    const stateBefore = target!.host.stateOf(DEMO_SLUG);
    const again = admin(targetDir, 'import', '--file', exportFile);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain(
      `a competition "${DEMO_SLUG}" already exists here; nothing was imported`,
    );
    // The running server's log, read back from the database, is what it was.
    const copy = admin(
      targetDir,
      'export',
      '--competition',
      DEMO_SLUG,
      '--out',
      path.join(work, 'again.json'),
    );
    expect(copy.stdout).toContain(stateHash(stateBefore));
  });

  it('imports under a new slug: the log and the photo addresses say the new slug', async () => {
    const renamed = admin(targetDir, 'import', '--file', exportFile, '--slug', 'harbor-city-copy');
    expect(renamed.stderr).toBe('');
    expect(renamed.status).toBe(0);
    await target!.stop();
    target = await startTarget();
    const copy = target.host.stateOf('harbor-city-copy');
    expect(copy?.slug).toBe('harbor-city-copy');
    const photoURL = copy?.metadata.officials['photo-judge']?.photoURL ?? '';
    expect(photoURL).toContain('/uploads/harbor-city-copy/');
    expect(
      existsSync(path.join(targetDir, 'uploads', 'harbor-city-copy', path.basename(photoURL))),
    ).toBe(true);
  });
});
