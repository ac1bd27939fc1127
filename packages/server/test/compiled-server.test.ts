import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// `npm start` runs the server built to plain JavaScript (scripts/build-server.mjs) with
// plain `node`; every other test runs the TypeScript source through tsx. This one checks
// that the build itself starts, serves and stops, so a bundling mistake (a workspace package
// left as TypeScript, a path resolved from the wrong folder) fails here and not in production.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dist = path.join(repoRoot, 'packages/server/dist');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'floorcraft-compiled-'));
let child: ChildProcess | undefined;

beforeAll(() => {
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  expect(built.stderr).toBe('');
  expect(built.status).toBe(0);
});

afterAll(() => {
  if (child?.exitCode === null) {
    child.kill('SIGKILL');
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** Resolves with the URL the server prints once it listens, or rejects with its output. */
function waitForUrl(started: ChildProcess, output: () => string): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no URL in 15 s:\n${output()}`)), 15_000);
    const check = () => {
      const url = /running at (http:\/\/\S+)/.exec(output())?.[1];
      if (url) {
        clearTimeout(timer);
        resolve(url);
      }
    };
    started.stdout?.on('data', check);
    started.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the built server exited with ${code}:\n${output()}`));
    });
  });
}

describe('the compiled server', () => {
  it('bundles our workspace packages and leaves TypeScript and tsx out', () => {
    const main = readFileSync(path.join(dist, 'main.js'), 'utf8');
    // The skating library is bundled in: node cannot import the workspace packages' .ts source.
    expect(main).not.toMatch(/from ["']@floorcraft\//);
    expect(main).not.toMatch(/from ["']tsx/);
  });

  it('starts with plain node on the demo, answers, and stops cleanly on SIGTERM', async () => {
    let output = '';
    child = spawn(process.execPath, ['--enable-source-maps', path.join(dist, 'main.js')], {
      // Anywhere but the repository: the build must not depend on the working directory.
      cwd: os.tmpdir(),
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PASSWORD_HASH_COST: '10',
      },
    });
    child.stdout?.on('data', (chunk) => (output += String(chunk)));
    child.stderr?.on('data', (chunk) => (output += String(chunk)));
    const url = await waitForUrl(child, () => output);

    const list = (await (await fetch(`${url}/api/competitions`)).json()) as {
      competitions: { slug: string }[];
    };
    expect(list.competitions.map((c) => c.slug)).toContain('harbor-city-dancesport-2027');
    // The results export runs the bundled domain code on the demo's posted rounds.
    const results = await fetch(
      `${url}/api/competitions/harbor-city-dancesport-2027/export/results.json`,
    );
    expect(results.status).toBe(200);
    expect(JSON.stringify(await results.json())).toContain('harbor-city-dancesport-2027');

    const exited = new Promise<number | null>((resolve) => child?.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });

  it('builds the admin CLI too, which prints its usage for an unknown command', () => {
    const run = spawnSync(process.execPath, [path.join(dist, 'admin.js'), 'no-such-command'], {
      cwd: os.tmpdir(),
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    expect(run.stderr).toContain('list-users');
    expect(run.status).toBe(2);
  });
});
