import { applyAll, demoMetadata, STATE_FORMAT, type DomainEvent } from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import { loadCompetitionState, shouldSnapshot } from './load-state';
import { openSqliteEventStore } from './sqlite-event-store';

const metadata = demoMetadata('2027-01-10');
const events: DomainEvent[] = [
  { type: 'CompetitionCreated', slug: 's', metadata },
  ...Array.from({ length: 25 }, (_, i): DomainEvent => ({
    type: 'MetadataUpdated',
    patch: { fullName: `Name ${i}` },
  })),
];

async function storeWithLog() {
  const store = openSqliteEventStore(':memory:');
  const { id } = await store.createCompetition('s');
  await store.append({
    competitionId: id,
    expectedSeq: 0,
    commandId: 'cmd-00001',
    actor: 'a',
    at: 't',
    events,
  });
  return { store, id };
}

describe('loadCompetitionState', () => {
  it('folds the whole log when there is no snapshot', async () => {
    const { store, id } = await storeWithLog();
    const loaded = await loadCompetitionState(store, id);
    expect(loaded).toEqual({
      state: applyAll(undefined, events),
      seq: 26,
      eventsReplayed: 26,
    });
  });

  it('starts from the snapshot and folds only the tail, to the same state', async () => {
    const { store, id } = await storeWithLog();
    await store.saveSnapshot(id, {
      seq: 20,
      format: STATE_FORMAT,
      state: applyAll(undefined, events.slice(0, 20)),
    });
    const loaded = await loadCompetitionState(store, id);
    expect(loaded.eventsReplayed).toBe(6);
    expect(loaded.state).toEqual(applyAll(undefined, events));
  });

  it('ignores a snapshot written in another state format', async () => {
    const { store, id } = await storeWithLog();
    await store.saveSnapshot(id, { seq: 20, format: STATE_FORMAT + 1, state: { stale: true } });
    const loaded = await loadCompetitionState(store, id);
    expect(loaded.eventsReplayed).toBe(26);
    expect(loaded.state?.metadata.fullName).toBe('Name 24');
  });
});

describe('shouldSnapshot', () => {
  it('snapshots once every N events', () => {
    expect(shouldSnapshot(999, 0, 1000)).toBe(false);
    expect(shouldSnapshot(1000, 0, 1000)).toBe(true);
    expect(shouldSnapshot(1500, 1000, 1000)).toBe(false);
  });
});
