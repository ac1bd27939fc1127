// Registrations under load (issue 13): 500 registrations arriving within one
// minute while 2,000 spectators watch the public view (WebSocket clients in a
// second process). Each registration is sent as a phone sends it: anonymous,
// POST /api/registrations, not waiting for the one before. Every bench request
// comes from 127.0.0.1, so the bench server raises the per-address limit with
// REGISTRATIONS_PER_IP (the route, the limiter, validation, the host and the
// code mails run exactly as in production; mail goes to the outbox files, as
// on a server without SMTP). One registration in ten is tapped twice (the same
// command id again 30 ms later).
// Reports the acknowledgement times (p50, p99, max), the time from the last
// acknowledgement until every spectator holds the final version, and checks
// in the registrar's view (read with the API token) that every registration
// is stored exactly once: each dancer once, each couple's entry once, each
// TBA dancer's place once, each double tap answered with the same codes.
// Run: npm run bench:registrations [-- <spectators> <registrations>].
// Target: p99 acknowledgement ≤ 250 ms at 2,000 spectators; stored exactly once (always).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  BENCH_TOKEN,
  now,
  percentile,
  sendCommand,
  startBenchServer,
  stopBenchServer,
  usage,
} from './bench-server';
import { startSpectators } from './spectator-process';
import { printMachine } from './machine';

printMachine('bench:registrations');

const PORT = Number(process.env.BENCH_PORT ?? 3593);
const BASE = `http://localhost:${PORT}`;
const [SPECTATORS = 2_000, REGISTRATIONS = 500] = process.argv.slice(2).map(Number);
const SPREAD_MS = Number(process.env.BENCH_SPREAD_MS ?? 60_000);
const DOUBLE_TAP_EVERY = 10;
const DOUBLE_TAP_AFTER_MS = 30;
const TARGET_P99_MS = 250;

/** Events every level may enter, so eligibility never refuses a bench registration. */
const EVENTS = [
  { name: 'Bench Open Latin', style: 'Latin', eventDances: ['Rumba', 'ChaCha'] },
  { name: 'Bench Open Standard', style: 'Standard', eventDances: ['Waltz', 'Quickstep'] },
  { name: 'Bench Open Smooth', style: 'Smooth', eventDances: ['Waltz', 'Foxtrot'] },
  { name: 'Bench Open Rhythm', style: 'Rhythm', eventDances: ['Rumba', 'Swing'] },
];

interface Planned {
  index: number;
  commandId: string;
  body: Record<string, unknown>;
  /** Names of the new dancers it registers. */
  names: string[];
  events: string[];
  tba: boolean;
}

interface Answer {
  ms: number;
  ackedAt: number;
  status: number;
  version: number;
  codes: string[];
}

function dancer(name: string, index: number) {
  return {
    name,
    email: `${name.toLowerCase().replaceAll(' ', '.')}@bench.example.org`,
    affiliation: 'Harbor City University',
    levels: {},
    student: index % 2 === 0,
    waiverAccepted: true,
  };
}

/** Six in ten are couples of two new dancers, four in ten TBA; one to three events each. */
function plan(index: number): Planned {
  const tba = index % 5 >= 3;
  const lead = `Bench Lead ${index}`;
  const follow = `Bench Follow ${index}`;
  const events = EVENTS.slice(0, 1 + (index % 3)).map((event) => event.name);
  return {
    index,
    commandId: randomUUID(),
    tba,
    events,
    names: tba ? [lead] : [lead, follow],
    body: {
      dancer: dancer(lead, index),
      role: 'lead',
      partner: tba ? { kind: 'tba' } : { kind: 'new', dancer: dancer(follow, index) },
      events,
    },
  };
}

