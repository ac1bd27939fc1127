// Several server processes on one database (issue 17): run by
// `npm run bench:processes [-- 10000 …]`, which starts a throwaway PostgreSQL
// server first. Every measurement starts its processes on a fresh database.
//   1. Commands per second sustained and acknowledgement times: judges' card
//      amendments, 8 in flight, for 10 s after a 2 s warm-up; SQLite and
//      PostgreSQL with one process, then PostgreSQL with two (the senders
//      split between the two ports, one competition: the processes race and
//      the loser re-reads and decides again).
//   2. A command on process A reaching a WebSocket subscriber on process B:
//      200 public changes (check-ins) sent to A one at a time, from sending
//      each to the subscriber holding its version.
//   3. N spectators (default 10,000) split over two processes, the
//      live-spectators flow on A (last card, approve, post): from the post to
//      each spectator holding the result. Target at 10,000: p99 ≤ 500 ms, the
//      servers and the clients sharing this machine. Exits non-zero when missed.
import { now, percentile, sendCommand, usage } from './bench-server';
import { BENCH_EVENT, cardAmendments, finalAwaitingOneCard } from './bench-final';
import { sendInLanes, timedCommand } from './command-lanes';
import { demoCheckIns } from './demo-check-ins';
import { startServerGroup, type Database, type ServerGroup } from './server-group';
import { startSpectators, type SpectatorProcess } from './spectator-process';
import { printMachine } from './machine';

printMachine('bench:processes');

const FIRST_PORT = Number(process.env.BENCH_PORT ?? 3593);
const IN_FLIGHT = 8;
const WARM_UP_MS = 2_000;
const SUSTAINED_MS = 10_000;
const CHANGES = 200;
const TARGET_CLIENTS = 10_000;
const TARGET_P99_MS = 500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ms = (value: number) => `${value.toFixed(0)} ms`;
const port = (base: string) => Number(new URL(base).port);

function printTable(headers: string[], rows: string[][]): void {
  console.log(`\n| ${headers.join(' | ')} |\n|${headers.map(() => ' --- |').join('')}`);
  for (const row of rows) {
    console.log(`| ${row.join(' | ')} |`);
  }
}

/** CPU seconds each process used between two readings, and its RSS at the second. */
function usageSince(pids: number[], before: ReturnType<typeof usage>[]) {
  return pids.map((pid, index) => {
    const after = usage(pid);
    return { cpu: after.cpu - before[index]!.cpu, rssMiB: after.rssMiB, peakMiB: after.peakMiB };
  });
}

/** Card amendments, 8 in flight split over the group's processes, for `durationMs`. */
async function amendFor(group: ServerGroup, durationMs: number) {
  const amendments = cardAmendments(50 * 14); // every amended card 50 times over
  const lanes = Array.from(
    { length: IN_FLIGHT },
    (_, lane) => group.bases[lane % group.bases.length]!,
  );
  let sent = 0;
  const started = now();
  const deadline = started + durationMs;
  const result = await sendInLanes(lanes, () =>
    now() < deadline ? amendments[sent++ % amendments.length] : undefined,
  );
  return { ...result, seconds: (now() - started) / 1000 };
}

async function sustained(database: Database, processes: number): Promise<string[]> {
  const group = await startServerGroup(database, processes, FIRST_PORT);
  try {
    await finalAwaitingOneCard((body) => sendCommand(group.bases[0]!, body));
    await amendFor(group, WARM_UP_MS);
    const pids = group.processes.map((server) => server.pid!);
    const before = pids.map(usage);
    const rollbacksBefore = await group.rollbacks();
    const { acknowledged, failures, seconds } = await amendFor(group, SUSTAINED_MS);
    const used = usageSince(pids, before);
    await sleep(1_000); // the statistics of the last transactions reach pg_stat_database
    const rollbacks = (await group.rollbacks()) - rollbacksBefore;
    const times = acknowledged.map((ack) => ack.ms).sort((a, b) => a - b);
    if (failures.length > 0) {
      console.log(
        `${database}, ${processes} processes: ${failures.length} failed, first: ${failures[0]}`,
      );
    }
    return [
      `${database}, ${processes} process${processes > 1 ? 'es' : ''}`,
      `${(acknowledged.length / seconds).toFixed(0)} /s`,
      ms(percentile(times, 50)),
      ms(percentile(times, 99)),
      database === 'SQLite' ? '—' : String(rollbacks),
      String(failures.length),
      used.map((server) => `${server.cpu.toFixed(1)} s`).join(' + '),
    ];
  } finally {
    await group.stop();
  }
}

/** Sends `changes` to A one at a time; for each subscriber, from sending to holding the version. */
async function oneAtATime(
  a: string,
  changes: Record<string, unknown>[],
  subscribers: SpectatorProcess[],
) {
  const latencies = subscribers.map(() => [] as number[]);
  for (const change of changes) {
    const sent = now();
    const { version } = await timedCommand(a, change);
    for (const [index, subscriber] of subscribers.entries()) {
      subscriber.send({ type: 'until', version });
      const { times } = (await subscriber.waitFor('reached', 10_000)) as unknown as {
        times: number[];
      };
      latencies[index]!.push(times[0]! - sent);
    }
  }
  return latencies.map((each) => each.sort((x, y) => x - y));
}

