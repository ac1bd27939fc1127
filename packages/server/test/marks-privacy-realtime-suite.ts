import {
  dancingNumbers,
  judgedDances,
  requestedRecall,
  roundStates,
  roundPanel,
  type Command,
  type PublicView,
} from '@floorcraft/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMember, DEMO_SLUG, signedInBrowser } from './helpers/accounts';
import { RealtimeTestClient } from './helpers/realtime-test-client';
import { sendCommand } from './helpers/send-command';
import type { StartTestServer } from './helpers/start-postgres-test-server';
import type { TestServer } from './helpers/start-test-server';

/**
 * Unposted marks never leave the server for anyone but the scoring staff:
 * proven on the wire, frame by frame, with real sockets for a spectator, a
 * deck captain, a registrar and a scrutineer. Run by marks-privacy-realtime.test.ts
 * on SQLite and by marks-privacy-realtime.pg.test.ts on PostgreSQL.
 */
export function describeMarksPrivacyRealtime(name: string, startServer: StartTestServer): void {
  describe(name, () => {
    let server: TestServer;
    const sockets: RealtimeTestClient[] = [];

    beforeEach(async () => {
      server = await startServer();
    });

    afterEach(async () => {
      await Promise.all(sockets.splice(0).map((socket) => socket.close()));
      await server.dispose();
    });

    const EVENT = 'Privacy Silver Latin';
    const SEMI = 2;

    async function asSystem(command: Command): Promise<void> {
      const reply = await sendCommand(server.url, command, { token: server.token });
      expect(reply.status, `${command.type}: ${JSON.stringify(reply.body)}`).toBe(200);
    }

    /** Eight couples in an event of our own: a Semi-Final recalling six, then the Final. */
    async function eventOfEight(): Promise<void> {
      await asSystem({
        type: 'saveEvent',
        event: {
          name: EVENT,
          eventLevel: 'Silver',
          style: 'Latin',
          eventDances: ['Rumba', 'ChaCha'],
        },
      });
      await asSystem({
        type: 'importCouples',
        couples: Array.from({ length: 8 }, (_, index) => ({
          lead: { name: `Privacy Lead ${index + 1}`, affiliation: 'Riverside University' },
          follow: { name: `Privacy Follow ${index + 1}`, affiliation: 'Pinecrest College' },
          events: [EVENT],
        })),
      });
      await asSystem({ type: 'generateRounds', eventName: EVENT });
    }

    interface Card {
      judgeKey: string;
      dance: string;
      couples: number[];
    }

    /**
     * Every judge's card for every dance of the Semi-Final, each a different
     * order of the recalled numbers, so its JSON text appears nowhere else.
     */
    function semiCards(): Card[] {
      const state = server.host.stateOf(DEMO_SLUG)!;
      const event = state.events[EVENT]!;
      const round = event.rounds[SEMI]!;
      const recalled = dancingNumbers(round).slice(0, requestedRecall(round));
      // The round's panel: the demo's chairman of judges marks only where chosen.
      return roundPanel(state, round).flatMap((judge, judgeIndex) =>
        judgedDances(event).map((dance, danceIndex) => {
          const shift = (judgeIndex * 2 + danceIndex + 1) % recalled.length;
          const rotated = [...recalled.slice(shift), ...recalled.slice(0, shift)].reverse();
          return { judgeKey: judge.key, dance, couples: rotated };
        }),
      );
    }

    /** Starts the Semi-Final and submits every judge's card, as the judges' tablets do. */
    async function submitEverySemiCard(): Promise<Card[]> {
      await asSystem({ type: 'startRound', eventName: EVENT, roundNumber: SEMI });
      const cards = semiCards();
      for (const card of cards) {
        await asSystem({ type: 'submitMarks', eventName: EVENT, roundNumber: SEMI, ...card });
      }
      return cards;
    }

    async function socketAs(cookie?: string): Promise<RealtimeTestClient> {
      const socket = new RealtimeTestClient(server.url, cookie ? { cookie } : {});
      sockets.push(socket);
      await socket.connect();
      return socket;
    }

    async function watching(
      audience: 'public' | 'staff' | 'scoring',
      cookie?: string,
    ): Promise<RealtimeTestClient> {
      const socket = await socketAs(cookie);
      socket.subscribe(audience);
      await socket.waitFor(() => socket.replica !== undefined);
      return socket;
    }

    async function signedInCookie(email: string, role: 'deckCaptain' | 'registrar' | 'scrutineer') {
      await createMember(server, email, [role]);
      return (await signedInBrowser(server, email)).cookieHeader();
    }

    const viewOf = (socket: RealtimeTestClient) => socket.replica?.view as PublicView | undefined;
    const semiState = (socket: RealtimeTestClient) =>
      viewOf(socket)?.events[EVENT]?.rounds[SEMI]?.roundState;
    const cardText = (card: Card) => JSON.stringify(card.couples);
    const wire = (socket: RealtimeTestClient) => socket.frames.join('\n');
    const heldCard = (socket: RealtimeTestClient, card: Card) =>
      viewOf(socket)?.marks[EVENT]?.rounds[SEMI]?.[card.judgeKey]?.[card.dance];

    describe('unposted marks on the wire', () => {
      it('reach only the scoring audience until the round is posted, then everybody', async () => {
        await eventOfEight();
        const spectator = await watching('public');
        const deckCaptain = await watching(
          'staff',
          await signedInCookie('dina@example.org', 'deckCaptain'),
        );
        const registrar = await watching(
          'staff',
          await signedInCookie('rita@example.org', 'registrar'),
        );
        const scrutineer = await watching(
          'scoring',
          await signedInCookie('sam@example.org', 'scrutineer'),
        );

        const cards = await submitEverySemiCard();
        expect(cards).toHaveLength(10);

        // The last card makes the round Marked: every audience hears of that change.
        for (const socket of [spectator, deckCaptain, registrar]) {
          await socket.waitFor(() => semiState(socket) === roundStates.Marked);
        }
        await scrutineer.waitFor(() =>
          cards.every((card) => heldCard(scrutineer, card) !== undefined),
        );
        for (const card of cards) {
          expect(heldCard(scrutineer, card)).toEqual(card.couples);
          expect(wire(scrutineer)).toContain(cardText(card));
          for (const socket of [spectator, deckCaptain, registrar]) {
            expect(wire(socket)).not.toContain(cardText(card));
          }
        }
        for (const socket of [spectator, deckCaptain, registrar]) {
          expect(viewOf(socket)?.marks[EVENT]).toBeUndefined();
        }

        await asSystem({ type: 'approveRound', eventName: EVENT, roundNumber: SEMI });
        await asSystem({ type: 'postRound', eventName: EVENT, roundNumber: SEMI });
        for (const socket of [spectator, deckCaptain, registrar]) {
          await socket.waitFor(() => cards.every((card) => heldCard(socket, card) !== undefined));
          for (const card of cards) {
            expect(heldCard(socket, card)).toEqual(card.couples);
            expect(wire(socket)).toContain(cardText(card));
          }
          expect(viewOf(socket)?.results[EVENT]?.rounds[SEMI]?.recalled).toHaveLength(6);
          // Who keyed which card, and when, stays with the scoring staff.
          expect(viewOf(socket)?.marks[EVENT]?.scoring).toBeUndefined();
        }
      });
    });

    describe('views over HTTP (a page’s first copy, compressed)', () => {
      /** GETs the public snapshot frame, as the web app does, compressed. */
      async function publicSnapshot() {
        const response = await fetch(`${server.url}/api/competitions/${DEMO_SLUG}/views/public`, {
          headers: { 'accept-encoding': 'br, gzip' },
        });
        expect(response.status).toBe(200);
        expect(response.headers.get('content-encoding')).toBe('br');
        const text = await response.text();
        return {
          text,
          frame: JSON.parse(text) as {
            type: string;
            version: number;
            epoch: string;
            view: PublicView;
          },
        };
      }

      it('carries no unposted card, then the posted ones; a socket at its version gets only what follows', async () => {
        await eventOfEight();
        const cards = await submitEverySemiCard();
        await asSystem({ type: 'approveRound', eventName: EVENT, roundNumber: SEMI });
        const before = await publicSnapshot();
        expect(before.frame.type).toBe('snapshot');
        expect(before.frame.view.events[EVENT]?.rounds[SEMI]?.roundState).toBe(roundStates.Marked);
        for (const card of cards) {
          expect(before.text).not.toContain(cardText(card));
        }
        expect(before.text).not.toContain('@example.org');

        // The page subscribes with the snapshot's version: no second snapshot, only the change.
        const phone = await socketAs();
        phone.send({
          type: 'subscribe',
          audience: 'public',
          since: before.frame.version,
          epoch: before.frame.epoch,
        });
        await phone.waitFor(() => phone.messages.some((message) => message.type === 'synced'));
        await asSystem({ type: 'postRound', eventName: EVENT, roundNumber: SEMI });
        await phone.waitFor(() => phone.messages.some((message) => message.type === 'change'));
        expect(phone.messages.some((message) => message.type === 'snapshot')).toBe(false);

        const after = await publicSnapshot();
        expect(after.frame.version).toBeGreaterThan(before.frame.version);
        for (const card of cards) {
          expect(
            after.frame.view.marks[EVENT]?.rounds[SEMI]?.[card.judgeKey]?.[card.dance],
          ).toEqual(card.couples);
        }
      });

      it('gives the signed-in views by the same rules as the socket, unposted cards to the scoring staff only', async () => {
        await eventOfEight();
        const cards = await submitEverySemiCard();
        await createMember(server, 'dina@example.org', ['deckCaptain']);
        await createMember(server, 'sam@example.org', ['scrutineer']);
        const deckCaptain = await signedInBrowser(server, 'dina@example.org');
        const scrutineer = await signedInBrowser(server, 'sam@example.org');
        const views = `/api/competitions/${DEMO_SLUG}/views`;

        const anonymous = await fetch(`${server.url}${views}/staff`);
        expect(anonymous.status).toBe(401);
        expect((await deckCaptain.get(`${views}/scoring`)).status).toBe(403);
        expect((await deckCaptain.get(`${views}/judge`)).status).toBe(403);

        const staff = await deckCaptain.get(`${views}/staff`);
        expect(staff.status).toBe(200);
        expect(staff.body).toMatchObject({ type: 'snapshot', audience: 'staff' });
        const staffText = JSON.stringify(staff.body);
        const scoring = await scrutineer.get(`${views}/scoring`);
        expect(scoring.status).toBe(200);
        const scoringText = JSON.stringify(scoring.body);
        for (const card of cards) {
          expect(staffText).not.toContain(cardText(card));
          expect(scoringText).toContain(cardText(card));
        }
      });

      it('answers 404 for a competition that does not exist', async () => {
        const response = await fetch(`${server.url}/api/competitions/no-such-open/views/public`);
        expect(response.status).toBe(404);
      });
    });

    describe('who may watch the scoring and judge views', () => {
      async function refusals(socket: RealtimeTestClient) {
        socket.subscribe('scoring');
        socket.subscribe('judge');
        await socket.waitFor(
          () => socket.messages.filter((message) => message.type === 'error').length === 2,
        );
        return socket.messages.map((message) =>
          message.type === 'error' ? `refused ${message.audience}` : message.type,
        );
      }

      it('refuses both to an anonymous client', async () => {
        const anonymous = await socketAs();
        expect(await refusals(anonymous)).toEqual(['refused scoring', 'refused judge']);
      });

      it('refuses both to staff without a scoring role (a deck captain, a registrar)', async () => {
        for (const [email, role] of [
          ['dina@example.org', 'deckCaptain'],
          ['rita@example.org', 'registrar'],
        ] as const) {
          const staff = await socketAs(await signedInCookie(email, role));
          expect(await refusals(staff), role).toEqual(['refused scoring', 'refused judge']);
        }
      });

      it('gives the scoring view to a scrutineer, but not a judge tablet’s view', async () => {
        const scrutineer = await socketAs(await signedInCookie('sam@example.org', 'scrutineer'));
        scrutineer.subscribe('scoring');
        scrutineer.subscribe('judge');
        await scrutineer.waitFor(() => scrutineer.messages.length === 2);
        expect(
          scrutineer.messages
            .map(
              (message) =>
                `${message.type} ${String('audience' in message ? message.audience : '')}`,
            )
            .sort(),
        ).toEqual(['error judge', 'snapshot scoring']);
      });
    });
  });
}
