import {
  judgedDances,
  roundPanel,
  roundStates,
  type Command,
  type PublicView,
} from '@floorcraft/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_SLUG } from './helpers/accounts';
import { watchingClient, type RealtimeTestClient } from './helpers/realtime-test-client';
import { sendCommand } from './helpers/send-command';
import type { StartTestServer } from './helpers/start-postgres-test-server';
import type { TestServer } from './helpers/start-test-server';

/**
 * A final posted under "hold final results" (issue 25 item 12, ADR 029)
 * reaches no public client until the big screen has revealed it: proven on
 * the wire (a spectator's socket, frame by frame) and on the public HTTP
 * routes (the first snapshot a page loads, the results export as JSON and
 * CSV), by searching their bytes for the final's places. Run by
 * held-finals.test.ts on SQLite and held-finals.pg.test.ts on PostgreSQL.
 */
export function describeHeldFinals(name: string, startServer: StartTestServer): void {
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

    const EVENT = 'Held Gold Tango';

    async function asSystem(command: Command): Promise<void> {
      const reply = await sendCommand(server.url, command, { token: server.token });
      expect(reply.status, `${command.type}: ${JSON.stringify(reply.body)}`).toBe(200);
    }

    /** A straight final of five couples, danced and posted with the option on; its places, 1st first. */
    async function postHeldFinal(): Promise<number[]> {
      await asSystem({ type: 'updateSettings', patch: { holdFinalResults: true } });
      await asSystem({
        type: 'saveEvent',
        event: { name: EVENT, eventLevel: 'Gold', style: 'Standard', eventDances: ['Tango'] },
      });
      await asSystem({
        type: 'importCouples',
        couples: Array.from({ length: 5 }, (_, index) => ({
          lead: { name: `Held Lead ${index + 1}`, affiliation: 'Riverside University' },
          follow: { name: `Held Follow ${index + 1}`, affiliation: 'Pinecrest College' },
          events: [EVENT],
        })),
      });
      await asSystem({ type: 'generateRounds', eventName: EVENT });
      await asSystem({ type: 'startRound', eventName: EVENT, roundNumber: 1 });
      const state = server.host.stateOf(DEMO_SLUG)!;
      const event = state.events[EVENT]!;
      const numbers = Object.values(event.rounds[1]!.entries).map((entry) => entry.leadNumber);
      // Every judge places them the same way, highest number first: an order seen nowhere else.
      const order = [...new Set(numbers)].sort((a, b) => b - a);
      for (const judge of roundPanel(state, event.rounds[1]!)) {
        for (const dance of judgedDances(event)) {
          await asSystem({
            type: 'submitMarks',
            eventName: EVENT,
            roundNumber: 1,
            judgeKey: judge.key,
            dance,
            couples: order,
          });
        }
      }
      await asSystem({ type: 'approveRound', eventName: EVENT, roundNumber: 1 });
      await asSystem({ type: 'postRound', eventName: EVENT, roundNumber: 1 });
      return order;
    }

    /**
     * What would give a place away, in a whole object (`"176":4`) or a change's patch
     * (`"176"],"value":4`): a couple's place, or the judges' card (the order itself).
     */
    const placeTexts = (order: number[]) => [
      ...order.map((number, index) => new RegExp(`"${number}"(?:\\],"value")?:${index + 1}[,}]`)),
      new RegExp(`\\[${order.join(',')}\\]`),
    ];

    async function publicText(path: string): Promise<string> {
      const response = await fetch(`${server.url}/api/competitions/${DEMO_SLUG}${path}`);
      expect(response.status, path).toBe(200);
      return response.text();
    }

    /** What a spectator's phone can load over HTTP: the first snapshot and the results export. */
    const publicRoutes = () =>
      Promise.all(['/views/public', '/export/results.json', '/export/results.csv'].map(publicText));

    const viewOf = (socket: RealtimeTestClient) => socket.replica?.view as PublicView | undefined;
    const wire = (socket: RealtimeTestClient) => socket.frames.join('\n');

    it('keeps the places off the public socket and routes until the big screen reveals them', async () => {
      const phone = await watchingClient(server.url, sockets);
      const order = await postHeldFinal();
      await phone.waitFor(
        () => viewOf(phone)?.events[EVENT]?.rounds[1]?.roundState === roundStates.Posted,
      );
      expect(viewOf(phone)?.floor.heldFinals[EVENT]).toEqual({ places: 5, revealed: 0 });
      const [snapshot, json, csv] = await publicRoutes();
      for (const text of placeTexts(order)) {
        expect(wire(phone)).not.toMatch(text);
        expect(snapshot).not.toMatch(text);
      }
      expect(json).not.toContain(EVENT);
      expect(csv).not.toContain(EVENT);

      // The hall sees the last two places: the phone has those two, never the three above.
      await asSystem({ type: 'setBigScreen', mode: 'final', eventName: EVENT, roundNumber: 1 });
      await asSystem({ type: 'revealNextPlace' });
      await asSystem({ type: 'revealNextPlace' });
      await phone.waitFor(
        () => Object.keys(viewOf(phone)?.results[EVENT]?.rounds[1]?.placements ?? {}).length === 2,
      );
      const [revealed, hidden] = [placeTexts(order).slice(3, 5), placeTexts(order).slice(0, 3)];
      for (const text of revealed) {
        expect(wire(phone)).toMatch(text);
      }
      for (const text of [...hidden, placeTexts(order)[5]!]) {
        expect(wire(phone)).not.toMatch(text);
      }

      for (let place = 3; place >= 1; place -= 1) {
        await asSystem({ type: 'revealNextPlace' });
      }
      await phone.waitFor(() => viewOf(phone)?.floor.heldFinals[EVENT] === undefined);
      const [after, jsonAfter, csvAfter] = await publicRoutes();
      for (const text of placeTexts(order)) {
        expect(wire(phone)).toMatch(text);
        expect(after).toMatch(text);
      }
      expect(jsonAfter).toContain(EVENT);
      expect(csvAfter).toContain(EVENT);
    });

    it('gives the whole final to the public once staff release it at the awards', async () => {
      const order = await postHeldFinal();
      const [before] = await publicRoutes();
      expect(before).not.toMatch(placeTexts(order)[0]!);
      await asSystem({ type: 'releaseFinalResults', eventName: EVENT });
      const [after] = await publicRoutes();
      for (const text of placeTexts(order)) {
        expect(after).toMatch(text);
      }
    });
  });
}
