import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { demoMetadata, type Actor, type Command, type DomainEvent } from '@floorcraft/domain';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { Accounts } from '../accounts/accounts';
import { accountsConfigFromEnv } from '../accounts/accounts-config';
import { CompetitionHost } from '../competitions/competition-host';
import { SqliteSqlClient } from '../sql/sqlite-sql-client';
import { openSqliteDatabase } from '../store/sqlite-database';
import { openSqliteEventStore } from '../store/sqlite-event-store';
import { runAdminCommand } from './admin-commands';

const SLUG = 'spring';
const EVENT = 'Bronze Standard';
const JUDGES = ['judge-a', 'judge-b', 'judge-c'];
const DANCES = ['Waltz', 'Quickstep'];
const system: Actor = { kind: 'system', label: 'test' };
const scrutineer: Actor = { kind: 'system', label: 'scrutineer' };
const quiet = { info: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;
const cleanups: (() => Promise<void> | void)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) {
    await cleanup();
  }
});

/**
 * A competition on a real SQLite file whose Semi-Final was marked by three
 * judges' tablets (one card keyed again from paper) and posted, through the
 * competition host as the server runs it.
 */
async function postedSemiFinal() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'floorcraft-verify-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'floorcraft.sqlite');
  const store = openSqliteEventStore(file);
  cleanups.push(() => store.close());
  const host = await CompetitionHost.open(store, {
    snapshotEvery: 1000,
    now: () => '2027-02-09T12:00:00.000Z',
    newKey: randomUUID,
    logger: quiet,
  });
  cleanups.push(() => host.close());
  const run = async (actor: Actor, ...commands: Command[]) => {
    for (const command of commands) {
      const outcome = await host.execute(SLUG, { commandId: randomUUID(), command }, actor);
      expect(outcome.status, command.type).toBe('applied');
    }
  };
  await host.execute(
    undefined,
    {
      commandId: randomUUID(),
      command: { type: 'createCompetition', slug: SLUG, metadata: demoMetadata('2027-01-10') },
    },
    system,
  );
  await run(
    system,
    {
      type: 'saveEvent',
      event: {
        name: EVENT,
        eventLevel: 'Bronze',
        style: 'Standard',
        eventDances: ['Waltz', 'Quickstep'],
      },
    },
    {
      type: 'importCouples',
      couples: Array.from({ length: 8 }, (_, index) => ({
        lead: { name: `Lead ${index + 1}`, affiliation: 'Northbridge College' },
        follow: { name: `Follow ${index + 1}`, affiliation: 'Northbridge College' },
        events: [EVENT],
      })),
    },
    ...JUDGES.map((key, index): Command => ({
      type: 'saveOfficial',
      official: { key, name: `Judge ${'ABC'[index]!}`, role: 'Judge', bio: '' },
    })),
    { type: 'generateRounds', eventName: EVENT },
    { type: 'startRound', eventName: EVENT, roundNumber: 2 },
  );
  const numbers = Object.values(host.stateOf(SLUG)!.events[EVENT]!.rounds[2]!.entries)
    .map((entry) => entry.leadNumber)
    .sort((a, b) => a - b);
  for (const judgeKey of JUDGES) {
    const tablet: Actor = {
      kind: 'judgeDevice',
      deviceId: `tablet-${judgeKey}`,
      judgeId: judgeKey,
    };
    for (const dance of DANCES) {
      await run(tablet, {
        type: 'submitMarks',
        eventName: EVENT,
        roundNumber: 2,
        judgeKey,
        dance,
        couples: numbers.slice(0, 6),
      });
    }
  }
  await run(
    scrutineer,
    {
      type: 'reopenJudgeCard',
      eventName: EVENT,
      roundNumber: 2,
      judgeKey: 'judge-c',
      reason: 'tablet battery died',
    },
    {
      type: 'enterPaperMarks',
      eventName: EVENT,
      roundNumber: 2,
      judgeKey: 'judge-c',
      dance: 'Waltz',
      couples: numbers.slice(0, 6),
      reason: 'tablet battery died',
    },
    { type: 'approveRound', eventName: EVENT, roundNumber: 2 },
    { type: 'postRound', eventName: EVENT, roundNumber: 2 },
  );

  const accounts = new Accounts(new SqliteSqlClient(openSqliteDatabase(file)), {
    ...accountsConfigFromEnv({}),
    passwordHashCost: 10,
  });
  cleanups.push(() => accounts.close());
  const printed: string[] = [];
  const verify = () =>
    runAdminCommand(
      accounts,
      ['verify', '--competition', SLUG],
      (line) => printed.push(line),
      store,
    );
  return { file, host, printed, verify };
}

describe('npm run admin -- verify', () => {
  it('walks the mark record of a posted round and finds it whole', async () => {
    const { host, printed, verify } = await postedSemiFinal();
    await verify();
    expect(printed).toEqual([`${SLUG}: OK, 1 mark chain, 7 card changes checked`]);
    const history = host.stateOf(SLUG)!.marks[EVENT]!.scoring![2]!.history;
    expect(host.stateOf(SLUG)!.results[EVENT]!.rounds[2]!.markHash).toBe(history.at(-1)!.hash);
  });

  it('names the card somebody changed in the database directly', async () => {
    const { file, verify } = await postedSemiFinal();
    // Judge B's Quickstep card, rewritten in SQLite: one recalled couple swapped for another.
    const db = openSqliteDatabase(file);
    cleanups.push(() => {
      db.close();
    });
    const rows = db
      .prepare<[], { seq: number; payload: string }>(
        "SELECT seq, payload FROM events WHERE type = 'MarksStored' ORDER BY seq",
      )
      .all();
    const row = rows.find((candidate) => {
      const event = JSON.parse(candidate.payload) as Extract<DomainEvent, { type: 'MarksStored' }>;
      return event.change.judgeKey === 'judge-b' && event.change.dance === 'Quickstep';
    })!;
    const event = JSON.parse(row.payload) as Extract<DomainEvent, { type: 'MarksStored' }>;
    const couples = [...event.change.couples.slice(0, 5), event.change.couples[5]! + 2];
    db.prepare('UPDATE events SET payload = ? WHERE seq = ? AND type = ?').run(
      JSON.stringify({ ...event, change: { ...event.change, couples } }),
      row.seq,
      'MarksStored',
    );

    await expect(verify()).rejects.toThrow(
      `${SLUG}: mark record broken. The card of judge Judge B (judge-b) for Quickstep in the Semi-Final of "${EVENT}", log sequence ${row.seq}, no longer matches its hash: it was changed after it was recorded.`,
    );
  });
});
