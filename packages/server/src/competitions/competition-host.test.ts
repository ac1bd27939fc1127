import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { demoMetadata, type Actor, type Command, type CommandEnvelope } from '@floorcraft/domain';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventStore } from '../store/event-store';
import { openSqliteEventStore } from '../store/sqlite-event-store';
import { CompetitionHost } from './competition-host';

const system: Actor = { kind: 'system', label: 'test' };
const quiet = { info: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;
const dirs: string[] = [];
const stores: EventStore[] = [];

afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close()));
  dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

/** A host over a real SQLite file, counting the transactions that append commands. */
async function hostWithCompetition(
  interfere?: (store: EventStore) => Promise<void>,
): Promise<{ host: CompetitionHost; store: EventStore; transactions: () => number }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'floorcraft-host-'));
  dirs.push(dir);
  const real = openSqliteEventStore(path.join(dir, 'log.sqlite'));
  stores.push(real);
  let transactions = 0;
  // Armed once the competition exists: its creation is appended like any command.
  let interfered = true;
  const store: EventStore = Object.assign(Object.create(real) as EventStore, {
    append: (request: Parameters<EventStore['append']>[0]) => {
      transactions += 1;
      return real.append(request);
    },
    appendMany: async (requests: Parameters<EventStore['appendMany']>[0]) => {
      transactions += 1;
      if (interfere && !interfered) {
        interfered = true;
        await interfere(real);
      }
      return real.appendMany(requests);
    },
  });
  const host = await CompetitionHost.open(store, {
    snapshotEvery: 1000,
    now: () => '2027-01-10T10:00:00.000Z',
    newKey: randomUUID,
    logger: quiet,
  });
  await host.execute(
    undefined,
    envelope({
      type: 'createCompetition',
      slug: 'spring',
      metadata: demoMetadata('2027-01-10'),
    }),
    system,
  );
  interfered = false;
  return { host, store: real, transactions: () => transactions };
}

function envelope(command: Command, commandId: string = randomUUID()): CommandEnvelope {
  return { commandId, command };
}

const rename = (fullName: string): Command => ({ type: 'updateMetadata', patch: { fullName } });

describe('CompetitionHost with commands arriving together', () => {
  it('decides a burst in order and makes it durable in one transaction', async () => {
    const { host, store, transactions } = await hostWithCompetition();
    const before = transactions();
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        host.execute('spring', envelope(rename(`Name ${index}`)), system),
      ),
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual(Array(20).fill('applied'));
    const versions = outcomes.map((outcome) => ('version' in outcome ? outcome.version : 0));
    expect(versions).toEqual(versions.map((_, index) => versions[0]! + index));
    expect(transactions() - before).toBeLessThanOrEqual(2);
    expect(host.stateOf('spring')?.metadata.fullName).toBe('Name 19');
    expect(await store.lastSeq((await store.listCompetitions())[0]!.id)).toBe(versions.at(-1));
  });

  it('refuses the invalid command of a burst and answers its retried one, applying the rest once', async () => {
    const { host, store } = await hostWithCompetition();
    const retried = randomUUID();
    const outcomes = await Promise.all([
      host.execute('spring', envelope(rename('First')), system),
      host.execute('spring', envelope(rename('Retried'), retried), system),
      host.execute('spring', envelope({ type: 'removeEvent', eventName: 'No such event' }), system),
      host.execute('spring', envelope(rename('Retried'), retried), system),
      host.execute('spring', envelope(rename('Last')), system),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'applied',
      'applied',
      'refused',
      'duplicate',
      'applied',
    ]);
    expect(outcomes[3]).toMatchObject({ version: (outcomes[1] as { version: number }).version });
    const id = (await store.listCompetitions())[0]!.id;
    const renames = (await store.readEvents(id, 0)).filter((e) => e.type === 'MetadataUpdated');
    expect(renames).toHaveLength(3);
  });

  it('decides each command again when another process appended during the burst', async () => {
    const { host, store } = await hostWithCompetition(async (real) => {
      const id = (await real.listCompetitions())[0]!.id;
      await real.append({
        competitionId: id,
        expectedSeq: await real.lastSeq(id),
        commandId: randomUUID(),
        actor: 'system:other-process',
        at: '2027-01-10T10:00:00.000Z',
        events: [{ type: 'MetadataUpdated', patch: { tagline: 'From the other process' } }],
      });
    });
    const outcomes = await Promise.all(
      ['A', 'B', 'C'].map((name) => host.execute('spring', envelope(rename(name)), system)),
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['applied', 'applied', 'applied']);
    const state = host.stateOf('spring');
    expect(state?.metadata.fullName).toBe('C');
    expect(state?.metadata.tagline).toBe('From the other process');
    const id = (await store.listCompetitions())[0]!.id;
    expect(await store.lastSeq(id)).toBe((outcomes[2] as { version: number }).version);
  });
});

describe('CompetitionHost reading back one command’s events', () => {
  it('finds every event of a command, however many, and none of its neighbours', async () => {
    const { host, store } = await hostWithCompetition();
    const [record] = await store.listCompetitions();
    const append = async (commandId: string, count: number) => {
      const stored = await store.append({
        competitionId: record!.id,
        expectedSeq: await store.lastSeq(record!.id),
        commandId,
        actor: 'system:test',
        at: '2027-01-10T10:00:00.000Z',
        events: Array.from({ length: count }, (_, index) => ({
          type: 'AffiliationsSet' as const,
          affiliations: [`${commandId} ${index}`],
        })),
      });
      return stored.at(-1)!.seq;
    };
    await append('before', 3);
    const commandId = randomUUID();
    // More events than the first page holds: the pages grow until they reach the neighbour.
    const version = await append(commandId, 40);
    await append('after', 2);
    const events = await host.commandEvents('spring', commandId, version);
    expect(events).toHaveLength(40);
    expect(
      events.map((event) => event.type === 'AffiliationsSet' && event.affiliations[0]),
    ).toEqual(Array.from({ length: 40 }, (_, index) => `${commandId} ${index}`));
    const small = await append('small', 2);
    expect(await host.commandEvents('spring', 'small', small)).toHaveLength(2);
    expect(await host.commandEvents('elsewhere', commandId, version)).toEqual([]);
  });
});
