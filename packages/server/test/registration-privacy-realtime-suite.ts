import type { Audience, RegistrarView, Role } from '@floorcraft/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMember, DEMO_SLUG, signedInBrowser } from './helpers/accounts';
import { BrowserClient } from './helpers/browser-client';
import { RealtimeTestClient } from './helpers/realtime-test-client';
import {
  addOpenEvents,
  coupleRegistration,
  register,
  tbaRegistration,
} from './helpers/registration';
import { sendCommand } from './helpers/send-command';
import type { StartTestServer } from './helpers/start-postgres-test-server';
import type { TestServer } from './helpers/start-test-server';

/**
 * Emails, competitor codes, waiver records and payments never leave the
 * server for the public or the floor: proven on the wire, frame by frame,
 * for a spectator, a deck captain, an MC, a scrutineer (scoring view) and a
 * judge's tablet, while dancers register and the registrar records a
 * payment. The registrar's view has the emails and payments, never a code.
 * Run by registration-privacy-realtime.test.ts on SQLite and by
 * registration-privacy-realtime.pg.test.ts on PostgreSQL.
 */
export function describeRegistrationPrivacyRealtime(
  name: string,
  startServer: StartTestServer,
): void {
  describe(name, () => {
    let server: TestServer;
    const sockets: RealtimeTestClient[] = [];
    const PAYMENT_NOTE = 'paid at the desk, receipt 4711-privacy';
    const REFUND_REASON = 'refunded at the desk, slip 0815-privacy';
    const JUDGE = 'judge-a';

    beforeEach(async () => {
      server = await startServer();
      await addOpenEvents(server);
    });

    afterEach(async () => {
      await Promise.all(sockets.splice(0).map((socket) => socket.close()));
      await server.dispose();
    });

    async function cookieOf(email: string, role: Role): Promise<string> {
      await createMember(server, email, [role]);
      return (await signedInBrowser(server, email)).cookieHeader();
    }

    async function tabletCookie(): Promise<string> {
      const { code } = await server.accounts.devices.create(DEMO_SLUG, JUDGE, 'test');
      const tablet = new BrowserClient(server.url);
      expect((await tablet.post('/api/judge-devices/bind', { code })).status).toBe(200);
      return tablet.cookieHeader();
    }

    async function watching(audience: Audience, cookie?: string): Promise<RealtimeTestClient> {
      const socket = new RealtimeTestClient(server.url, cookie ? { cookie } : {});
      sockets.push(socket);
      await socket.connect();
      socket.subscribe(audience);
      await socket.waitFor(() => socket.replica !== undefined);
      return socket;
    }

    const wire = (socket: RealtimeTestClient) => socket.frames.join('\n');

    /**
     * Waits until every channel has sent what it had, and each socket has received it: frames
     * on a socket arrive in order, so one holding its view's last change has every frame.
     */
    async function settled(watched: [RealtimeTestClient, Audience][]): Promise<void> {
      for (const [socket, audience] of watched) {
        const channel = server.channels.channel(
          DEMO_SLUG,
          audience,
          audience === 'judge' ? JUDGE : undefined,
        )!;
        await channel.settled();
        const sent = channel.lastChangedVersion;
        await socket.waitFor(() => (socket.replica?.version ?? -1) >= sent);
      }
    }

    describe('registration data on the wire', () => {
      it('reaches the registrar only, and competitor codes reach nobody', async () => {
        const spectator = await watching('public');
        const deckCaptain = await watching(
          'staff',
          await cookieOf('dina@example.org', 'deckCaptain'),
        );
        const mc = await watching('staff', await cookieOf('mo@example.org', 'mc'));
        const scrutineer = await watching(
          'scoring',
          await cookieOf('sam@example.org', 'scrutineer'),
        );
        const judge = await watching('judge', await tabletCookie());
        const ritasCookie = await cookieOf('rita@example.org', 'registrar');
        const registrar = await watching('registrar', ritasCookie);
        // The desk (issue 25 item 9) is the registrar's too, computed from the same view.
        const desk = await watching('desk', ritasCookie);
        const floor = [spectator, deckCaptain, mc, scrutineer, judge];

        const couple = await register(server, coupleRegistration('Pax', 'Quill'));
        const single = await register(server, tbaRegistration('Rue'));
        expect([couple.status, single.status]).toEqual([200, 200]);
        const dancers = [...couple.body.dancers!, ...single.body.dancers!];
        const emails = ['pax', 'quill', 'rue'].map((who) => `${who}.registrant@example.org`);
        const payment = await sendCommand(
          server.url,
          {
            type: 'recordPayment',
            competitorId: dancers[0]!.competitorId,
            amount: 4711,
            method: 'cash',
            note: PAYMENT_NOTE,
          },
          { token: server.token },
        );
        expect(payment.status, JSON.stringify(payment.body)).toBe(200);
        // A refund of part of it (issue 25 item 9) is the registrar's as much as the payment.
        await registrar.waitFor(() => wire(registrar).includes(PAYMENT_NOTE));
        const held = registrar.replica?.view as RegistrarView;
        const paymentId = Object.keys(held.registration.payments ?? {})[0]!;
        const refund = await sendCommand(
          server.url,
          { type: 'correctPayment', paymentId, kind: 'refund', amount: 711, reason: REFUND_REASON },
          { token: server.token },
        );
        expect(refund.status, JSON.stringify(refund.body)).toBe(200);

        // The names are public: the floor's views hear of the new dancers.
        for (const socket of [spectator, deckCaptain, mc, scrutineer, registrar, desk]) {
          await socket.waitFor(() => wire(socket).includes('Rue Registrant'));
        }
        await registrar.waitFor(() => wire(registrar).includes(REFUND_REASON));
        await desk.waitFor(() => wire(desk).includes(REFUND_REASON));
        await settled([
          [spectator, 'public'],
          [deckCaptain, 'staff'],
          [mc, 'staff'],
          [scrutineer, 'scoring'],
          [judge, 'judge'],
          [registrar, 'registrar'],
          [desk, 'desk'],
        ]);
        const publicHttp = await (
          await fetch(`${server.url}/api/competitions/${DEMO_SLUG}/views/public`)
        ).text();
        expect(publicHttp).toContain('Rue Registrant');

        for (const text of [...floor.map(wire), publicHttp]) {
          for (const email of emails) {
            expect(text).not.toContain(email);
          }
          for (const { code } of dancers) {
            expect(text).not.toContain(code);
          }
          expect(text).not.toContain('waiverAcceptedAt');
          expect(text).not.toContain(PAYMENT_NOTE);
          expect(text).not.toContain(REFUND_REASON);
          expect(text).not.toContain('"payments"');
          expect(text).not.toContain('"corrections"');
          expect(text).not.toContain('"charges"');
          expect(text).not.toContain('"codes"');
        }

        for (const registrarText of [wire(registrar), wire(desk)]) {
          for (const email of emails) {
            expect(registrarText).toContain(email);
          }
          expect(registrarText).toContain('waiverAcceptedAt');
          expect(registrarText).toContain(PAYMENT_NOTE);
          expect(registrarText).toContain(REFUND_REASON);
          for (const { code } of dancers) {
            expect(registrarText).not.toContain(code);
          }
          expect(registrarText).not.toContain('"codes"');
        }
      });

      it('keeps the same out of every view read over HTTP', async () => {
        const reply = await register(server, coupleRegistration('Sol', 'Tam'));
        const codes = reply.body.dancers!.map((dancer) => dancer.code);
        await createMember(server, 'olga@example.org', ['owner']);
        const owner = await signedInBrowser(server, 'olga@example.org');
        await createMember(server, 'dina@example.org', ['deckCaptain']);
        const deckCaptain = await signedInBrowser(server, 'dina@example.org');
        const views = `/api/competitions/${DEMO_SLUG}/views`;

        const publicText = await (await fetch(`${server.url}${views}/public`)).text();
        const staffText = JSON.stringify((await deckCaptain.get(`${views}/staff`)).body);
        const registrarView = await owner.get(`${views}/registrar`);
        expect(registrarView.status).toBe(200);
        const registrarText = JSON.stringify(registrarView.body);
        for (const text of [publicText, staffText]) {
          expect(text).toContain('Sol Registrant');
          expect(text).not.toContain('sol.registrant@example.org');
          expect(text).not.toContain('waiverAcceptedAt');
        }
        expect(registrarText).toContain('sol.registrant@example.org');
        for (const text of [publicText, staffText, registrarText]) {
          for (const code of codes) {
            expect(text).not.toContain(code);
          }
        }
      });
    });

    describe.each(['registrar', 'desk'] as const)('who may watch the %s view', (audience) => {
      it('gives it to an owner, an admin and a registrar, over HTTP and the socket', async () => {
        const views = `/api/competitions/${DEMO_SLUG}/views`;
        for (const [email, role] of [
          ['olga@example.org', 'owner'],
          ['adam@example.org', 'admin'],
          ['rita@example.org', 'registrar'],
        ] as const) {
          const cookie = await cookieOf(email, role);
          const browser = await signedInBrowser(server, email);
          expect((await browser.get(`${views}/${audience}`)).status, role).toBe(200);
          const socket = await watching(audience, cookie);
          expect(socket.messages[0]).toMatchObject({ type: 'snapshot', audience });
        }
      });

      it('refuses it to anybody else: the public, floor staff, the scoring staff, a judge tablet', async () => {
        const views = `/api/competitions/${DEMO_SLUG}/views`;
        expect((await fetch(`${server.url}${views}/${audience}`)).status).toBe(401);
        const cookies: [string, string][] = [];
        for (const [email, role] of [
          ['dina@example.org', 'deckCaptain'],
          ['mo@example.org', 'mc'],
          ['sam@example.org', 'scrutineer'],
          ['cher@example.org', 'chairman'],
          ['jo@example.org', 'judge'],
        ] as const) {
          cookies.push([role, await cookieOf(email, role)]);
          const browser = await signedInBrowser(server, email);
          expect((await browser.get(`${views}/${audience}`)).status, role).toBe(403);
        }
        cookies.push(['judge tablet', await tabletCookie()], ['anonymous', '']);
        for (const [who, cookie] of cookies) {
          const socket = new RealtimeTestClient(server.url, cookie ? { cookie } : {});
          sockets.push(socket);
          await socket.connect();
          socket.subscribe(audience);
          await socket.waitFor(() => socket.messages.length > 0);
          expect(socket.messages[0], who).toMatchObject({ type: 'error', audience });
        }
      });
    });
  });
}
