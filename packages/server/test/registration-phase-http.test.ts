import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_SLUG } from './helpers/accounts';
import { addOpenEvents, coupleRegistration, register } from './helpers/registration';
import { sendCommand } from './helpers/send-command';
import { SmtpCatcher } from './helpers/smtp-catcher';
import { startTestServer, type TestServer } from './helpers/start-test-server';

/**
 * Issue 25 item 4 over HTTP: the dates decide the phase, and the charge and
 * the code mail say the same phase on either side of a deadline; the switch
 * on CLOSED refuses the public before the close date.
 */
let server: TestServer;
let smtp: SmtpCatcher;

afterEach(async () => {
  await server.dispose();
  await smtp.close();
});

const MINUTE = 60_000;
const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();

async function updateMetadata(patch: Record<string, unknown>) {
  const reply = await sendCommand(
    server.url,
    { type: 'updateMetadata', patch },
    { token: server.token },
  );
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
}

/** The phases of the charges the registration of `competitorId` was given. */
const chargedPhases = (competitorId: string) =>
  server.host
    .stateOf(DEMO_SLUG)!
    .registration.accounts![competitorId]!.charges.map((charge) => charge.phase);

describe('the registration phase across a deadline (issue 25 item 4)', () => {
  it('charges and mails Early before the early deadline, Normal after it; the switch closes it', async () => {
    smtp = await SmtpCatcher.start();
    server = await startTestServer({
      mail: smtp.mailConfig(),
    });
    await addOpenEvents(server);
    // A switch left on EARLY no longer decides anything: the dates do.
    await updateMetadata({
      registrationStatus: 'EARLY',
      dateRegistrationEarly: fromNow(60 * MINUTE),
      dateRegistrationOpen: fromNow(120 * MINUTE),
      dateRegistrationClosed: fromNow(180 * MINUTE),
    });
    const before = await register(server, coupleRegistration('Ada', 'Ben'));
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    const ada = before.body.dancers![0]!.competitorId;
    expect(new Set(chargedPhases(ada))).toEqual(new Set(['Early']));
    expect(await smtp.textTo('ada.registrant@example.org')).toContain(
      'Your registration counts as Early: you pay the early-bird prices.',
    );

    // The early deadline passes (moved to a minute ago): the same registration is Normal.
    await updateMetadata({ dateRegistrationEarly: fromNow(-MINUTE) });
    const after = await register(server, coupleRegistration('Cy', 'Dee'));
    expect(after.status, JSON.stringify(after.body)).toBe(200);
    const cy = after.body.dancers![0]!.competitorId;
    expect(new Set(chargedPhases(cy))).toEqual(new Set(['Normal']));
    expect(await smtp.textTo('cy.registrant@example.org')).toContain(
      'Your registration counts as Normal: you pay the Normal prices.',
    );

    // Closed now by the switch, two hours before the close date.
    await updateMetadata({ registrationStatus: 'CLOSED' });
    const closed = await register(server, coupleRegistration('Eve', 'Fay'));
    expect(closed.status).toBe(422);
    expect(closed.body.error).toBe('Registration is closed.');
  });
});
