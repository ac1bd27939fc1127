import { randomUUID } from 'node:crypto';
import { startServer, type RunningServer } from '@floorcraft/server';
import { dancerBalance, type Command, type CompetitionState } from '@floorcraft/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { createMember, DEMO_SLUG, signedInBrowser } from './helpers/accounts';
import type { BrowserClient } from './helpers/browser-client';
import { INTERRUPTED_REASON } from '../src/mail/message-sender';
import { SmtpCatcher } from './helpers/smtp-catcher';
import type { StartWith } from './code-lockout-suite';
import type { TestServer } from './helpers/start-test-server';

/**
 * Issue 25 item 8 over HTTP with a real SMTP server: the registrar mails
 * those who still owe; the server sends in the background through the mail
 * queue, one mail per address, each once, and records its progress. Run by
 * messages-http.test.ts on SQLite and messages-http.pg.test.ts on PostgreSQL.
 */
export function describeMessages(name: string, startWith: StartWith): void {
  describe(name, () => {
    let server: TestServer;
    let smtp: SmtpCatcher;

    afterEach(async () => {
      await server.dispose();
      await smtp.close();
    });

    async function start(): Promise<BrowserClient> {
      smtp = await SmtpCatcher.start();
      server = await startWith({
        mail: smtp.mailConfig({ minDelayMs: 1, maxDelayMs: 5 }),
      });
      await createMember(server, 'registrar@example.org', ['registrar']);
      return signedInBrowser(server, 'registrar@example.org');
    }

    /** The server now answering: the restarted one, once there is one. */
    let current: () => RunningServer = () => server;
    const state = (): CompetitionState => current().host.stateOf(DEMO_SLUG)!;

    /** The addresses of the dancers who owe, worked out here from their balances (lower case). */
    function owingAddresses(): string[] {
      const { accounts = {}, payments = {} } = state().registration;
      const addresses = Object.entries(accounts)
        .filter(([id, account]) => {
          const paid = Object.values(payments).filter((payment) => payment.competitorId === id);
          return dancerBalance(account, paid).outstanding > 0;
        })
        .map(([, account]) => account.email.toLowerCase());
      return [...new Set(addresses)].sort();
    }

    const toOwing = (messageId: string): Command => ({
      type: 'sendMessage',
      messageId,
      subject: 'What you still owe for {competition}',
      body: 'Dear {name}, you still owe {owed}. Please pay at the desk.',
      audience: { kind: 'owing' },
    });

    const post = (browser: BrowserClient, command: Command, commandId = randomUUID()) =>
      browser.post(`/api/competitions/${DEMO_SLUG}/commands`, { commandId, command });

    /** Waits until a message is finished, naming how far it got if it does not. */
    async function finished(messageId: string, timeoutMs = 45_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const message = state().messages?.[messageId];
        if (message?.finishedAt !== undefined) {
          return message;
        }
        if (Date.now() > deadline) {
          throw new Error(
            `message ${messageId} not finished: ${message?.started} of ${message?.recipients.length} started`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    }

    describe('mailing those who still owe', () => {
      it(
        'reaches exactly them, once each, even when the send is clicked twice',
        { timeout: 60_000 },
        async () => {
          const registrar = await start();
          const expected = owingAddresses();
          expect(expected.length).toBeGreaterThan(1);
          expect(expected.length).toBeLessThan(Object.keys(state().registration.accounts!).length);

          const commandId = randomUUID();
          const replies = await Promise.all([
            post(registrar, toOwing('owing-1'), commandId),
            post(registrar, toOwing('owing-1'), commandId),
          ]);
          expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
          // Another click under a new command id but the same message is refused, naming why.
          const again = await post(registrar, toOwing('owing-1'));
          expect(again.status).toBe(422);
          expect(again.body.error).toContain('already sent');

          const message = await finished('owing-1');
          expect(message.failures).toEqual([]);
          const received = smtp.mails.flatMap((mail) => mail.to.map((to) => to.toLowerCase()));
          expect(received.sort()).toEqual(expected);
          const first = smtp.mails[0]!.raw.replace(/=\r?\n/g, '');
          expect(first).toContain('Subject: What you still owe for Harbor City');
          expect(first).toMatch(/Dear [A-Z][a-z]+ [A-Z]/);
          expect(message.by).toMatch(/^user:/);
        },
      );

      it(
        'is refused to staff without the registration role, and the public view carries no message nor email',
        { timeout: 60_000 },
        async () => {
          const registrar = await start();
          await createMember(server, 'mc@example.org', ['mc']);
          const mc = await signedInBrowser(server, 'mc@example.org');
          expect((await post(mc, toOwing('by-mc'))).status).toBe(403);
          expect((await post(registrar, toOwing('owing-2'))).status).toBe(200);
          await finished('owing-2');

          const publicView = await fetch(
            `${server.url}/api/competitions/${DEMO_SLUG}/views/public`,
          );
          const text = await publicView.text();
          expect(publicView.status).toBe(200);
          expect(text).not.toContain('owing-2');
          expect(text).not.toContain('"messages"');
          for (const address of owingAddresses()) {
            expect(text).not.toContain(address);
          }
          const registrarView = await registrar.get(
            `/api/competitions/${DEMO_SLUG}/views/registrar`,
          );
          expect(JSON.stringify(registrarView.body)).toContain(owingAddresses()[0]);
        },
      );
    });

    describe('a restart while a message is being sent', () => {
      it(
        'resumes after the interrupted mail and sends nobody a mail twice',
        { timeout: 60_000 },
        async () => {
          const registrar = await start();
          const expected = owingAddresses();
          // The first mail reaches the SMTP server but is not answered: the server stops meanwhile.
          const release = smtp.hold();
          expect((await post(registrar, toOwing('owing-3'))).status).toBe(200);
          await smtp.held(1);
          await server.stop();
          release();
          const restarted = await startServer(server.config);
          current = () => restarted;
          try {
            const message = await finished('owing-3');
            const interrupted = message.recipients[0]!.email.toLowerCase();
            expect(message.failures).toEqual([
              { email: message.recipients[0]!.email, reason: INTERRUPTED_REASON },
            ]);
            const received = smtp.mails.flatMap((mail) => mail.to.map((to) => to.toLowerCase()));
            // Each address at most once; every one but the interrupted mail's surely.
            expect(new Set(received).size).toBe(received.length);
            expect(received.filter((to) => to !== interrupted).sort()).toEqual(
              expected.filter((to) => to !== interrupted),
            );
          } finally {
            current = () => server;
            await restarted.stop();
          }
        },
      );
    });
  });
}
