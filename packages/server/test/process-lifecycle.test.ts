import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sendCommand } from './helpers/send-command';
import { killServerProcesses, startServerProcess } from './helpers/server-process';
import { TEST_API_TOKEN } from './helpers/start-test-server';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'floorcraft-process-'));

/** Starts `main.ts` exactly as `npm start` does, every time on the same data folder. */
const startMain = () => startServerProcess({ DATA_DIR: dataDir });

/** Polls until `condition` holds, for at most 20 s. */
async function waitFor(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!condition()) {
    if (Date.now() > deadline) {
      throw new Error('timed out waiting for the server to log the incoming command');
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function fullName(url: string): Promise<string | undefined> {
  const body = (await (await fetch(`${url}/api/competitions`)).json()) as {
    competitions: { fullName: string }[];
  };
  return body.competitions[0]?.fullName;
}

let firstOutput = '';

afterAll(() => {
  killServerProcesses();
  rmSync(dataDir, { recursive: true, force: true });
});

// Each test starts the real server process once or twice (tsx compiles it each time): 20 s
// ran out on a loaded machine.
describe('server process', { timeout: 90_000 }, () => {
  it('seeds the demo on first start, writes structured logs, and shuts down cleanly on SIGTERM mid-write', async () => {
    const first = await startMain();
    expect(await fullName(first.url)).toBe('Harbor City Collegiate DanceSport Championships');
    expect(first.output()).toMatch(/"msg":"demo competition created"/);

    // Signal while a write is in flight: the write the server accepted must finish and persist.
    const write = sendCommand(
      first.url,
      { type: 'updateMetadata', patch: { fullName: 'Renamed Before Shutdown' } },
      { token: TEST_API_TOKEN },
    );
    // Signal as soon as the server has the request (a fixed pause raced on a busy machine).
    await waitFor(() => /"url":"\/api\/commands".*"msg":"incoming request"/.test(first.output()));
    first.child.kill('SIGTERM');
    const reply = await write;
    expect(reply.body.status).toBe('applied');
    expect(await first.exited).toBe(0);
    expect(first.output()).toMatch(/"msg":"shutting down"/);
    // Read once the process has ended: the owner's lines are a write of their own after the
    // "running at" line, and may arrive in a later chunk than it.
    firstOutput = first.output();
  });

  it('prints the first owner and a one-time password that signs in', async () => {
    const started = await startMain();
    started.child.kill('SIGTERM');
    expect(await started.exited).toBe(0);
    // The first start above printed it; this start must not print a second one.
    expect(started.output()).not.toMatch(/one-time password/);
    expect(firstOutput).toMatch(/First start: an owner account was created/);
    const email = /email:\s+(\S+)/.exec(firstOutput)?.[1];
    const password = /one-time password:\s+(\S+)/.exec(firstOutput)?.[1];
    expect(email).toBe('owner@example.org');

    const again = await startMain();
    const signIn = await fetch(`${again.url}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: again.url },
      body: JSON.stringify({ email, password }),
    });
    expect(signIn.status).toBe(200);
    expect(await signIn.json()).toMatchObject({ user: { email, mustChangePassword: true } });
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  });

  it('reuses the data on the next start instead of seeding again', async () => {
    const second = await startMain();
    expect(await fullName(second.url)).toBe('Renamed Before Shutdown');
    expect(second.output()).not.toMatch(/demo competition created/);
    const list = (await (await fetch(`${second.url}/api/competitions`)).json()) as {
      competitions: unknown[];
    };
    expect(list.competitions).toHaveLength(1);
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
  });
});
