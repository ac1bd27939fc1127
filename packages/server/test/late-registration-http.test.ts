import { afterEach, beforeEach, expect, it } from 'vitest';
import { DEMO_SLUG } from './helpers/accounts';
import { sendCommand } from './helpers/send-command';
import { addOpenEvents, coupleRegistration, OPEN_EVENT, register } from './helpers/registration';
import { startTestServer, type TestServer } from './helpers/start-test-server';

let server: TestServer;

beforeEach(async () => {
  server = await startTestServer();
  await addOpenEvents(server);
});

afterEach(async () => {
  await server.dispose();
});

const asStaff = async (command: Parameters<typeof sendCommand>[1]) => {
  const reply = await sendCommand(server.url, command, { token: server.token });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
};

it('refuses a public registration, and charges nothing, once the event is on the floor', async () => {
  expect((await register(server, coupleRegistration('Ana', 'Ben'))).status).toBe(200);
  await asStaff({ type: 'generateRounds', eventName: OPEN_EVENT });
  const rounds = server.host.stateOf(DEMO_SLUG)!.events[OPEN_EVENT]!.rounds;
  const first = Math.max(...Object.keys(rounds).map(Number));
  await asStaff({ type: 'startRound', eventName: OPEN_EVENT, roundNumber: first });
  const accounts = () => Object.keys(server.host.stateOf(DEMO_SLUG)!.registration.accounts ?? {});
  const before = accounts().length;

  const late = await register(server, coupleRegistration('Cleo', 'Dan'));
  expect(late.status, JSON.stringify(late.body)).toBe(422);
  expect(late.body.error).toBe(
    `events: "${OPEN_EVENT}" has already started, so it takes no more entries; the registration desk at the venue can add a late entry`,
  );
  expect(accounts()).toHaveLength(before);
});
