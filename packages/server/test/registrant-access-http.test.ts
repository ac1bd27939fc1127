import { randomUUID } from 'node:crypto';
import type { Command, OwnRegistration } from '@floorcraft/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registrationLimitsFromEnv } from '../src/accounts/registration-limits';
import { DEMO_SLUG } from './helpers/accounts';
import { sendCommand } from './helpers/send-command';
import {
  addOpenEvents,
  asDancer,
  coupleRegistration,
  OPEN_EVENT,
  register,
  SECOND_EVENT,
  tbaRegistration,
} from './helpers/registration';
import { startTestServer, type TestServer } from './helpers/start-test-server';

/**
 * A dancer's own registration with their email and competitor code
 * (/updateEntries): what they see, what they may change, and how wrong
 * codes are limited, per email and per address, even when sent at once.
 */
let server: TestServer;

beforeEach(async () => {
  server = await startTestServer({
    registrationLimits: {
      ...registrationLimitsFromEnv({}),
      codeFailuresPerEmail: 5,
      codeFailuresPerIp: 8,
      codePaceMs: 200,
    },
  });
  await addOpenEvents(server);
});

afterEach(async () => {
  await server.dispose();
});

async function registered(lead: string, follow: string) {
  const reply = await register(server, coupleRegistration(lead, follow));
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  const [leader, follower] = reply.body.dancers!;
  return {
    lead: { ...leader!, email: `${lead.toLowerCase()}.registrant@example.org` },
    follow: { ...follower!, email: `${follow.toLowerCase()}.registrant@example.org` },
  };
}

const dancerCommand = (
  proof: { email: string; code: string },
  command: Command,
  partners: { email: string; code: string }[] = [],
) =>
  asDancer(server, 'commands', {
    email: proof.email,
    code: proof.code,
    commandId: randomUUID(),
    command,
    ...(partners.length > 0 ? { partners } : {}),
  });

