import { randomUUID } from 'node:crypto';
import { demoMetadata, type Actor, type Command } from '@floorcraft/domain';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { PostgresEventStore } from '../store/postgres-event-store';
import { postgresTestSchemas } from '../store/postgres-test-schemas';
import { CompetitionHost } from './competition-host';

const { freshSchema, poolIn } = postgresTestSchemas('host');
const schema = freshSchema();
const system: Actor = { kind: 'system', label: 'test' };
const quiet = { info: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;

/** A host as one server process has it: its own pool on the shared database. */
async function processHost(): Promise<CompetitionHost> {
  return CompetitionHost.open(new PostgresEventStore(await poolIn(schema, 4)), {
    snapshotEvery: 1000,
    now: () => new Date().toISOString(),
    newKey: randomUUID,
    logger: quiet,
  });
}

const rename = (fullName: string): Command => ({ type: 'updateMetadata', patch: { fullName } });

describe('two processes sending commands to one competition at once', () => {
  it('applies every command once: a lost race is decided again on fresh state', async () => {
    const a = await processHost();
    const b = await processHost();
    const created = await a.execute(
      undefined,
      {
        commandId: randomUUID(),
        command: {
          type: 'createCompetition',
          slug: 'spring',
          metadata: demoMetadata('2027-01-10'),
        },
      },
      system,
    );
    expect(created.status).toBe('applied');
    await b.resync();
    const send = (host: CompetitionHost, name: string) =>
      host.execute('spring', { commandId: randomUUID(), command: rename(name) }, system);
    // Eight senders per process, each sending its next command when the last is answered,
    // as judges' tablets do: the two processes keep racing for the next version.
    const lane = async (host: CompetitionHost, name: string) => {
      const answered = [];
      for (let index = 0; index < 10; index++) {
        answered.push(await send(host, `${name} ${index}`));
      }
      return answered;
    };
    const outcomes = (
      await Promise.all(
        Array.from({ length: 8 }, (_, index) => [
          lane(a, `A${index}`),
          lane(b, `B${index}`),
        ]).flat(),
      )
    ).flat();
    expect(outcomes.filter((outcome) => outcome.status !== 'applied')).toEqual([]);
    const versions = outcomes.map((outcome) => ('version' in outcome ? outcome.version : 0));
    // 160 commands, one event each, each at a version of its own.
    expect(new Set(versions).size).toBe(160);
    const start = 'version' in created ? created.version : 0;
    expect(Math.max(...versions)).toBe(start + 160);
  });
});
