import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { newCompetitionDetailsSchema, startingCommands, type Actor } from '@floorcraft/domain';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventStore } from '../store/event-store';
import { openSqliteEventStore } from '../store/sqlite-event-store';
import { CompetitionHost } from './competition-host';

const quiet = { info: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;
const creator: Actor = { kind: 'member', userId: 'u1', roles: ['owner'] };
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) {
    await cleanup();
  }
});

const details = newCompetitionDetailsSchema.parse({
  name: 'Spring Open',
  slug: 'spring-open',
  startDate: '2027-04-10',
  endDate: '2027-04-11',
  venue: { name: 'Field House', address: '' },
  currency: 'USD',
});

/** A host over a real SQLite file; `failAppend` makes the store refuse the next append. */
async function openHost(options: { failAppend?: boolean } = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'floorcraft-create-'));
  const real = openSqliteEventStore(path.join(dir, 'log.sqlite'));
  cleanups.push(
    () => real.close(),
    () => rmSync(dir, { recursive: true, force: true }),
  );
  const store: EventStore = Object.assign(Object.create(real) as EventStore, {
    appendMany: (requests: Parameters<EventStore['appendMany']>[0]) =>
      options.failAppend ? Promise.reject(new Error('disk full')) : real.appendMany(requests),
  });
  const host = await CompetitionHost.open(store, {
    snapshotEvery: 1000,
    now: () => '2027-01-10T10:00:00.000Z',
    newKey: randomUUID,
    logger: quiet,
  });
  const owners: string[] = [];
  const claims = {
    claim: () => {
      owners.push('u1');
      return Promise.resolve(true);
    },
    release: () => {
      owners.splice(0);
      return Promise.resolve();
    },
  };
  return { host, real, owners, claims };
}

describe('creating a competition with its starting commands (issue 25)', () => {
  it('stores nothing and makes nobody owner when a starting command is refused half-way', async () => {
    const { host, real, owners, claims } = await openHost();
    const outcome = await host.createCompetition({
      commands: [
        ...startingCommands({ from: 'empty' }, details),
        { type: 'removeEvent', eventName: 'No Such Event' },
      ],
      commandId: randomUUID(),
      actor: creator,
      ...claims,
    });
    expect(outcome).toMatchObject({ status: 'refused', reason: 'invalid' });
    expect(host.stateOf('spring-open')).toBeUndefined();
    expect(owners).toEqual([]);
    const [record] = await real.listCompetitions();
    expect(record && (await real.readEvents(record.id, 0))).toEqual([]);
  });

  it('takes back the owner when the append fails, and the address stays free', async () => {
    const { host, owners, claims } = await openHost({ failAppend: true });
    await expect(
      host.createCompetition({
        commands: startingCommands({ from: 'empty' }, details),
        commandId: randomUUID(),
        actor: creator,
        ...claims,
      }),
    ).rejects.toThrow('disk full');
    expect(owners).toEqual([]);
    expect(host.stateOf('spring-open')).toBeUndefined();
  });

  it('appends every command in one go when all are accepted', async () => {
    const { host, owners, claims } = await openHost();
    const commands = startingCommands({ from: 'empty' }, details);
    const outcome = await host.createCompetition({
      commands,
      commandId: randomUUID(),
      actor: creator,
      ...claims,
    });
    expect(outcome).toEqual({
      status: 'applied',
      version: expect.any(Number) as number,
      competition: 'spring-open',
    });
    expect(owners).toEqual(['u1']);
    expect(host.stateOf('spring-open')?.registration.fees?.currency).toBe('USD');
  });
});
