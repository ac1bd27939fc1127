import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_API_TOKEN } from '../playwright.config';
import { REPO_ROOT } from './server-env';

export interface ExtraServer {
  /** Its origin, e.g. http://127.0.0.1:41234 (a free port the system chose). */
  url: string;
  token: string;
  /** Its data folder, for the admin CLI (`adminCliAt`) as its operator would run it. */
  dataDir: string;
  /** What it printed so far (its first start prints the first account's one-time password). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * A second real server for specs about a server unlike the shared one (an
 * empty one, one with no default competition): its own empty data folder,
 * the same web build, a port the system picks (read from its start line,
 * so it never takes another run's port).
 */
export async function startExtraServer(env: Record<string, string>): Promise<ExtraServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'floorcraft-e2e-extra-'));
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'packages/server/src/main.ts'],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        FLOORCRAFT_API_TOKEN: E2E_API_TOKEN,
        PASSWORD_HASH_COST: '12',
        SMTP_HOST: '',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the extra server did not say where it runs in 60 s:\n${output}`)),
      60_000,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the extra server exited (${code}) before it ran:\n${output}`));
    });
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { url, token: E2E_API_TOKEN, dataDir, output: () => output, stop };
}
