import type { Command } from '@floorcraft/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMember, signedInBrowser } from './helpers/accounts';
import { RealtimeTestClient } from './helpers/realtime-test-client';
import { sendCommand } from './helpers/send-command';
import type { StartTestServer } from './helpers/start-postgres-test-server';
import type { TestServer } from './helpers/start-test-server';

/** Run by card-amendments-realtime.test.ts on SQLite and by its .pg.test.ts on PostgreSQL. */
export function describeCardAmendmentsRealtime(name: string, startServer: StartTestServer): void {
  describe(name, () => {
    let server: TestServer;
    let scrutineer: RealtimeTestClient | undefined;

    beforeEach(async () => {
      server = await startServer();
    });

    afterEach(async () => {
      await scrutineer?.close();
      await server.dispose();
    });

    const EVENT = 'Amendments Gold Standard';
    const NUMBERS = [701, 702, 703, 704, 705, 706];
    const AMENDMENTS = 150;

    async function asSystem(command: Command): Promise<void> {
      const reply = await sendCommand(server.url, command, { token: server.token });
      expect(reply.status, `${command.type}: ${JSON.stringify(reply.body)}`).toBe(200);
    }

    /** The same judge's card, amended again and again: each order of the finalists differs. */
    const amendment = (index: number): Command => ({
      type: 'submitMarks',
      eventName: EVENT,
      roundNumber: 1,
      judgeKey: 'judge-a',
      dance: 'Waltz',
      couples: NUMBERS.map((_, place) => NUMBERS[(place + index) % NUMBERS.length]!),
    });

    type ScoringView = {
      marks: Record<string, { scoring?: Record<string, { history: unknown[] }> }>;
    };

    describe('a card amended many times', () => {
      it('costs the scoring screens each change only what was added, not the whole history again', async () => {
        await asSystem({
          type: 'saveEvent',
          event: { name: EVENT, eventLevel: 'Gold', style: 'Standard', eventDances: ['Waltz'] },
        });
        await asSystem({
          type: 'importCouples',
          couples: NUMBERS.map((leadNumber) => ({
            lead: { name: `Lead ${leadNumber}`, affiliation: 'Riverside University' },
            follow: { name: `Follow ${leadNumber}`, affiliation: 'Pinecrest College' },
            events: [EVENT],
            leadNumber,
          })),
        });
        await asSystem({ type: 'generateRounds', eventName: EVENT });
        await asSystem({ type: 'startRound', eventName: EVENT, roundNumber: 1 });
        await createMember(server, 'sam@example.org', ['scrutineer']);
        const cookie = (await signedInBrowser(server, 'sam@example.org')).cookieHeader();
        scrutineer = new RealtimeTestClient(server.url, { cookie });
        await scrutineer.connect();
        scrutineer.subscribe('scoring');
        await scrutineer.waitFor(() => scrutineer?.replica !== undefined);
        const framesBefore = scrutineer.frames.length;

        for (let index = 0; index < AMENDMENTS; index += 1) {
          await asSystem(amendment(index));
        }
        const history = () =>
          (scrutineer?.replica?.view as ScoringView | undefined)?.marks[EVENT]?.scoring?.['1']
            ?.history ?? [];
        await scrutineer.waitFor(() => history().length === AMENDMENTS);

        const changeFrames = scrutineer.frames.slice(framesBefore);
        const largest = Math.max(...changeFrames.map((frame) => frame.length));
        const sent = changeFrames.reduce((sum, frame) => sum + frame.length, 0);
        const whole = JSON.stringify(history()).length;
        // One card in the history is about 350 characters with its chain hashes; the whole
        // history about 50,000. Sending the history again with every change would cost about
        // AMENDMENTS / 2 times the history in all; appending costs it about once (plus the
        // current card and each frame's envelope), however the fan-out groups the changes.
        expect(sent).toBeLessThan(2 * whole);
        expect(largest).toBeLessThan(whole / 5);
      });
    });
  });
}
