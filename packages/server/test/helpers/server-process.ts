import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_API_TOKEN } from './start-test-server';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A server running in a process of its own, as `npm start` runs it. */
export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

/** Every server started, so a failed test leaves none running (see `killServerProcesses`). */
const started: ChildProcess[] = [];

/**
 * Starts `src/main.ts` through tsx on a free port with the test API token and
 * cheap password hashes, and waits for its "running at" line (compiling the server
 * through tsx takes 20 s and more on a loaded machine).
 */
export function startServerProcess(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  return startTsxProcess(
    'src/main.ts',
    {
      PORT: '0',
      HOST: '127.0.0.1',
      FLOORCRAFT_API_TOKEN: TEST_API_TOKEN,
      LOG_LEVEL: 'info',
      PASSWORD_HASH_COST: '10',
      ...env,
    },
    /running at (http:\/\/\S+)/,
  );
}

/**
 * Starts a TypeScript file of the server package (`script`, relative to it)
 * through tsx and waits until its output matches `announces`, whose first
 * group is the URL it serves.
 */
export async function startTsxProcess(
  script: string,
  env: NodeJS.ProcessEnv,
  announces: RegExp,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: serverDir,
    env: { ...process.env, ...env },
  });
  started.push(child);
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  child.stderr.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  // A start compiles the server through tsx: over 20 s on a loaded 2-core machine.
  const deadline = Date.now() + 60_000;
  for (;;) {
    const url = announces.exec(output)?.[1];
    if (url) {
      return { child, url, output: () => output, exited };
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      throw new Error(`${script} did not print ${String(announces)}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Kills every server process a test started and has not stopped. */
export function killServerProcesses(): void {
  for (const child of started.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
    }
  }
}
