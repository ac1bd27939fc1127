import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { killServerProcesses, startServerProcess } from './helpers/server-process';

const dataDirs: string[] = [];

afterAll(() => {
  killServerProcesses();
  for (const dir of dataDirs) {
    rmSync(dir, { recursive: true, force: true });
  }
});

/** `npm start` listening on `host`, stopped once its start-up output is complete. */
async function startOutput(env: NodeJS.ProcessEnv): Promise<string> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'floorcraft-link-origin-'));
  dataDirs.push(dataDir);
  const server = await startServerProcess({ DATA_DIR: dataDir, ...env });
  // The first-start banner is the last thing printed at start.
  const deadline = Date.now() + 10_000;
  while (!/This is shown only once/.test(server.output())) {
    if (Date.now() > deadline) {
      throw new Error(`no first-start banner in:\n${server.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  server.child.kill('SIGTERM');
  await server.exited;
  return server.output();
}

// A process start takes seconds on a loaded machine; each test starts one.
describe('the link origin at start', { timeout: 60_000 }, () => {
  it('warns loudly, in the banner and the log, when PUBLIC_URL is unset and the server listens on every interface', async () => {
    const output = await startOutput({ HOST: '0.0.0.0', PUBLIC_URL: '' });
    expect(output).toMatch(
      /WARNING: PUBLIC_URL is not set and the server listens on every network interface: mailed links and judge-tablet QR codes point at http:\/\/localhost:\d+/,
    );
    expect(output).toMatch(/"level":40,.*"linkOrigin":"http:\/\/localhost:\d+".*PUBLIC_URL/);
  });

  it('says nothing when the server listens on loopback only', async () => {
    expect(await startOutput({ HOST: '127.0.0.1', PUBLIC_URL: '' })).not.toMatch(/PUBLIC_URL/);
  });

  it('says nothing with PUBLIC_URL set, though the server listens on every interface', async () => {
    const output = await startOutput({ HOST: '0.0.0.0', PUBLIC_URL: 'https://dance.example.org' });
    expect(output).not.toMatch(/PUBLIC_URL/);
  });
});