async function post(registration: Planned): Promise<Answer> {
  const started = now();
  const response = await fetch(`${BASE}/api/registrations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      commandId: registration.commandId,
      registration: registration.body,
      website: '',
    }),
  });
  const ackedAt = now();
  const body = (await response.json()) as {
    version?: number;
    dancers?: { code: string }[];
    error?: string;
  };
  if (response.status !== 200) {
    throw new Error(`registration ${registration.index}: ${response.status} ${body.error}`);
  }
  return {
    ms: ackedAt - started,
    ackedAt,
    status: response.status,
    version: body.version ?? 0,
    codes: (body.dancers ?? []).map((each) => each.code),
  };
}

interface RegistrarView {
  version: number;
  view: {
    competitors: Record<string, { name: string }>;
    events: Record<string, { entries: Record<string, { leadName: string; followName: string }> }>;
    registration: {
      accounts?: Record<string, { email: string }>;
      seeking: Record<string, { competitorId: string; eventName: string }>;
    };
  };
}

/** Checks the stored state against the plan; returns every discrepancy found. */
async function verify(
  slug: string,
  planned: Planned[],
  answers: Answer[],
  taps: Map<number, Answer>,
): Promise<string[]> {
  const response = await fetch(`${BASE}/api/competitions/${slug}/views/registrar`, {
    headers: { authorization: `Bearer ${BENCH_TOKEN}` },
  });
  const { view } = (await response.json()) as RegistrarView;
  const problems: string[] = [];
  const byName = new Map<string, string[]>();
  for (const [id, competitor] of Object.entries(view.competitors)) {
    byName.set(competitor.name, [...(byName.get(competitor.name) ?? []), id]);
  }
  const entriesOf = (eventName: string) => Object.values(view.events[eventName]?.entries ?? {});
  const seeking = Object.values(view.registration.seeking);
  for (const registration of planned) {
    const ids = registration.names.map((name) => byName.get(name) ?? []);
    ids.forEach((found, index) => {
      if (found.length !== 1) {
        problems.push(`${registration.names[index]} stored ${found.length} times`);
      } else if (view.registration.accounts?.[found[0]!] === undefined) {
        problems.push(`${registration.names[index]} has no registrar account`);
      }
    });
    for (const eventName of registration.events) {
      if (registration.tba) {
        const places = seeking.filter(
          (record) => record.competitorId === ids[0]?.[0] && record.eventName === eventName,
        );
        if (places.length !== 1) {
          problems.push(`${registration.names[0]} has ${places.length} TBA places in ${eventName}`);
        }
      } else {
        const [lead, follow] = registration.names;
        const couples = entriesOf(eventName).filter(
          (entry) => entry.leadName === lead && entry.followName === follow,
        );
        if (couples.length !== 1) {
          problems.push(`${lead} & ${follow} entered ${couples.length} times in ${eventName}`);
        }
      }
    }
    const tap = taps.get(registration.index);
    const answer = answers[registration.index]!;
    if (tap && JSON.stringify(tap.codes) !== JSON.stringify(answer.codes)) {
      problems.push(`double tap of ${registration.index} answered other codes`);
    }
    if (answer.codes.length !== registration.names.length) {
      problems.push(`registration ${registration.index} answered ${answer.codes.length} codes`);
    }
  }
  return problems;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'floorcraft-registrations-'));
  const server = await startBenchServer(dir, PORT, {
    REGISTRATIONS_PER_IP: String(REGISTRATIONS * 2),
  });
  try {
    for (const event of EVENTS) {
      await sendCommand(BASE, { type: 'saveEvent', event: { ...event, eventLevel: 'Open' } });
    }
    const { competitions } = (await (await fetch(`${BASE}/api/competitions`)).json()) as {
      competitions: { slug: string }[];
    };
    const slug = competitions[0]!.slug;
    const planned = Array.from({ length: REGISTRATIONS }, (_, index) => plan(index));
    const spectators = await startSpectators(PORT, SPECTATORS);
    await new Promise((resolve) => setTimeout(resolve, 2_000)); // let the server settle
    const before = usage(server.pid!);

    const gap = SPREAD_MS / REGISTRATIONS;
    const taps = new Map<number, Answer>();
    const started = now();
    const answers = await Promise.all(
      planned.map(async (registration) => {
        await new Promise((resolve) => setTimeout(resolve, registration.index * gap));
        const first = post(registration);
        if (registration.index % DOUBLE_TAP_EVERY === 0) {
          await new Promise((resolve) => setTimeout(resolve, DOUBLE_TAP_AFTER_MS));
          taps.set(registration.index, await post(registration));
        }
        return first;
      }),
    );
    const seconds = (now() - started) / 1000;
    const lastAck = Math.max(...answers.map((answer) => answer.ackedAt));
    const finalVersion = Math.max(...answers.map((answer) => answer.version));
    spectators.send({ type: 'until', version: finalVersion });
    const { times } = (await spectators.waitFor('reached', 120_000)) as unknown as {
      times: number[];
    };
    const after = usage(server.pid!);
    spectators.kill();

    const ms = [...answers, ...taps.values()].map((answer) => answer.ms).sort((a, b) => a - b);
    const problems = await verify(slug, planned, answers, taps);
    // The code mails are written after the replies: give the last ones a moment.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const mails = readdirSync(path.join(dir, 'outbox')).length;
    const dancers = planned.reduce((sum, registration) => sum + registration.names.length, 0);
    const p99 = percentile(ms, 99);
    console.log(
      `${REGISTRATIONS} registrations (${taps.size} tapped twice) in ${seconds.toFixed(1)} s ` +
        `with ${SPECTATORS} spectators: ack p50 ${percentile(ms, 50).toFixed(0)} ms ` +
        `p99 ${p99.toFixed(0)} ms max ${ms.at(-1)!.toFixed(0)} ms  ` +
        `last ack → all spectators ${(times.length > 0 ? Math.max(...times) - lastAck : 0).toFixed(0)} ms  ` +
        `server CPU ${(after.cpu - before.cpu).toFixed(1)} s  RSS peak ${after.peakMiB.toFixed(0)} MiB`,
    );
    console.log(
      `stored: ${dancers} dancers expected, ${problems.length} discrepancies; ` +
        `${mails} code mails written (${dancers} expected)`,
    );
    for (const problem of problems.slice(0, 20)) {
      console.log(`  ${problem}`);
    }
    const missed = [
      problems.length > 0 && 'not every registration stored exactly once',
      mails !== dancers && `${mails} code mails for ${dancers} dancers`,
      p99 > TARGET_P99_MS && `p99 ${p99.toFixed(0)} ms > ${TARGET_P99_MS} ms`,
    ].filter(Boolean);
    if (missed.length > 0) {
      console.log(`target missed: ${missed.join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    await stopBenchServer(server);
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
