// A flood of hostile resumes (issue 24, item 1): on a demo-sized large
// competition (600 couples, 3,000 cards in the log), restarted, a script sends
// 300 subscribes resuming from old versions, each a different one, while a
// judge's tablet sends cards one after another and a monitor asks /healthz.
// Reported: card acknowledgement and /healthz times while the flood is being
// answered (at least FLOOR_MS from its start, so a fast answer still has a
// sample), and how long until every resume was answered (or its socket was
// dropped for not reading: 4 MiB buffered), and the same times in the
// FLOOR_MS just before the flood, for what the machine's own load costs.
// Run: npm run bench:resume-flood. Targets on an idle machine: cards p99 ≤ 100 ms,
// /healthz p99 ≤ 50 ms.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { now, percentile, sendCommand, startBenchServer, stopBenchServer } from './bench-server';
import { benchCard, cardAmendments, finalAwaitingOneCard, BENCH_DANCES } from './bench-final';
import { startBenchChild } from './bench-child';
import { sendInLanes } from './command-lanes';
import { printMachine } from './machine';

printMachine('bench:resume-flood');

const PORT = Number(process.env.BENCH_PORT ?? 3596);
const BASE = `http://localhost:${PORT}`;
const SLUG = 'harbor-city-dancesport-2027';
const COUPLES = 600;
const EVENTS = 6;
const CARDS = 3_000;
const RESUMES = 300;
/** Subscribes per hostile socket: the per-socket limit (30) lets each one through. */
const RESUMES_PER_SOCKET = 30;
/** The shortest window measured, so that a flood answered at once still has samples. */
const FLOOR_MS = 3_000;
const TARGETS = { cardsP99: 100, healthP99: 50 };

const command = (body: Record<string, unknown>) => sendCommand(BASE, body);

/** 600 couples in six events of 200, each event's first round drawn: a large public view. */
async function largeCompetition(): Promise<void> {
  const events = Array.from({ length: EVENTS }, (_, index) => `Large Event ${index + 1}`);
  for (const name of events) {
    await command({
      type: 'saveEvent',
      event: { name, eventLevel: 'Gold', style: 'Standard', eventDances: BENCH_DANCES },
    });
  }
  await command({
    type: 'importCouples',
    couples: Array.from({ length: COUPLES }, (_, index) => ({
      lead: { name: `Large Lead ${index + 1}`, affiliation: 'Harbor City University' },
      follow: { name: `Large Follow ${index + 1}`, affiliation: 'Riverside University' },
      events: [events[index % EVENTS]!, events[(index + 1) % EVENTS]!],
      leadNumber: 1001 + index,
    })),
  });
  for (const name of events) {
    await command({ type: 'generateRounds', eventName: name });
  }
  await finalAwaitingOneCard(command);
  let next = 0;
  const cards = cardAmendments(CARDS);
  const { failures } = await sendInLanes(Array<string>(8).fill(BASE), () => cards[next++]);
  if (failures.length > 0) {
    throw new Error(failures[0]);
  }
}

interface Sample {
  at: number;
  ms: number;
  /** Why it failed (a connection reset by a stalled server), timed all the same. */
  failed?: string;
}

/** Runs `once` back to back (one in flight, as a tablet or a monitor) until `stopped`. */
async function loop(once: (index: number) => Promise<void>, stopped: () => boolean) {
  const samples: Sample[] = [];
  for (let index = 0; !stopped(); index += 1) {
    const at = now();
    try {
      await once(index);
      samples.push({ at, ms: now() - at });
    } catch (error) {
      samples.push({ at, ms: now() - at, failed: String(error) });
    }
  }
  return samples;
}

/** The samples in flight at any time from `from` to `to`: one stuck through the flood counts. */
const describe = (samples: Sample[], from: number, to: number) => {
  const inWindow = samples.filter((sample) => sample.at <= to && sample.at + sample.ms >= from);
  const ms = inWindow.map((sample) => sample.ms).sort((a, b) => a - b);
  const failed = inWindow.filter((sample) => sample.failed).length;
  return {
    count: `${ms.length}${failed > 0 ? `, ${failed} failed` : ''}`,
    p50: percentile(ms, 50),
    p99: percentile(ms, 99),
    max: ms.at(-1)!,
  };
};

