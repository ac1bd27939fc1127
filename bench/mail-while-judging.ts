// A message to 1,000 dancers while the judges mark (issue 25 item 8): how long does the
// server take to acknowledge judges' cards while the message's mails go out, against the
// same cards with no mail going out? The server runs in its own process with a real SMTP
// server (in this process) as its relay; the mails leave through the app's one mail queue.
//   1. 500 couples registered by the desk (1,000 dancers with their own addresses).
//   2. Cards alone: 200 card amendments, 8 in flight.
//   3. The registrar mails everybody registered; while the mails leave, 200 more cards.
//      The cards must be acknowledged while mails are still leaving (checked), and every
//      address must receive exactly one mail in the end.
// Run: npm run bench:mail-while-judging. Target: cards p99 with mail ≤ 2 × without + 20 ms.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { cardAmendments, finalAwaitingOneCard } from './bench-final';
import { now, percentile, sendCommand, startBenchServer, stopBenchServer } from './bench-server';
import { sendInLanes } from './command-lanes';
import { printMachine } from './machine';

printMachine('bench:mail-while-judging');

const PORT = Number(process.env.BENCH_PORT ?? 3595);
const SMTP_PORT = PORT + 1;
const BASE = `http://localhost:${PORT}`;
const COUPLES = 500;
const CARDS = 200;
const CARDS_IN_FLIGHT = 8;
const EVENT = 'Bench Social Latin';

const command = (body: Record<string, unknown>) => sendCommand(BASE, body);

/** A real SMTP server that counts what it receives, by recipient. */
async function smtpSink(): Promise<{ received: Map<string, number>; close: () => void }> {
  const received = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        for (const { address } of session.envelope.rcptTo) {
          received.set(address, (received.get(address) ?? 0) + 1);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(SMTP_PORT, '127.0.0.1', resolve));
  return { received, close: () => server.close() };
}

function dancer(n: number) {
  return {
    name: `Bench Dancer ${n}`,
    email: `bench.dancer.${n}@example.org`,
    affiliation: 'Harbor City University',
    levels: {},
    student: false,
    waiverAccepted: true,
  };
}

/** 1,000 dancers registered by the desk, 8 couples at a time. */
async function registerCouples(): Promise<void> {
  await command({
    type: 'saveEvent',
    event: { name: EVENT, eventLevel: 'Open', style: 'Latin', eventDances: ['Rumba'] },
  });
  let next = 0;
  const { failures } = await sendInLanes(Array<string>(8).fill(BASE), () =>
    next < COUPLES
      ? {
          type: 'register',
          dancer: dancer(2 * next),
          role: 'lead',
          partner: { kind: 'new', dancer: dancer(2 * next++ + 1) },
          events: [EVENT],
        }
      : undefined,
  );
  if (failures.length > 0) {
    throw new Error(failures[0]);
  }
}

/** Card acknowledgement times, sorted, in ms. */
async function cards(): Promise<number[]> {
  let next = 0;
  const bodies = cardAmendments(CARDS);
  const { acknowledged, failures } = await sendInLanes(
    Array<string>(CARDS_IN_FLIGHT).fill(BASE),
    () => bodies[next++],
  );
  if (failures.length > 0) {
    throw new Error(failures[0]);
  }
  return acknowledged.map((card) => card.ms).sort((a, b) => a - b);
}

const describe = (ms: number[]) =>
  `p50 ${percentile(ms, 50).toFixed(0)} ms p99 ${percentile(ms, 99).toFixed(0)} ms max ${Math.max(...ms).toFixed(0)} ms`;

const dir = mkdtempSync(path.join(os.tmpdir(), 'floorcraft-mail-bench-'));
const sink = await smtpSink();
const server = await startBenchServer(dir, PORT, {
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(SMTP_PORT),
});
try {
  await finalAwaitingOneCard(command);
  await registerCouples();
  await new Promise((resolve) => setTimeout(resolve, 2_000)); // let the server settle
  const alone = await cards();

  const sentAt = now();
  await command({
    type: 'sendMessage',
    messageId: 'bench-everyone',
    subject: 'Parking at {competition}',
    body: 'Dear {name},\n\nplease park behind the hall. You owe {owed}.',
    audience: { kind: 'everyone' },
  });
  const withMail = await cards();
  const mailedDuringCards = [...sink.received.values()].reduce((sum, n) => sum + n, 0);
  const addresses = COUPLES * 2;
  while ([...sink.received.keys()].filter((to) => to.startsWith('bench.')).length < addresses) {
    if (now() - sentAt > 600_000) {
      throw new Error(`only ${sink.received.size} addresses mailed in 10 minutes`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const mailSeconds = (now() - sentAt) / 1000;
  const twice = [...sink.received.values()].filter((count) => count > 1).length;
  console.log(`cards alone:               ${describe(alone)}`);
  console.log(`cards while mails go out:  ${describe(withMail)}`);
  console.log(
    `${sink.received.size} addresses mailed (${addresses} bench dancers + the demo's) in ${mailSeconds.toFixed(1)} s; ` +
      `${mailedDuringCards} of them while the cards were sent; ${twice} addresses mailed twice`,
  );
  const target = 2 * percentile(alone, 99) + 20;
  const missed = percentile(withMail, 99) > target || twice > 0 || mailedDuringCards === 0;
  if (missed) {
    console.log(
      `target missed: p99 with mail ≤ ${target.toFixed(0)} ms, no address twice, mail during the cards`,
    );
  }
  process.exitCode = missed ? 1 : 0;
} finally {
  await stopBenchServer(server);
  sink.close();
  rmSync(dir, { recursive: true, force: true });
}
