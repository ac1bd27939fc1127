import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  csvCellText,
  dancingNumbers,
  exportNames,
  heatsCsvRows,
  judgedDances,
  programmeCsvRows,
  requestedRecall,
  resultsCsvRows,
  roundPanel,
  statePanel,
  type Command,
  type CsvValue,
  type ExportName,
  type HeatsExport,
  type ProgrammeExport,
  type ResultsExport,
} from '@floorcraft/domain';
import { Ajv2020 } from 'ajv/dist/2020.js';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, DEMO_SLUG, signedInBrowser } from './helpers/accounts';
import { sendCommand } from './helpers/send-command';
import { startTestServer, type TestServer } from './helpers/start-test-server';

/**
 * The open-data exports over real HTTP from a real server and SQLite: the
 * programme, heat lists and posted results as JSON (checked against the
 * published JSON Schema) and CSV (parsed back), for anonymous callers and
 * staff, and a round's marks out only once it is posted.
 */
let server: TestServer;
let staffCookie: string;

const EVENT = 'Export Silver Latin';
const SEMI = 2;
const SEMI_ID = `${EVENT}-R${SEMI}`;
/** A school with a comma and quotes: CSV must quote it and double the quotes. */
const SCHOOL = 'Riverside, "North" University';

async function asSystem(command: Command): Promise<void> {
  const reply = await sendCommand(server.url, command, { token: server.token });
  expect(reply.status, `${command.type}: ${JSON.stringify(reply.body)}`).toBe(200);
}

interface Card {
  judgeKey: string;
  dance: string;
  couples: number[];
}

/** Eight couples of our own, their Semi-Final marked by every judge and not posted. */
async function markedSemiFinal(): Promise<Card[]> {
  await asSystem({
    type: 'saveEvent',
    event: { name: EVENT, eventLevel: 'Silver', style: 'Latin', eventDances: ['Rumba', 'ChaCha'] },
  });
  await asSystem({
    type: 'importCouples',
    couples: Array.from({ length: 8 }, (_, index) => ({
      lead: { name: `Export Lead ${index + 1}`, affiliation: SCHOOL },
      follow: { name: `Export Follow ${index + 1}`, affiliation: 'Pinecrest College' },
      events: [EVENT],
    })),
  });
  await asSystem({ type: 'generateRounds', eventName: EVENT });
  await asSystem({ type: 'startRound', eventName: EVENT, roundNumber: SEMI });
  const state = server.host.stateOf(DEMO_SLUG)!;
  const event = state.events[EVENT]!;
  const round = event.rounds[SEMI]!;
  const numbers = dancingNumbers(round);
  // The round's panel: the demo's chairman of judges marks only where chosen.
  const cards = roundPanel(state, round).flatMap((judge, judgeIndex) =>
    judgedDances(event).map((dance, danceIndex) => {
      // Five couples from everyone, the sixth differs by card: totals 10 ×5, then 4, 3, 3 (no tie).
      const sixth = numbers[requestedRecall(round) - 1 + ((judgeIndex + danceIndex) % 3)]!;
      return { judgeKey: judge.key, dance, couples: [...numbers.slice(0, 5), sixth] };
    }),
  );
  for (const card of cards) {
    await asSystem({ type: 'submitMarks', eventName: EVENT, roundNumber: SEMI, ...card });
  }
  await asSystem({ type: 'approveRound', eventName: EVENT, roundNumber: SEMI });
  return cards;
}

type Caller = 'anonymous' | 'staff';

