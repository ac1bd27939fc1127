// How long a competition with 100,000 events takes to load at start-up,
// with and without a snapshot, through the real SQLite store.
// Run: npm run bench:load (or npx tsx bench/event-log-load.ts). Target: < 1 s with a snapshot.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { applyAll, demoMetadata, STATE_FORMAT, type DomainEvent } from '@floorcraft/domain';
import { loadCompetitionState, openSqliteEventStore } from '@floorcraft/server';
import { printMachine } from './machine';

printMachine('bench:load');

const TOTAL_EVENTS = 100_000;
const BATCH = 1_000;
const RUNS = 5;
const TARGET_MS = 1_000;

const metadata = demoMetadata('2027-01-10');

/** A realistic mix: renames, officials added and removed. */
function eventAt(seq: number): DomainEvent {
  if (seq === 1) {
    return { type: 'CompetitionCreated', slug: 'bench', metadata };
  }
  switch (seq % 4) {
    case 0:
      return { type: 'MetadataUpdated', patch: { fullName: `Bench Open ${seq}` } };
    case 1:
      return {
        type: 'OfficialSaved',
        official: {
          key: `o-${seq % 50}`,
          name: `Judge ${seq}`,
          role: 'Judge',
          bio: 'A short biography of this adjudicator.',
        },
      };
    case 2:
      return { type: 'OfficialRemoved', key: `o-${(seq + 25) % 50}` };
    default:
      return { type: 'MetadataUpdated', patch: { tagline: `Round ${seq} is on the floor` } };
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function timeLoad(
  file: string,
  competitionId: string,
): Promise<{ ms: number; replayed: number }> {
  const started = performance.now();
  const store = openSqliteEventStore(file);
  const loaded = await loadCompetitionState(store, competitionId);
  const ms = performance.now() - started;
  await store.close();
  return { ms, replayed: loaded.eventsReplayed };
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'floorcraft-bench-'));
const file = path.join(dir, 'bench.sqlite');
try {
  const store = openSqliteEventStore(file);
  const { id } = await store.createCompetition('bench');
  const appendStarted = performance.now();
  const events: DomainEvent[] = [];
  for (let seq = 1; seq <= TOTAL_EVENTS; seq += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, TOTAL_EVENTS - seq + 1) }, (_, i) =>
      eventAt(seq + i),
    );
    events.push(...batch);
    await store.append({
      competitionId: id,
      expectedSeq: seq - 1,
      commandId: `bench-${seq}`,
      actor: 'system:bench',
      at: new Date().toISOString(),
      events: batch,
    });
  }
  const appendMs = performance.now() - appendStarted;
  await store.close();

  const withoutSnapshot = [];
  for (let i = 0; i < RUNS; i++) {
    withoutSnapshot.push(await timeLoad(file, id));
  }

  const snapshotStore = openSqliteEventStore(file);
  await snapshotStore.saveSnapshot(id, {
    seq: 99_000,
    format: STATE_FORMAT,
    state: applyAll(undefined, events.slice(0, 99_000)),
  });
  await snapshotStore.close();
  const withSnapshot = [];
  for (let i = 0; i < RUNS; i++) {
    withSnapshot.push(await timeLoad(file, id));
  }

  const result = {
    events: TOTAL_EVENTS,
    appendSeconds: Number((appendMs / 1000).toFixed(2)),
    loadWithoutSnapshotMs: Math.round(median(withoutSnapshot.map((r) => r.ms))),
    loadWithSnapshotMs: Math.round(median(withSnapshot.map((r) => r.ms))),
    replayedWithSnapshot: withSnapshot[0]?.replayed,
    databaseMiB: Number((statSync(file).size / 1024 / 1024).toFixed(1)),
    targetMs: TARGET_MS,
  };
  const pass = result.loadWithSnapshotMs < TARGET_MS;
  console.log(
    `Event log load, ${TOTAL_EVENTS.toLocaleString('en')} events (median of ${RUNS} cold loads)`,
  );
  console.log(`  append all events:        ${result.appendSeconds} s`);
  console.log(`  load without snapshot:    ${result.loadWithoutSnapshotMs} ms`);
  console.log(
    `  load with snapshot:       ${result.loadWithSnapshotMs} ms (${result.replayedWithSnapshot} events replayed)  target < ${TARGET_MS} ms: ${pass ? 'PASS' : 'FAIL'}`,
  );
  console.log(`  database file:            ${result.databaseMiB} MiB`);
  console.log(JSON.stringify(result));
  process.exitCode = pass ? 0 : 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