describe('a dancer with their code', () => {
  it('sees their own registration (never a code), with the code typed loosely', async () => {
    const { lead, follow } = await registered('Ava', 'Bo');
    const reply = await asDancer(server, 'access', {
      email: 'AVA.registrant@example.org',
      code: ` ${lead.code.toLowerCase()} `,
    });
    expect(reply.status, reply.text).toBe(200);
    const registration = reply.body.registration as OwnRegistration;
    expect(registration.dancer.id).toBe(lead.competitorId);
    expect(registration.account?.email).toBe(lead.email);
    expect(registration.entries).toEqual([
      expect.objectContaining({
        eventName: OPEN_EVENT,
        role: 'lead',
        partnerId: follow.competitorId,
        partnerName: 'Bo Registrant',
      }),
    ]);
    expect(reply.text).not.toContain(lead.code);
    expect(reply.text).not.toContain(follow.code);
    expect(reply.text).not.toContain(follow.email);
  });

  it('sees their own charges and payments and what is due, not who recorded a payment nor their partner’s', async () => {
    const { lead, follow } = await registered('Ken', 'Lu');
    for (const [dancer, amount, note] of [
      [lead, 1000, 'first instalment'],
      [follow, 700, 'paid by her club'],
    ] as const) {
      const paid = await sendCommand(
        server.url,
        { type: 'recordPayment', competitorId: dancer.competitorId, amount, method: 'cash', note },
        { token: server.token },
      );
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    }
    const state = server.host.stateOf(DEMO_SLUG)!;
    const recordedBy = Object.values(state.registration.payments ?? {})
      .filter((payment) => [lead, follow].some((one) => one.competitorId === payment.competitorId))
      .map((payment) => payment.by);
    expect(recordedBy).toHaveLength(2);
    const charged = state.registration.accounts![lead.competitorId]!.charges;

    const reply = await asDancer(server, 'access', { email: lead.email, code: lead.code });
    expect(reply.status, reply.text).toBe(200);
    const registration = reply.body.registration as OwnRegistration;
    expect(registration.charges).toEqual(charged);
    expect(registration.payments).toEqual([
      {
        id: expect.any(String) as string,
        amount: 1000,
        method: 'cash',
        note: 'first instalment',
        at: expect.any(String) as string,
      },
    ]);
    expect(registration.due).toBe(charged.reduce((sum, charge) => sum + charge.amount, 0) - 1000);
    expect(reply.text).not.toContain('"by"');
    for (const by of recordedBy) {
      expect(reply.text).not.toContain(by);
    }
    expect(reply.text).not.toContain('paid by her club');
  });

  it('is refused with a clear sentence for a wrong code or an unknown email, and nothing changes', async () => {
    const { lead } = await registered('Cy', 'Di');
    const before = server.host.stateOf(DEMO_SLUG);
    for (const proof of [
      { email: lead.email, code: 'ZZZZ999' },
      { email: 'nobody@example.org', code: lead.code },
    ]) {
      const reply = await asDancer(server, 'access', proof);
      expect(reply.status).toBe(401);
      expect(reply.body).toMatchObject({ code: 'wrong-code' });
      expect(String(reply.body.error)).toMatch(/do not match a registration/);
      const command = await dancerCommand(proof, {
        type: 'correctDancer',
        competitorId: lead.competitorId,
        name: 'Taken Over',
        affiliation: 'Harbor City University',
        levels: {},
      });
      expect(command.status).toBe(401);
    }
    expect(server.host.stateOf(DEMO_SLUG)).toBe(before);
  });

  it('corrects their own details and adds an event, but cannot touch another dancer', async () => {
    const { lead, follow } = await registered('Eli', 'Flo');
    const corrected = await dancerCommand(lead, {
      type: 'correctDancer',
      competitorId: lead.competitorId,
      name: 'Eli Registrant-Smith',
      affiliation: 'Harbor City University',
      levels: {},
    });
    expect(corrected.status, corrected.text).toBe(200);
    expect(server.host.stateOf(DEMO_SLUG)!.competitors[lead.competitorId]?.name).toBe(
      'Eli Registrant-Smith',
    );

    const added = await dancerCommand(lead, {
      type: 'changeEntries',
      competitorId: lead.competitorId,
      add: { role: 'lead', partner: { kind: 'tba' }, events: [SECOND_EVENT] },
      drop: [],
    });
    expect(added.status, added.text).toBe(200);
    const view = added.body.registration as OwnRegistration;
    expect(view.seeking.map((record) => record.eventName)).toEqual([SECOND_EVENT]);

    const other = await dancerCommand(lead, {
      type: 'correctDancer',
      competitorId: follow.competitorId,
      name: 'Not Yours',
      affiliation: 'Harbor City University',
      levels: {},
    });
    expect(other.status).toBe(403);
    expect(String(other.body.error)).toMatch(/only your own/);

    const staffOnly = await dancerCommand(lead, {
      type: 'recordPayment',
      competitorId: lead.competitorId,
      amount: 1000,
      method: 'cash',
      note: '',
    });
    expect(staffOnly.status).toBe(403);
  });

  it('pairs with another TBA dancer only with that dancer’s code too', async () => {
    const leader = (await register(server, tbaRegistration('Gus', 'lead'))).body.dancers![0]!;
    const follower = (await register(server, tbaRegistration('Hal', 'follow'))).body.dancers![0]!;
    const gus = { email: 'gus.registrant@example.org', code: leader.code };
    const hal = { email: 'hal.registrant@example.org', code: follower.code };
    const pair: Command = {
      type: 'pairSeekers',
      leadId: leader.competitorId,
      followId: follower.competitorId,
      eventNames: [OPEN_EVENT],
    };
    const alone = await dancerCommand(gus, pair);
    expect(alone.status).toBe(403);
    expect(String(alone.body.error)).toMatch(/their email and competitor code/);
    const wrongPartner = await dancerCommand(gus, pair, [{ ...hal, code: 'ZZZZ999' }]);
    expect(wrongPartner.status).toBe(401);
    const together = await dancerCommand(gus, pair, [hal]);
    expect(together.status, together.text).toBe(200);
    const entries = Object.values(server.host.stateOf(DEMO_SLUG)!.events[OPEN_EVENT]!.entries);
    expect(
      entries.some(
        (entry) => entry.leadId === leader.competitorId && entry.followId === follower.competitorId,
      ),
    ).toBe(true);
  });
});

describe('wrong codes', () => {
  it('are limited per email and address even when sent at once; the right code still gets in', async () => {
    const { lead: ida } = await registered('Ida', 'Jo');
    const lead = { email: ida.email, code: ida.code };
    // Right codes as often as the dancer likes: each gives its count back.
    for (let index = 0; index < 8; index += 1) {
      expect((await asDancer(server, 'access', lead)).status).toBe(200);
    }
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        asDancer(server, 'access', {
          email: lead.email,
          code: `WRONG${String(index).padStart(3, '0')}`,
        }),
      ),
    );
    const statuses = guesses.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    const limited = guesses.find((reply) => reply.status === 429)!;
    expect(String(limited.body.error)).toMatch(/too many attempts/);
    // The right code is never refused for others' guesses: it waits its turn and gets in.
    expect((await asDancer(server, 'access', lead)).status).toBe(200);
  });
});
