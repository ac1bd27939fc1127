import { waitlistOf } from '@floorcraft/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { registrationLimitsFromEnv } from '../src/accounts/registration-limits';
import type { StartWith } from './code-lockout-suite';
import { DEMO_SLUG } from './helpers/accounts';
import { addOpenEvents, coupleRegistration, OPEN_EVENT, register } from './helpers/registration';
import { sendCommand } from './helpers/send-command';
import { SmtpCatcher } from './helpers/smtp-catcher';
import type { TestServer } from './helpers/start-test-server';

/**
 * Issue 25 item 11 over HTTP with a real SMTP server: couples racing for an
 * event's last place (exactly one gets it, the others line up), and the mail
 * to a couple entered from the line when a withdrawal frees a place. Run by
 * waitlist-http.test.ts on SQLite and waitlist-http.pg.test.ts on PostgreSQL.
 */
export function describeWaitlist(name: string, startWith: StartWith): void {
  describe(name, () => {
    let server: TestServer;
    let smtp: SmtpCatcher;

    afterEach(async () => {
      await server.dispose();
      await smtp.close();
    });

    async function start(): Promise<void> {
      smtp = await SmtpCatcher.start();
      server = await startWith({
        registrationLimits: { ...registrationLimitsFromEnv({}), registrationsPerIp: 50 },
        mail: smtp.mailConfig({ minDelayMs: 1, maxDelayMs: 5 }),
      });
      await addOpenEvents(server);
      const capped = await sendCommand(
        server.url,
        { type: 'saveEvent', event: { name: OPEN_EVENT, cap: 1 } },
        { token: server.token },
      );
      expect(capped.status, JSON.stringify(capped.body)).toBe(200);
    }

    const state = () => server.host.stateOf(DEMO_SLUG)!;
    const idOf = (name: string) =>
      Object.values(state().competitors).find((dancer) => dancer.name === name)!.id;

    /** Mail bodies arrive quoted-printable; this is enough for the plain text we send. */
    const bodyOf = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const saying = (phrase: string) =>
      smtp.mails.filter((each) => bodyOf(each.raw).includes(phrase));

    /** Waits for a mail to `email` saying `phrase`; the timeout names both. */
    async function mailTo(email: string, phrase: string): Promise<string> {
      const mail = await smtp.waitFor(
        `saying "${phrase}" to ${email}`,
        (each) => each.to.includes(email) && bodyOf(each.raw).includes(phrase),
        10_000,
      );
      return bodyOf(mail.raw);
    }

    it('gives the last place to exactly one of couples registering at once; the rest line up', async () => {
      await start();
      const names = ['Ada', 'Cy', 'Ed', 'Gus', 'Ida', 'Kit'];
      const replies = await Promise.all(
        names.map((lead) => register(server, coupleRegistration(lead, `${lead}s Partner`))),
      );
      for (const reply of replies) {
        expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      }
      const event = state().events[OPEN_EVENT]!;
      expect(Object.keys(event.entries)).toHaveLength(1);
      const line = waitlistOf(state(), OPEN_EVENT);
      expect(line).toHaveLength(names.length - 1);
      const entered = Object.values(event.entries)[0]!;
      const everyLead = [entered.leadId, ...line.map((spot) => spot.leadId)];
      expect(new Set(everyLead).size).toBe(names.length);
    });

    it('enters the first couple in line when a dancer withdraws, and mails both dancers', async () => {
      await start();
      for (const lead of ['Ada', 'Cy', 'Ed']) {
        const reply = await register(server, coupleRegistration(lead, `${lead}s Partner`));
        expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      }
      const withdrawn = await sendCommand(
        server.url,
        { type: 'withdrawDancer', competitorId: idOf('Ada Registrant') },
        { token: server.token },
      );
      expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
      const entered = Object.values(state().events[OPEN_EVENT]!.entries);
      expect(entered.map((entry) => entry.leadName)).toEqual(['Cy Registrant']);
      expect(waitlistOf(state(), OPEN_EVENT).map((spot) => spot.leadId)).toEqual([
        idOf('Ed Registrant'),
      ]);
      const phrase = `a place freed in "${OPEN_EVENT}"`;
      const lead = await mailTo('cy.registrant@example.org', phrase);
      expect(lead).toContain('you and Cys Partner Registrant are now entered');
      await mailTo('cys.partner.registrant@example.org', phrase);
      // Nothing else the withdrawal queued is still to be sent.
      await server.afterReplyIdle();
      expect(saying(phrase)).toHaveLength(2);
    });
  });
}