const dir = mkdtempSync(path.join(os.tmpdir(), 'floorcraft-resume-flood-'));
let server = await startBenchServer(dir, PORT);
try {
  await largeCompetition();
  await stopBenchServer(server);
  server = await startBenchServer(dir, PORT);
  const snapshot = (await (
    await fetch(`${BASE}/api/competitions/${SLUG}/views/public`)
  ).json()) as { version: number; epoch: string };
  const sizeKiB =
    Number(
      (
        await fetch(`${BASE}/api/competitions/${SLUG}/views/public`, {
          headers: { 'accept-encoding': 'identity' },
        }).then((response) => response.arrayBuffer())
      ).byteLength,
    ) / 1024;
  // Every resume from a different old version, spread over the whole log.
  const versions = Array.from({ length: RESUMES }, (_, index) =>
    Math.max(1, Math.floor(((index + 1) * snapshot.version) / (RESUMES + 1))),
  );
  const hostile = startBenchChild('bench/hostile-resumes.ts', {
    type: 'start',
    url: `ws://localhost:${PORT}/api/realtime`,
    origin: BASE,
    epoch: snapshot.epoch,
    versions,
    perSocket: RESUMES_PER_SOCKET,
  });
  await hostile.waitFor('ready', 60_000);

  let stop = false;
  const tablet = loop(
    async (index) => {
      // Judge A's cards of the final, each an amendment: one in flight, as a tablet sends.
      await command(benchCard(0, BENCH_DANCES[index % BENCH_DANCES.length]!, CARDS + index));
    },
    () => stop,
  );
  const monitor = loop(
    async () => {
      const response = await fetch(`${BASE}/healthz`);
      await response.arrayBuffer();
    },
    () => stop,
  );
  // The same window without a flood first: what the machine's own load costs.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const quietAt = now();
  await new Promise((resolve) => setTimeout(resolve, FLOOR_MS));

  const floodAt = now();
  hostile.send({ type: 'flood' });
  const answered = await hostile.waitFor('answered', 600_000);
  const answeredAt = Number(answered.at);
  const until = Math.max(answeredAt, floodAt + FLOOR_MS);
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, until - now())));
  stop = true;
  const [cards, health] = await Promise.all([tablet, monitor]);
  hostile.send({ type: 'stop' });

  const card = describe(cards, floodAt, until);
  const healthz = describe(health, floodAt, until);
  const quietCard = describe(cards, quietAt, floodAt);
  const quietHealthz = describe(health, quietAt, floodAt);
  console.log(
    `large competition: ${COUPLES} couples, ${CARDS} cards, log at version ${snapshot.version}, ` +
      `public view ${sizeKiB.toFixed(0)} KiB, server restarted`,
  );
  console.log(
    `${RESUMES} resumes from old versions (${RESUMES_PER_SOCKET} a socket): all answered after ` +
      `${(answeredAt - floodAt).toFixed(0)} ms (${String(answered.answered)} answered, ` +
      `sockets closed before answering all, by close code: ${JSON.stringify(answered.closedBy)})`,
  );
  console.log(
    `during the flood: card acks p50 ${card.p50.toFixed(0)} ms p99 ${card.p99.toFixed(0)} ms ` +
      `max ${card.max.toFixed(0)} ms (${card.count} cards); /healthz p50 ${healthz.p50.toFixed(0)} ms ` +
      `p99 ${healthz.p99.toFixed(0)} ms max ${healthz.max.toFixed(0)} ms (${healthz.count} checks)`,
  );
  console.log(
    `before the flood (${FLOOR_MS} ms): card acks p50 ${quietCard.p50.toFixed(0)} ms p99 ` +
      `${quietCard.p99.toFixed(0)} ms (${quietCard.count} cards); /healthz p50 ` +
      `${quietHealthz.p50.toFixed(0)} ms p99 ${quietHealthz.p99.toFixed(0)} ms (${quietHealthz.count} checks)`,
  );
  const misses = [
    card.p99 > TARGETS.cardsP99 && `card acks p99 ${card.p99.toFixed(0)} ms`,
    healthz.p99 > TARGETS.healthP99 && `/healthz p99 ${healthz.p99.toFixed(0)} ms`,
  ].filter(Boolean);
  if (misses.length > 0) {
    console.log(`target missed: ${misses.join(', ')}`);
  }
  process.exitCode = misses.length > 0 ? 1 : 0;
} finally {
  await stopBenchServer(server);
  rmSync(dir, { recursive: true, force: true });
}
