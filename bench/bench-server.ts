// What the server benchmarks share: the real server in a process of its own
// on a fresh database, commands through the API token, and the process's CPU
// and memory read from /proc.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BENCH_TOKEN = 'bench-token-0123456789abcdef-0123456789';
const TICKS_PER_SECOND = 100; // Linux USER_HZ

/** Wall-clock milliseconds with sub-millisecond precision, comparable across processes. */
export const now = (): number => performance.timeOrigin + performance.now();

/** A command sent with the API token; resolves with the version the server acknowledged. */
export async function sendCommand(base: string, body: Record<string, unknown>): Promise<number> {
  const response = await fetch(`${base}/api/commands`, {
    method: 'POST',
    headers: { authorization: `Bearer ${BENCH_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ commandId: randomUUID(), command: body }),
  });
  if (!response.ok) {
    throw new Error(`${String(body.type)}: ${response.status} ${await response.text()}`);
  }
  return ((await response.json()) as { version: number }).version;
}

/** The real server on a fresh database (the demo competition seeded), in its own process. */
export async function startBenchServer(
  dir: string,
  port: number,
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  // BENCH_TRACE_GC=<file> writes the server's garbage-collection pauses there (--trace-gc).
  const gcLog = process.env.BENCH_TRACE_GC;
  const nodeArgs = [...(gcLog ? ['--trace-gc'] : []), '--import', 'tsx'];
  const server = spawn(process.execPath, [...nodeArgs, 'packages/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dir,
      PORT: String(port),
      FLOORCRAFT_API_TOKEN: BENCH_TOKEN,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      // Every spectator of a benchmark comes from this one address: thousands of them.
      SUBSCRIBES_PER_ADDRESS: '1000000',
      ...env,
    },
    stdio: ['ignore', gcLog ? openSync(gcLog, 'w') : 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(
        `the server ended (${server.exitCode ?? server.signalCode}) before it listened`,
      );
    }
    try {
      if ((await fetch(`http://localhost:${port}/healthz`)).ok) {
        return server;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start');
}

/** Stops a benchmark's server and waits for it to exit. */
export async function stopBenchServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) {
    return;
  }
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

/** CPU seconds the process has used, and its resident and peak memory in MiB. */
export function usage(pid: number): { cpu: number; rssMiB: number; peakMiB: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const cpu = (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { cpu, rssMiB: kib('VmRSS') / 1024, peakMiB: kib('VmHWM') / 1024 };
}

/** The p-th percentile of ascending numbers (nearest rank). */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
