import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freshPostgresDatabase, type FreshDatabase } from './helpers/fresh-postgres-database';
import {
  addOpenEvents,
  coupleRegistration,
  register,
  tbaRegistration,
  type RegistrationReply,
} from './helpers/registration';
import {
  killServerProcesses,
  startServerProcess,
  type ServerProcess,
} from './helpers/server-process';
import { TEST_API_TOKEN } from './helpers/start-test-server';

/**
 * A double-tapped registration whose taps reach two server processes on one
 * PostgreSQL database: one registration, the same reply from either process
 * (the dancers' names too, whether or not that process has folded the other's
 * append yet), and one registration taken from the address's budget.
 */
const serverUrl = inject('testDatabaseUrl');

/** The address's budget in this test: enough taps for a race to show, and a limit to reach. */
const REGISTRATIONS_PER_IP = 30;
const DOUBLE_TAPS = 12;

const dataDirs: string[] = [];
let database: FreshDatabase;
let a: ServerProcess;
let b: ServerProcess;

function startProcess(): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'floorcraft-retry-'));
  dataDirs.push(dataDir);
  return startServerProcess({
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    REGISTRATIONS_PER_IP: String(REGISTRATIONS_PER_IP),
  });
}

const address = (server: ServerProcess) => ({ url: server.url, token: TEST_API_TOKEN });

/** A registration reply but for its status, which says whether it was a retry. */
const withoutStatus = ({ status: _status, ...rest }: RegistrationReply['body']) => rest;

beforeAll(async () => {
  database = await freshPostgresDatabase(serverUrl);
  [a, b] = await Promise.all([startProcess(), startProcess()]);
  await addOpenEvents(address(a));
}, 120_000);

afterAll(async () => {
  killServerProcesses();
  await database.drop();
  for (const dir of dataDirs) {
    rmSync(dir, { recursive: true, force: true });
  }
});

describe('a registration retried on the other process', () => {
  it('answers the retry with the first reply, dancers’ names included, and counts it once', async () => {
    for (let tap = 0; tap < DOUBLE_TAPS; tap++) {
      const commandId = randomUUID();
      const registration = coupleRegistration(`Lead${tap}`, `Follow${tap}`);
      const [onA, onB] = await Promise.all([
        register(address(a), registration, { commandId }),
        register(address(b), registration, { commandId }),
      ]);
      expect([onA.status, onB.status], JSON.stringify([onA.body, onB.body])).toEqual([200, 200]);
      expect([onA.body.status, onB.body.status].sort()).toEqual(['applied', 'duplicate']);
      const first = onA.body.status === 'applied' ? onA : onB;
      expect(first.body.dancers?.map((each) => each.name)).toEqual([
        `Lead${tap} Registrant`,
        `Follow${tap} Registrant`,
      ]);
      expect(withoutStatus(onA.body)).toEqual(withoutStatus(onB.body));

      // Retried again on each process, right away: the same reply.
      const retries = await Promise.all(
        [b, a].map((server) => register(address(server), registration, { commandId })),
      );
      for (const retry of retries) {
        expect(retry.body.status).toBe('duplicate');
        expect(withoutStatus(retry.body)).toEqual(withoutStatus(first.body));
      }
    }

    // Every tap and retry took one registration from the address's budget, on either process.
    const left = REGISTRATIONS_PER_IP - DOUBLE_TAPS;
    const others = await Promise.all(
      Array.from({ length: left + 2 }, (_, index) =>
        register(address(index % 2 === 0 ? a : b), tbaRegistration(`Other${index}`)),
      ),
    );
    expect(others.map((reply) => reply.status).sort()).toEqual([
      ...Array<number>(left).fill(200),
      429,
      429,
    ]);
  });
});
