// With N spectators connected to the public live view (WebSocket clients in a
// second process), how long from a judge's final submission until every
// spectator holds the posted result? Also the server's CPU and memory.
// Run: npm run bench:live [-- 1000 5000 10000]. Target: 10,000 spectators, p99 < 500 ms.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  now,
  percentile,
  sendCommand,
  startBenchServer,
  stopBenchServer,
  usage,
} from './bench-server';
import { BENCH_EVENT, finalAwaitingOneCard } from './bench-final';
import { startSpectators } from './spectator-process';
import { printMachine } from './machine';

printMachine('bench:live');

const PORT = Number(process.env.BENCH_PORT ?? 3590);
const BASE = `http://localhost:${PORT}`;
const TARGET_CLIENTS = 10_000;
const TARGET_P99_MS = 500;

const command = (body: Record<string, unknown>) => sendCommand(BASE, body);

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
  const server = await startBenchServer(dir, PORT);
  try {
    const lastCard = await finalAwaitingOneCard(command);
    const spectators = await startSpectators(PORT, clients, 'finalResults');
    await new Promise((resolve) => setTimeout(resolve, 2_000)); // let the server settle
    const before = usage(server.pid!);
    const submitted = now();
    await command(lastCard);
    // Approval before posting is on: the chairman approves as soon as the last card is in.
    await command({ type: 'approveRound', eventName: BENCH_EVENT, roundNumber: 1 });
    const postSent = now();
    await command({ type: 'postRound', eventName: BENCH_EVENT, roundNumber: 1 });
    const { times } = (await spectators.waitFor('received', 120_000)) as unknown as {
      times: number[];
    };
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
    await stopBenchServer(server);
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
