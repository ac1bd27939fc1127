// Acknowledgements under load (issue 11, item 6): with N spectators on the
// public view (WebSocket clients in a second process), how long does the
// server take to acknowledge commands? A judge's submit must not wait for
// phones.
//   1. Judges' cards: 200 card amendments, 8 in flight. They change no public
//      view, so spectators receive nothing.
//   2. Check-ins: 50 public changes sent within 2 s (one every 40 ms, not
//      waiting for the answers; 25 couples in, then out again); then how long from the last acknowledgement
//      until every spectator holds the final version.
// Run: npm run bench:ack [-- 2000 10000]. Targets at 10,000 spectators: cards
// p99 ≤ 50 ms; check-ins p99 ≤ 100 ms; last ack → every spectator ≤ 1 s.
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
import { cardAmendments, finalAwaitingOneCard } from './bench-final';
import { sendInLanes, timedCommand } from './command-lanes';
import { demoCheckIns } from './demo-check-ins';
import { startSpectators } from './spectator-process';
import { printMachine } from './machine';

printMachine('bench:ack');

const PORT = Number(process.env.BENCH_PORT ?? 3591);
const BASE = `http://localhost:${PORT}`;
const CARDS = 200;
const CARDS_IN_FLIGHT = 8;
const CHECK_INS = 50;
const CHECK_IN_SPREAD_MS = 2_000;
const TARGET_CLIENTS = 10_000;
const TARGETS = { cardsP99: 50, checkInsP99: 100, lastAckToAllMs: 1_000 };

const command = (body: Record<string, unknown>) => sendCommand(BASE, body);

/** Runs `bodies` with at most `inFlight` waiting for an answer at once. */
async function pooled(bodies: Record<string, unknown>[], inFlight: number) {
  let next = 0;
  const { acknowledged, failures } = await sendInLanes(
    Array<string>(inFlight).fill(BASE),
    () => bodies[next++],
  );
  if (failures.length > 0) {
    throw new Error(failures[0]);
  }
  return acknowledged;
}

/** Sends `bodies` at an even pace over `spreadMs`, each without waiting for the one before. */
async function paced(bodies: Record<string, unknown>[], spreadMs: number) {
  const gap = spreadMs / bodies.length;
  return Promise.all(
    bodies.map(async (body, index) => {
      await new Promise((resolve) => setTimeout(resolve, index * gap));
      return timedCommand(BASE, body);
    }),
  );
}

interface Measured {
  clients: number;
  cardsP50: number;
  cardsP99: number;
  cardsPerSecond: number;
  checkInsP50: number;
  checkInsP99: number;
  lastAckToAllMs: number;
  cpuSeconds: number;
  rssConnectedMiB: number;
  peakMiB: number;
}

async function measure(clients: number): Promise<Measured> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'floorcraft-ack-'));
  const server = await startBenchServer(dir, PORT);
  try {
    await finalAwaitingOneCard(command);
    const toggles = await demoCheckIns(BASE, CHECK_INS);
    const spectators = await startSpectators(PORT, clients);
    await new Promise((resolve) => setTimeout(resolve, 2_000)); // let the server settle
    const before = usage(server.pid!);

    const cardsStarted = now();
    const cards = await pooled(cardAmendments(CARDS), CARDS_IN_FLIGHT);
    const cardsSeconds = (now() - cardsStarted) / 1000;
    const cardMs = cards.map((card) => card.ms).sort((a, b) => a - b);

    const checked = await paced(toggles, CHECK_IN_SPREAD_MS);
    const checkInMs = checked.map((result) => result.ms).sort((a, b) => a - b);
    const lastAck = Math.max(...checked.map((result) => result.ackedAt));
    const finalVersion = Math.max(...checked.map((result) => result.version));
    spectators.send({ type: 'until', version: finalVersion });
    const { times } = (await spectators.waitFor('reached', 60_000)) as unknown as {
      times: number[];
    };
    const after = usage(server.pid!);
    spectators.kill();
    return {
      clients,
      cardsP50: percentile(cardMs, 50),
      cardsP99: percentile(cardMs, 99),
      cardsPerSecond: CARDS / cardsSeconds,
      checkInsP50: percentile(checkInMs, 50),
      checkInsP99: percentile(checkInMs, 99),
      lastAckToAllMs: times.length > 0 ? Math.max(...times) - lastAck : 0,
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
let missed = false;
for (const clients of sizes.length > 0 ? sizes : [0, 2_000, 10_000]) {
  const m = await measure(clients);
  console.log(
    `${String(clients).padStart(6)} spectators  cards p50 ${m.cardsP50.toFixed(0)} ms p99 ${m.cardsP99.toFixed(0)} ms ` +
      `(${m.cardsPerSecond.toFixed(0)}/s)  check-ins p50 ${m.checkInsP50.toFixed(0)} ms p99 ${m.checkInsP99.toFixed(0)} ms  ` +
      `last ack → all ${m.lastAckToAllMs.toFixed(0)} ms  server CPU ${m.cpuSeconds.toFixed(2)} s  ` +
      `RSS ${m.rssConnectedMiB.toFixed(0)} MiB connected, peak ${m.peakMiB.toFixed(0)} MiB`,
  );
  if (clients === TARGET_CLIENTS) {
    const misses = [
      m.cardsP99 > TARGETS.cardsP99 && `cards p99 ${m.cardsP99.toFixed(0)} ms`,
      m.checkInsP99 > TARGETS.checkInsP99 && `check-ins p99 ${m.checkInsP99.toFixed(0)} ms`,
      m.lastAckToAllMs > TARGETS.lastAckToAllMs &&
        `last ack → all ${m.lastAckToAllMs.toFixed(0)} ms`,
    ].filter(Boolean);
    if (misses.length > 0) {
      console.log(`target missed at ${TARGET_CLIENTS} spectators: ${misses.join(', ')}`);
      missed = true;
    }
  }
}
process.exitCode = missed ? 1 : 0;
