// With N spectators connected to the public live view (WebSocket clients in a
// second process), how long from a judge's final submission until every
// spectator holds the posted result? Also the server's CPU and memory.
// Run: npm run bench:live [-- 1000 5000 10000]. Target: 10,000 spectators, p99 < 500 ms.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TOKEN = 'bench-token-0123456789abcdef-0123456789';
const PORT = Number(process.env.BENCH_PORT ?? 3590);
const BASE = `http://localhost:${PORT}`;
const EVENT = 'Bench Final';
const DANCES = ['Waltz', 'Tango', 'Quickstep'];
const JUDGES = ['judge-a', 'judge-b', 'judge-c', 'judge-d', 'judge-e'];
const TARGET_CLIENTS = 10_000;
const TARGET_P99_MS = 500;
const TICKS_PER_SECOND = 100; // Linux USER_HZ

const now = () => performance.timeOrigin + performance.now();

async function command(body: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${BASE}/api/commands`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ commandId: randomUUID(), command: body }),
  });
  if (!response.ok) {
    throw new Error(`${String(body.type)}: ${response.status} ${await response.text()}`);
  }
}

/** The real server on a fresh database (the demo competition seeded), in its own process. */
async function startServer(dir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dir,
      PORT: String(PORT),
      FLOORCRAFT_API_TOKEN: TOKEN,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) {
        return server;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start');
}

/** CPU seconds the process has used, and its resident and peak memory in MiB. */
function usage(pid: number): { cpu: number; rssMiB: number; peakMiB: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const cpu = (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { cpu, rssMiB: kib('VmRSS') / 1024, peakMiB: kib('VmHWM') / 1024 };
}

/** A final of six couples on the floor, every card in but judge E's last dance. */
async function finalAwaitingOneCard(): Promise<Record<string, unknown>> {
  await command({
    type: 'saveEvent',
    event: { name: EVENT, eventLevel: 'Gold', style: 'Standard', eventDances: DANCES },
  });
  await command({
    type: 'importCouples',
    couples: Array.from({ length: 6 }, (_, index) => ({
      lead: { name: `Bench Lead ${index + 1}`, affiliation: 'Harbor City University' },
      follow: { name: `Bench Follow ${index + 1}`, affiliation: 'Riverside University' },
      events: [EVENT],
      leadNumber: 801 + index,
    })),
  });
  await command({ type: 'generateRounds', eventName: EVENT });
  await command({ type: 'startRound', eventName: EVENT, roundNumber: 1 });
  const numbers = [801, 802, 803, 804, 805, 806];
  const card = (judge: number, dance: string) => ({
    type: 'submitMarks',
    eventName: EVENT,
    roundNumber: 1,
    judgeKey: JUDGES[judge]!,
    dance,
    // Each judge sees the couples a little differently: a real Skating System final.
    couples: [...numbers].sort((a, b) => ((a * (judge + 3)) % 7) - ((b * (judge + 3)) % 7)),
  });
  for (let judge = 0; judge < JUDGES.length; judge += 1) {
    for (const dance of DANCES) {
      if (judge === JUDGES.length - 1 && dance === DANCES.at(-1)) {
        continue;
      }
      await command(card(judge, dance));
    }
  }
  return card(JUDGES.length - 1, DANCES.at(-1)!);
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

interface Measured {
  clients: number;
  p50: number;
  p99: number;
  max: number;
  postToAllMs: number;
  cpuSeconds: number;
  rssConnectedMiB: number;
  peakMiB: number;
}

async function measure(clients: number): Promise<Measured> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'floorcraft-live-'));
  const server = await startServer(dir);
  try {
    const lastCard = await finalAwaitingOneCard();
    const spectators = spawn(process.execPath, ['--import', 'tsx', 'bench/spectator-clients.ts'], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const messages: Record<string, unknown>[] = [];
    const waitFor = (type: string, ms: number) =>
      new Promise<Record<string, unknown>>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no "${type}" in ${ms} ms`)), ms);
        const check = () => {
          const found = messages.find(
            (message) => message.type === type || message.type === 'failed',
          );
          if (found) {
            clearTimeout(timer);
            spectators.off('message', onMessage);
            if (found.type === 'failed') {
              reject(new Error(String(found.error)));
            } else {
              resolve(found);
            }
          }
        };
        const onMessage = (message: Record<string, unknown>) => {
          messages.push(message);
          check();
        };
        spectators.on('message', onMessage);
        check();
      });
    spectators.send({
      type: 'start',
      url: `ws://localhost:${PORT}/api/realtime`,
      origin: BASE,
      clients,
      marker: 'finalResults',
    });
    await waitFor('ready', 180_000);
    await new Promise((resolve) => setTimeout(resolve, 2_000)); // let the server settle
    const before = usage(server.pid!);
    const submitted = now();
    await command(lastCard);
    const postSent = now();
    await command({ type: 'postRound', eventName: EVENT, roundNumber: 1 });
    const { times } = (await waitFor('received', 120_000)) as unknown as { times: number[] };
    const after = usage(server.pid!);
    spectators.kill();
    const latencies = times.map((at) => at - submitted).sort((a, b) => a - b);
    return {
      clients,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      max: latencies.at(-1)!,
      postToAllMs: Math.max(...times) - postSent,
      cpuSeconds: after.cpu - before.cpu,
      rssConnectedMiB: before.rssMiB,
      peakMiB: after.peakMiB,
    };
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dir, { recursive: true, force: true });
  }
}

const sizes = process.argv.slice(2).map(Number).filter(Boolean);
const results: Measured[] = [];
for (const clients of sizes.length > 0 ? sizes : [1_000, 5_000, 10_000]) {
  const measured = await measure(clients);
  results.push(measured);
  console.log(
    `${String(clients).padStart(6)} spectators  p50 ${measured.p50.toFixed(0)} ms  p99 ${measured.p99.toFixed(0)} ms  max ${measured.max.toFixed(0)} ms  ` +
      `(post → all ${measured.postToAllMs.toFixed(0)} ms)  server CPU ${measured.cpuSeconds.toFixed(2)} s  ` +
      `RSS ${measured.rssConnectedMiB.toFixed(0)} MiB connected, peak ${measured.peakMiB.toFixed(0)} MiB`,
  );
}
const atTarget = results.find((result) => result.clients === TARGET_CLIENTS);
if (atTarget && atTarget.p99 >= TARGET_P99_MS) {
  console.log(`target missed: p99 ${atTarget.p99.toFixed(0)} ms at ${TARGET_CLIENTS} spectators`);
  process.exitCode = 1;
}
