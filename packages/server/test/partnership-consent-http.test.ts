import { randomUUID } from 'node:crypto';
import type { Command, CompetitionState, OwnRegistration } from '@floorcraft/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_SLUG } from './helpers/accounts';
import {
  addOpenEvents,
  asDancer,
  coupleRegistration,
  dancer,
  register,
  SECOND_EVENT,
} from './helpers/registration';
import { SmtpCatcher, type CaughtMail } from './helpers/smtp-catcher';
import { startTestServer, type TestServer } from './helpers/start-test-server';

/**
 * Issue 24 item 4 over HTTP: naming an already registered dancer (whose id
 * is public) as a partner enters and charges nobody; the dancer is asked by
 * mail and accepts or declines with their own code on /updateEntries.
 */
let server: TestServer;
let smtp: SmtpCatcher;

afterEach(async () => {
  await server.dispose();
  await smtp.close();
});

async function start() {
  smtp = await SmtpCatcher.start();
  server = await startTestServer({
    mail: smtp.mailConfig(),
  });
  await addOpenEvents(server);
}

const state = (): CompetitionState => server.host.stateOf(DEMO_SLUG)!;
/** What a dancer's charges come to, in cents (the registrar's balance before payments). */
const charged = (competitorId: string) =>
  (state().registration.accounts?.[competitorId]?.charges ?? []).reduce(
    (sum, charge) => sum + charge.amount,
    0,
  );
const entered = (competitorId: string, eventName: string) =>
  Object.values(state().events[eventName]!.entries).some(
    (entry) => entry.leadId === competitorId || entry.followId === competitorId,
  );

/** Ada and Ben, a registered couple; Ada is the dancer a stranger names. */
async function adaAndBen() {
  const reply = await register(server, coupleRegistration('Ada', 'Ben'));
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  const [ada, ben] = reply.body.dancers!;
  return {
    ada: { ...ada!, email: 'ada.registrant@example.org' },
    ben: { ...ben!, email: 'ben.registrant@example.org' },
  };
}

/** Mail bodies arrive quoted-printable; this is enough for the plain text we send. */
const bodyOf = (mail: CaughtMail) => mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

/** The first mail to `to` whose text (quoted-printable joined) contains `text`; waits for it. */
const mailContaining = async (to: string, text: string) =>
  bodyOf(
    await smtp.waitFor(
      `to ${to} containing "${text}"`,
      (mail) => mail.to.includes(to) && bodyOf(mail).includes(text),
    ),
  );

const asProven = (proof: { email: string; code: string }, command: Command) =>
  asDancer(server, 'commands', {
    email: proof.email,
    code: proof.code,
    commandId: randomUUID(),
    command,
  });

describe('a registered dancer named as partner (issue 24 item 4)', () => {
  it('is neither entered nor charged by an anonymous registration, until they accept with their code', async () => {
    await start();
    const { ada } = await adaAndBen();
    const before = charged(ada.competitorId);

    const stranger = await register(server, {
      dancer: dancer('Mallory'),
      role: 'follow',
      partner: { kind: 'registered', id: ada.competitorId },
      events: [SECOND_EVENT],
    });
    expect(stranger.status, JSON.stringify(stranger.body)).toBe(200);
    expect(charged(ada.competitorId)).toBe(before);
    expect(entered(ada.competitorId, SECOND_EVENT)).toBe(false);
    expect(stranger.body).toMatchObject({
      requests: [{ partnerName: 'Ada Registrant', eventNames: [SECOND_EVENT] }],
    });

    // Ada is told by mail, with the page where she answers.
    const asking = await mailContaining('ada.registrant@example.org', 'asks you to lead with them');
    expect(asking).toContain('Mallory Registrant asks you to lead with them');
    expect(asking).toContain(`open ${server.url}/updateEntries and enter`);

    // She sees who asks on her own page, and accepts with her code.
    const access = await asDancer(server, 'access', { email: ada.email, code: ada.code });
    const own = access.body.registration as OwnRegistration;
    expect(own.requests).toMatchObject([
      { direction: 'asked', otherName: 'Mallory Registrant', eventNames: [SECOND_EVENT] },
    ]);
    const accepted = await asProven(ada, {
      type: 'answerPartnership',
      competitorId: ada.competitorId,
      requestId: own.requests[0]!.id,
      answer: 'accept',
    });
    expect(accepted.status, accepted.text).toBe(200);
    expect(entered(ada.competitorId, SECOND_EVENT)).toBe(true);
    const perEntry = charged(ada.competitorId) - before;
    expect(perEntry).toBeGreaterThan(0);
    expect((accepted.body.registration as OwnRegistration).requests).toEqual([]);
  });

  it('is only asked when a dancer with a code adds events with them; declining leaves nothing', async () => {
    await start();
    const { ada, ben } = await adaAndBen();
    const cy = (await register(server, coupleRegistration('Cy', 'Di'))).body.dancers![0]!;
    const cyProof = { email: 'cy.registrant@example.org', code: cy.code };
    const before = charged(ada.competitorId);

    const asked = await asProven(cyProof, {
      type: 'changeEntries',
      competitorId: cy.competitorId,
      add: {
        role: 'lead',
        partner: { kind: 'registered', id: ada.competitorId },
        events: [SECOND_EVENT],
      },
      drop: [],
    });
    expect(asked.status, asked.text).toBe(200);
    const sent = (asked.body.registration as OwnRegistration).requests;
    expect(sent).toMatchObject([{ direction: 'sent', otherName: 'Ada Registrant' }]);
    expect(entered(ada.competitorId, SECOND_EVENT)).toBe(false);
    expect(charged(ada.competitorId)).toBe(before);
    await mailContaining('ada.registrant@example.org', 'Cy Registrant asks you to follow');

    // Ben cannot answer for Ada; Ada declines.
    const answer = (competitorId: string) =>
      ({
        type: 'answerPartnership',
        competitorId,
        requestId: sent[0]!.id,
        answer: 'decline',
      }) as const;
    expect((await asProven(ben, answer(ada.competitorId))).status).toBe(403);
    const declined = await asProven(ada, answer(ada.competitorId));
    expect(declined.status, declined.text).toBe(200);
    expect(state().registration.requests).toEqual({});
    expect(entered(ada.competitorId, SECOND_EVENT)).toBe(false);
    expect(charged(ada.competitorId)).toBe(before);
  });

  it('is paired directly by registration staff (the API token)', async () => {
    await start();
    const { ada } = await adaAndBen();
    const desk = await register(
      server,
      {
        dancer: dancer('Gil'),
        role: 'follow',
        partner: { kind: 'registered', id: ada.competitorId },
        events: [SECOND_EVENT],
      },
      { token: server.token },
    );
    expect(desk.status, JSON.stringify(desk.body)).toBe(200);
    expect(entered(ada.competitorId, SECOND_EVENT)).toBe(true);
    expect(state().registration.requests).toEqual({});
  });
});
