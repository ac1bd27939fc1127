import { randomUUID } from 'node:crypto';
import type { Command } from '@floorcraft/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { createMember, DEMO_SLUG, signedInBrowser } from './helpers/accounts';
import type { BrowserClient } from './helpers/browser-client';
import {
  addOpenEvents,
  dancer,
  register,
  tbaRegistration,
  type Registration,
  type RegistrationReply,
} from './helpers/registration';
import { sendCommand } from './helpers/send-command';
import { startTestServer, type TestServer } from './helpers/start-test-server';

/**
 * The registration desk after registration closes (ADR 019): registration
 * staff (a registrar, an owner, the API token) still register dancers and
 * correct their details, each command sent alone as the desk sends it; the
 * public is refused with a sentence.
 */
let server: TestServer;

afterEach(async () => {
  await server.dispose();
});

const registrationsPath = `/api/competitions/${DEMO_SLUG}/registrations`;
const commandsPath = `/api/competitions/${DEMO_SLUG}/commands`;

/** One member of registration staff, as the desk reaches the server. */
interface Desk {
  who: string;
  register: (registration: Registration) => Promise<RegistrationReply>;
  command: (command: Command) => Promise<{ status: number; body: Record<string, unknown> }>;
}

function browserDesk(who: string, browser: BrowserClient): Desk {
  return {
    who,
    register: (registration) =>
      browser.post(registrationsPath, { commandId: randomUUID(), registration }),
    command: (command) => browser.post(commandsPath, { commandId: randomUUID(), command }),
  };
}

function tokenDesk(): Desk {
  return {
    who: 'API token',
    register: (registration) => register(server, registration, { token: server.token }),
    command: (command) =>
      sendCommand(server.url, command, { token: server.token, slug: DEMO_SLUG }),
  };
}

describe('the registration desk after registration closes', () => {
  it('lets a registrar, an owner and the API token register and correct dancers; the public is refused', async () => {
    server = await startTestServer();
    await addOpenEvents(server);
    const early = await register(server, tbaRegistration('Early'));
    expect(early.status, JSON.stringify(early.body)).toBe(200);
    const earlyId = early.body.dancers![0]!.competitorId;

    const close = await sendCommand(
      server.url,
      { type: 'updateMetadata', patch: { dateRegistrationClosed: '2020-01-01T00:00:00Z' } },
      { token: server.token },
    );
    expect(close.status, JSON.stringify(close.body)).toBe(200);

    await createMember(server, 'registrar@example.org', ['registrar']);
    await createMember(server, 'second-owner@example.org', ['owner']);
    const desks = [
      browserDesk('registrar', await signedInBrowser(server, 'registrar@example.org')),
      browserDesk('owner', await signedInBrowser(server, 'second-owner@example.org')),
      tokenDesk(),
    ];

    for (const desk of desks) {
      const name = `Late ${desk.who.replace(/\W+/g, ' ')}`;
      const registered = await desk.register(tbaRegistration(name));
      expect(registered.status, `${desk.who} registers: ${JSON.stringify(registered.body)}`).toBe(
        200,
      );
      expect(registered.body.dancers?.map((each) => each.name)).toEqual([`${name} Registrant`]);

      const corrected = await desk.command({
        type: 'correctDancer',
        competitorId: earlyId,
        name: `Early corrected by ${desk.who}`,
        affiliation: dancer('Early').affiliation,
        levels: {},
      });
      expect(corrected.status, `${desk.who} corrects: ${JSON.stringify(corrected.body)}`).toBe(200);
      const state = server.host.stateOf(DEMO_SLUG)!;
      expect(state.competitors[earlyId]?.name).toBe(`Early corrected by ${desk.who}`);
      expect(state.competitors[registered.body.dancers![0]!.competitorId]?.name).toBe(
        `${name} Registrant`,
      );
    }

    const anonymous = await register(server, tbaRegistration('Public'));
    expect(anonymous.status).toBe(422);
    expect(anonymous.body.error).toBe('Registration closed on 31 Dec 2019, 19:00 New York time.');
  });
});