/** A subscriber on B, and for comparison one on A itself, each in a client process of its own. */
async function aToB(): Promise<string[][]> {
  const group = await startServerGroup('PostgreSQL', 2, FIRST_PORT);
  const [a, b] = group.bases as [string, string];
  const subscribers: SpectatorProcess[] = [];
  try {
    const changes = await demoCheckIns(a, CHANGES);
    subscribers.push(await startSpectators(port(b), 1), await startSpectators(port(a), 1));
    await sleep(1_000);
    const [onB, onA] = await oneAtATime(a, changes, subscribers);
    const measured: [string, number[]][] = [
      ['A → subscriber on B', onB!],
      ['A → subscriber on A (one process, for comparison)', onA!],
    ];
    return measured.map(([label, latencies]) => [
      label,
      String(CHANGES),
      ms(percentile(latencies, 50)),
      ms(percentile(latencies, 99)),
      ms(latencies.at(-1)!),
    ]);
  } finally {
    for (const subscriber of subscribers) {
      subscriber.kill();
    }
    await group.stop();
  }
}

async function spectators(clients: number): Promise<{ row: string[]; p99: number }> {
  const group = await startServerGroup('PostgreSQL', 2, FIRST_PORT);
  const [a] = group.bases as [string, string];
  const command = (body: Record<string, unknown>) => sendCommand(a, body);
  const watching: SpectatorProcess[] = [];
  try {
    const lastCard = await finalAwaitingOneCard(command);
    const shares = [Math.ceil(clients / 2), Math.floor(clients / 2)];
    for (const [index, base] of group.bases.entries()) {
      if (shares[index]! > 0) {
        watching.push(await startSpectators(port(base), shares[index]!, 'finalResults'));
      }
    }
    await sleep(2_000); // let the servers settle
    const pids = [...group.processes.map((server) => server.pid!), ...watching.map((w) => w.pid)];
    const before = pids.map(usage);
    const submitted = now();
    await command(lastCard);
    await command({ type: 'approveRound', eventName: BENCH_EVENT, roundNumber: 1 });
    const postSent = now();
    await command({ type: 'postRound', eventName: BENCH_EVENT, roundNumber: 1 });
    const received = await Promise.all(
      watching.map(
        (w) => w.waitFor('received', 120_000) as unknown as Promise<{ times: number[] }>,
      ),
    );
    const used = usageSince(pids, before);
    const arrivals = received.flatMap(({ times }) => times);
    const latencies = arrivals.map((at) => at - postSent).sort((x, y) => x - y);
    const eachProcessP99 = received.map(({ times }) =>
      percentile(
        times.map((at) => at - postSent).sort((x, y) => x - y),
        99,
      ),
    );
    const sinceCard = arrivals.map((at) => at - submitted).sort((x, y) => x - y);
    const p99 = percentile(latencies, 99);
    const servers = used.slice(0, 2);
    const clientProcesses = used.slice(2);
    return {
      p99,
      row: [
        clients.toLocaleString('en'),
        ms(percentile(latencies, 50)),
        ms(p99),
        ms(latencies.at(-1)!),
        eachProcessP99.map(ms).join(' / '),
        ms(percentile(sinceCard, 99)),
        servers.map((s) => `${s.cpu.toFixed(2)} s`).join(' / '),
        servers.map((s) => `${s.rssMiB.toFixed(0)} (${s.peakMiB.toFixed(0)}) MiB`).join(' / '),
        clientProcesses.map((c) => `${c.cpu.toFixed(2)} s`).join(' / '),
      ],
    };
  } finally {
    for (const w of watching) {
      w.kill();
    }
    await group.stop();
  }
}

const sizes = process.argv.slice(2).map(Number).filter(Boolean);
/** BENCH_PARTS=sustained,a-to-b,spectators (the default: all three) runs only those. */
const parts = new Set((process.env.BENCH_PARTS ?? 'sustained,a-to-b,spectators').split(','));

if (parts.has('sustained')) {
  printTable(
    ['processes', 'commands/s', 'ack p50', 'ack p99', 'rolled back', 'failed', 'server CPU'],
    [
      await sustained('SQLite', 1),
      await sustained('PostgreSQL', 1),
      await sustained('PostgreSQL', 2),
    ],
  );
}
if (parts.has('a-to-b')) {
  printTable(
    ['public changes sent to A', 'count', 'send → subscriber p50', 'p99', 'max'],
    await aToB(),
  );
}
const missed: string[] = [];
const rows: string[][] = [];
const spectatorSizes = sizes.length > 0 ? sizes : [TARGET_CLIENTS];
for (const clients of parts.has('spectators') ? spectatorSizes : []) {
  const { row, p99 } = await spectators(clients);
  rows.push(row);
  if (clients === TARGET_CLIENTS && p99 > TARGET_P99_MS) {
    missed.push(`post → spectator p99 ${ms(p99)} at ${clients} spectators`);
  }
}
if (rows.length > 0) {
  printTable(
    [
      'spectators (2 processes)',
      'post → spectator p50',
      'p99',
      'max',
      'p99 on A / B',
      'last card → spectator p99',
      'server CPU A / B',
      'server RSS (peak) A / B',
      'clients CPU A / B',
    ],
    rows,
  );
}
if (missed.length > 0) {
  console.log(`\ntarget missed: ${missed.join(', ')} (target ≤ ${TARGET_P99_MS} ms)`);
  process.exitCode = 1;
}