async function get(file: string, caller: Caller, slug = DEMO_SLUG) {
  const response = await fetch(`${server.url}/api/competitions/${slug}/export/${file}`, {
    headers: caller === 'staff' ? { cookie: staffCookie } : {},
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

const schemaFile = (name: ExportName) =>
  path.resolve(import.meta.dirname, '../../../docs/export', `${name}.schema.json`);
const ajv = new Ajv2020({ allErrors: true, strict: true });
const validators = Object.fromEntries(
  exportNames.map((name) => [
    name,
    ajv.compile(JSON.parse(readFileSync(schemaFile(name), 'utf8')) as object),
  ]),
);

/** The JSON export, checked against its published schema. */
async function jsonExport<T>(name: ExportName, caller: Caller): Promise<{ text: string; doc: T }> {
  const reply = await get(`${name}.json`, caller);
  expect(reply.status, reply.text).toBe(200);
  expect(reply.headers.get('content-type')).toBe('application/json; charset=utf-8');
  const doc: unknown = JSON.parse(reply.text);
  const validate = validators[name]!;
  expect(validate(doc), JSON.stringify(validate.errors)).toBe(true);
  return { text: reply.text, doc: doc as T };
}

/** The CSV export, parsed back into records of text. */
async function csvExport(name: ExportName, caller: Caller) {
  const reply = await get(`${name}.csv`, caller);
  expect(reply.status, reply.text).toBe(200);
  expect(reply.headers.get('content-type')).toBe('text/csv; charset=utf-8; header=present');
  expect(reply.headers.get('content-disposition')).toBe(
    `attachment; filename="${DEMO_SLUG}-${name}.csv"`,
  );
  const parsed = Papa.parse<Record<string, string>>(reply.text, {
    header: true,
    skipEmptyLines: true,
  });
  expect(parsed.errors).toEqual([]);
  return { text: reply.text, rows: parsed.data, columns: parsed.meta.fields };
}

/** Rows as their CSV cells read back: text, a formula-like cell with its leading quote. */
const asText = (rows: readonly Record<string, CsvValue>[]) =>
  rows.map((row) =>
    Object.fromEntries(Object.entries(row).map(([key, v]) => [key, csvCellText(v)])),
  );

let cards: Card[];

beforeAll(async () => {
  server = await startTestServer();
  await createMember(server, 'dina@example.org', ['deckCaptain']);
  staffCookie = (await signedInBrowser(server, 'dina@example.org')).cookieHeader();
  cards = await markedSemiFinal();
});

afterAll(async () => {
  await server.dispose();
});

describe.each<Caller>(['anonymous', 'staff'])('exports for %s callers', (caller) => {
  const audience = caller === 'anonymous' ? 'public' : 'staff';

  it('programme: the day in order with planned times, as JSON and the same rows as CSV', async () => {
    const { doc } = await jsonExport<ProgrammeExport>('programme', caller);
    expect(doc.audience).toBe(audience);
    expect(doc.competition.slug).toBe(DEMO_SLUG);
    const items = doc.days.flatMap((day) => day.items);
    const semi = items.find((item) => item.roundId === SEMI_ID)!;
    const planned = server.host.stateOf(DEMO_SLUG)!.events[EVENT]!.rounds[SEMI]!.roundStartTime;
    expect(semi).toMatchObject({ kind: 'round', couples: 8, state: 'Marked' });
    expect(semi.plannedStart).toBe(planned || null);
    expect(items.some((item) => item.kind === 'awards')).toBe(true);
    const csv = await csvExport('programme', caller);
    expect(csv.rows).toEqual(asText(programmeCsvRows(doc)));
  });

  it("heats: each round's couples by heat with names and schools, CSV the same rows", async () => {
    const { doc } = await jsonExport<HeatsExport>('heats', caller);
    const semi = doc.rounds.find((round) => round.roundId === SEMI_ID)!;
    const couples = semi.heats.flatMap((heat) => heat.couples);
    expect(couples).toHaveLength(8);
    expect(couples[0]).toMatchObject({ school: SCHOOL });
    const csv = await csvExport('heats', caller);
    expect(csv.rows).toEqual(asText(heatsCsvRows(doc)));
    expect(csv.text).toContain('"Riverside, ""North"" University"');
    expect(csv.rows.some((row) => row.follower === 'Export Follow 1')).toBe(true);
  });

  it('results: the posted rounds, and none of the marked Semi-Final before it is posted', async () => {
    const { text, doc } = await jsonExport<ResultsExport>('results', caller);
    expect(doc.rounds.length).toBeGreaterThan(0);
    expect(doc.rounds.map((round) => round.event)).not.toContain(EVENT);
    // On the wire: nothing of the round, its event or its couples, in either format.
    const csv = await csvExport('results', caller);
    for (const bytes of [text, csv.text]) {
      expect(bytes).not.toContain(EVENT);
      expect(bytes).not.toContain('Export Lead');
    }
    expect(csv.rows).toEqual(asText(resultsCsvRows(doc)));
  });
});

describe('once the Semi-Final is posted', () => {
  beforeAll(async () => {
    await asSystem({ type: 'postRound', eventName: EVENT, roundNumber: SEMI });
  });

  it.each<Caller>(['anonymous', 'staff'])(
    "%s callers get its recall with every judge's marks as they were given",
    async (caller) => {
      const { doc } = await jsonExport<ResultsExport>('results', caller);
      const semi = doc.rounds.find((round) => round.roundId === SEMI_ID);
      if (semi?.kind !== 'recall') {
        throw new Error(`the posted Semi-Final should be a recall, got ${semi?.kind}`);
      }
      const letterOf = new Map(
        statePanel(server.host.stateOf(DEMO_SLUG)!).map((judge) => [judge.key, judge.letter]),
      );
      for (const couple of semi.couples) {
        for (const dance of semi.dances) {
          const expected = cards
            .filter((card) => card.dance === dance && card.couples.includes(couple.number))
            .map((card) => letterOf.get(card.judgeKey)!)
            .sort();
          expect([...couple.recalledBy[dance]!].sort()).toEqual(expected);
        }
      }
      expect(semi.couples.filter((couple) => couple.recalled)).toHaveLength(6);
      const csv = await csvExport('results', caller);
      expect(csv.rows.filter((row) => row['round id'] === SEMI_ID)).toHaveLength(8);
    },
  );
});

describe('refusals', () => {
  it('answers 404 naming the problem for an unknown competition or export', async () => {
    const noCompetition = await get('programme.json', 'anonymous', 'no-such-open');
    expect(noCompetition.status).toBe(404);
    expect(JSON.parse(noCompetition.text)).toEqual({ error: 'no competition "no-such-open"' });
    const noExport = await get('results.xml', 'anonymous');
    expect(noExport.status).toBe(404);
    expect(JSON.parse(noExport.text)).toMatchObject({
      error: expect.stringContaining('programme.json, programme.csv, heats.json') as unknown,
    });
  });

  it('gives the API token the staff view, and shared caches never keep a staff copy', async () => {
    const response = await fetch(
      `${server.url}/api/competitions/${DEMO_SLUG}/export/programme.json`,
      { headers: { authorization: `Bearer ${server.token}` } },
    );
    expect(((await response.json()) as ProgrammeExport).audience).toBe('staff');
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect((await get('programme.json', 'anonymous')).headers.get('cache-control')).toBe(
      'no-cache',
    );
  });
});
