import type { ServerMessage } from '@floorcraft/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMember, DEMO_SLUG, signedInBrowser } from './helpers/accounts';
import type { BrowserClient } from './helpers/browser-client';
import { RealtimeTestClient } from './helpers/realtime-test-client';
import { startTestServer, type TestServer } from './helpers/start-test-server';

let server: TestServer;
const sockets: RealtimeTestClient[] = [];

beforeEach(async () => {
  server = await startTestServer();
});

afterEach(async () => {
  await Promise.all(sockets.splice(0).map((socket) => socket.close()));
  await server.dispose();
});

const commands = `/api/competitions/${DEMO_SLUG}/commands`;
let ids = 0;
const send = (browser: BrowserClient, command: object) =>
  browser.post(commands, { commandId: `setup-test-${++ids}-${Date.now()}`, command });

type Change = Extract<ServerMessage, { type: 'change' }>;
const changesFor = (socket: RealtimeTestClient, audience: string) =>
  socket.messages.filter(
    (message): message is Change => message.type === 'change' && message.audience === audience,
  );

describe('setup commands over HTTP', () => {
  it('a scrutineer adds an extra round; a registrar may not, and is told why', async () => {
    await createMember(server, 'sam@example.org', ['scrutineer']);
    await createMember(server, 'rita@example.org', ['registrar']);
    const scrutineer = await signedInBrowser(server, 'sam@example.org');
    const registrar = await signedInBrowser(server, 'rita@example.org');

    const refused = await send(registrar, {
      type: 'addExtraRound',
      eventName: 'Bronze Standard',
      afterRoundNumber: 3,
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      error: 'your roles in this competition do not allow you to add extra round',
    });

    const added = await send(scrutineer, {
      type: 'addExtraRound',
      eventName: 'Bronze Standard',
      afterRoundNumber: 3,
    });
    expect(added.status).toBe(200);
    const rounds = server.host.stateOf(DEMO_SLUG)?.events['Bronze Standard']?.rounds ?? {};
    expect(Object.values(rounds).map((round) => round.roundName)).toEqual([
      'Final',
      'Semi-Final',
      'Quarter-Final',
      '1st Round',
    ]);
  });

  it('a refusal names the problem and changes nothing', async () => {
    await createMember(server, 'sam@example.org', ['scrutineer']);
    const scrutineer = await signedInBrowser(server, 'sam@example.org');
    const before = server.host.stateOf(DEMO_SLUG);
    const reply = await send(scrutineer, {
      type: 'skipRound',
      eventName: 'Bronze Standard',
      roundNumber: 1,
    });
    expect(reply.status).toBe(422);
    expect(reply.body).toEqual({
      error: 'the Final of "Bronze Standard" cannot be skipped: there is no round after it',
    });
    expect(server.host.stateOf(DEMO_SLUG)).toBe(before);
  });

  it('an invalid command names the field', async () => {
    await createMember(server, 'sam@example.org', ['scrutineer']);
    const scrutineer = await signedInBrowser(server, 'sam@example.org');
    const reply = await send(scrutineer, {
      type: 'updateRound',
      eventName: 'Bronze Standard',
      roundNumber: 1,
      roundStartTime: '9am',
    });
    expect(reply.status).toBe(400);
    expect(JSON.stringify(reply.body)).toContain('roundStartTime');
  });
});

describe('one socket, two views', () => {
  it('holds the public and the staff view at once, and both see a new round live', async () => {
    await createMember(server, 'sam@example.org', ['scrutineer']);
    const scrutineer = await signedInBrowser(server, 'sam@example.org');
    const socket = new RealtimeTestClient(server.url, { cookie: scrutineer.cookieHeader() });
    sockets.push(socket);
    await socket.connect();
    socket.subscribe('public');
    socket.subscribe('staff');
    await socket.waitFor(
      () => socket.messages.filter((message) => message.type === 'snapshot').length === 2,
    );

    const generated = await send(scrutineer, { type: 'generateRounds', eventName: 'Lunch Break' });
    expect(generated.status, JSON.stringify(generated.body)).toBe(200);
    await socket.waitFor(
      () => changesFor(socket, 'public').length > 0 && changesFor(socket, 'staff').length > 0,
    );

    socket.send({ type: 'unsubscribe', competition: DEMO_SLUG, audience: 'staff' });
    const updated = await send(scrutineer, {
      type: 'updateRound',
      eventName: 'Bronze Standard',
      roundNumber: 3,
      numHeats: 3,
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    await socket.waitFor(() => changesFor(socket, 'public').length > 1);
    expect(changesFor(socket, 'staff')).toHaveLength(1);
  });

  it('refuses the staff view to a socket without a staff role, naming the audience', async () => {
    const socket = new RealtimeTestClient(server.url);
    sockets.push(socket);
    await socket.connect();
    socket.subscribe('staff');
    await socket.waitFor(() => socket.messages.some((message) => message.type === 'error'));
    expect(socket.messages.find((message) => message.type === 'error')).toMatchObject({
      audience: 'staff',
      competition: DEMO_SLUG,
    });
  });
});
