import { DEMO_PAYMENT_INSTRUCTIONS, type RegistrationConfirmation } from '@floorcraft/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { addOpenEvents, coupleRegistration, OPEN_EVENT, register } from './helpers/registration';
import { SmtpCatcher } from './helpers/smtp-catcher';
import { startTestServer, type TestServer } from './helpers/start-test-server';

/**
 * Issue 25 item 10: the reply to /register and the mail each new dancer gets
 * say where the registration stands (events, fee lines, what is owed, how to
 * pay, where to change it), read back from a real SMTP server.
 */
let server: TestServer;
let smtp: SmtpCatcher;

afterEach(async () => {
  await server.dispose();
  await smtp.close();
});

describe('the confirmation of a registration', () => {
  it('answers and mails the events, the fee line by line, what is owed and how to pay', async () => {
    smtp = await SmtpCatcher.start();
    server = await startTestServer({
      mail: smtp.mailConfig(),
    });
    await addOpenEvents(server);
    const reply = await register(server, coupleRegistration('Cora', 'Dov'));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const confirmation = (reply.body as { confirmation?: RegistrationConfirmation }).confirmation!;
    expect(confirmation.dancers.map((dancer) => dancer.name)).toEqual([
      'Cora Registrant',
      'Dov Registrant',
    ]);
    const [cora] = confirmation.dancers;
    expect(cora!.places).toEqual([
      { eventName: OPEN_EVENT, standing: 'entered', partnerName: 'Dov Registrant' },
    ]);
    expect(cora!.lines.map((line) => [line.kind, line.eventName])).toEqual([
      ['dancer', undefined],
      ['entry', OPEN_EVENT],
    ]);
    expect(cora!.owed).toBeGreaterThan(0);
    expect(confirmation.owed).toBe(
      confirmation.dancers.reduce((sum, dancer) => sum + dancer.owed, 0),
    );
    expect(confirmation.paymentInstructions).toBe(DEMO_PAYMENT_INSTRUCTIONS);
    expect(confirmation.timeZone).toBe('America/New_York');

    const mail = await smtp.textTo('cora.registrant@example.org', 15_000);
    const figure = (cents: number) => `${(cents / 100).toFixed(2)} ${confirmation.currency}`;
    expect(mail).toContain(`${OPEN_EVENT}: with Dov Registrant`);
    expect(mail).toContain(`Entry: ${OPEN_EVENT} (`);
    expect(mail).toContain(`To pay: ${figure(confirmation.owed)}`);
    expect(mail).toContain('New York time');
    expect(mail).toContain(DEMO_PAYMENT_INSTRUCTIONS.split('\n')[0]);
    expect(mail).toMatch(/\/updateEntries/);
  });
});
