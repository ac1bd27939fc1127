// Competition setup at scale: build a 1,500-couple, 300-event competition and
// generate its ~700 rounds and timed schedule, through the real server
// pipeline (policy, decide, durable SQLite append, fold, staff and public
// views diffed for subscribers). Run: npm run bench:setup.
// Targets (ADR 007): generate every round and the timed schedule in < 10 s;
// any one setup command on the large competition in < 100 ms (median).
import { demoMetadata, scheduledRounds } from '@floorcraft/domain';
import { startInProcessServer } from './in-process-server';
import { largeCompetitionRounds, largeCompetitionSetup } from './large-competition';
import { printMachine } from './machine';

printMachine('bench:setup');

const SLUG = 'large-open';
const GENERATE_TARGET_MS = 10_000;
const COMMAND_TARGET_MS = 100;

const { server, run, stop } = await startInProcessServer(SLUG, 'setup');

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

try {
  await run({ type: 'createCompetition', slug: SLUG, metadata: demoMetadata('2027-01-10') });
  // Subscribers make the host compute and diff both views on every change, as in use.
  server.channels
    .channel(SLUG, 'staff')
    ?.subscribe({ send: () => undefined, drop: () => undefined, bufferedAmount: 0 });
  server.channels
    .channel(SLUG, 'public')
    ?.subscribe({ send: () => undefined, drop: () => undefined, bufferedAmount: 0 });

  let started = performance.now();
  for (const command of largeCompetitionSetup()) {
    await run(command);
  }
  const setupMs = performance.now() - started;

  started = performance.now();
  const perEvent: number[] = [];
  for (const command of largeCompetitionRounds()) {
    perEvent.push(await run(command));
  }
  await run({ type: 'assignStartTimes' });
  const generateMs = performance.now() - started;

  const state = server.host.stateOf(SLUG)!;
  const rounds = scheduledRounds(state.events);
  const middle = rounds[Math.floor(rounds.length / 2)]!;
  const edits: number[] = [];
  for (let i = 0; i < 10; i += 1) {
    edits.push(
      await run({
        type: 'shiftRound',
        eventName: middle.eventName,
        roundNumber: middle.roundNumber,
        direction: i % 2 ? 'earlier' : 'later',
      }),
    );
  }
  const firstEntry = Object.values(rounds[0]!.entries)[0]!;
  const checkIns: number[] = [];
  for (let i = 0; i < 10; i += 1) {
    checkIns.push(
      await run({
        type: 'checkIn',
        eventName: rounds[0]!.eventName,
        roundNumber: rounds[0]!.roundNumber,
        entryId: firstEntry.entryId,
        checkedIn: i % 2 === 0,
      }),
    );
  }
  const entries = Object.values(state.events).reduce(
    (sum, event) => sum + Object.keys(event.entries).length,
    0,
  );

  const rows: [string, string, string][] = [
    [
      'competition',
      `${Object.keys(state.competitors).length} dancers, ${Object.keys(state.events).length} events, ${entries} entries, ${rounds.length} rounds`,
      '',
    ],
    ['events and couples imported', `${(setupMs / 1000).toFixed(2)} s`, ''],
    [
      'generate every round + timed schedule',
      `${(generateMs / 1000).toFixed(2)} s`,
      `< ${GENERATE_TARGET_MS / 1000} s`,
    ],
    [
      'generateRounds, one event (median)',
      `${median(perEvent).toFixed(1)} ms`,
      `< ${COMMAND_TARGET_MS} ms`,
    ],
    ['shiftRound (median of 10)', `${median(edits).toFixed(1)} ms`, `< ${COMMAND_TARGET_MS} ms`],
    [
      'checkIn with cascade (median of 10)',
      `${median(checkIns).toFixed(1)} ms`,
      `< ${COMMAND_TARGET_MS} ms`,
    ],
    ['server RSS', `${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MiB`, ''],
  ];
  for (const [what, measured, target] of rows) {
    process.stdout.write(`${what.padEnd(40)} ${measured.padEnd(14)} ${target}\n`);
  }
  const missed =
    generateMs > GENERATE_TARGET_MS ||
    [median(perEvent), median(edits), median(checkIns)].some((ms) => ms > COMMAND_TARGET_MS);
  process.exitCode = missed ? 1 : 0;
} finally {
  await stop();
}
