import { COMPETITOR_CODE } from '@floorcraft/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registrationLimitsFromEnv } from '../src/accounts/registration-limits';
import { DEMO_SLUG } from './helpers/accounts';
import { postFrom } from './helpers/from-address';
import { addOpenEvents, coupleRegistration, register } from './helpers/registration';
import type { TestServer } from './helpers/start-test-server';
import type { ServerConfig } from '@floorcraft/server';

/** How a suite that runs on either database starts its server with these settings. */
export type StartWith = (overrides: Partial<ServerConfig>) => Promise<TestServer>;

/** One more try per key this often once its wrong codes are over the limit (short, for tests). */
const PACE_MS = 1000;

/** The addresses strangers send from: real sockets from other loopback addresses. */
const FIVE = ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5', '127.0.0.6'];
const SIXTH = '127.0.0.7';

/** How many replies had each status, e.g. { 401: 5, 429: 7 }. */
function tally(replies: readonly { status: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of replies) {
    counts[status] = (counts[status] ?? 0) + 1;
  }
  return counts;
}

/** A wrong code of the new format, different for each `index`. */
const wrongCode = (index: number) =>
  `WRNG${'ABCDEFGHJK'[index % 10]}${'MNPQRSTUVW'[Math.floor(index / 10) % 10]}ZZ`;

/**
 * Strangers cannot lock a dancer or a judge's tablet out: wrong competitor
 * codes count per email and address and are slowed, a right code always
 * gets in; wrong tablet codes from the venue's shared address never hold
 * back a right one. Codes are read off paper and phones: no look-alike
 * characters, typed in any case, with spaces or dashes. Run by
 * code-lockout.test.ts on SQLite and code-lockout.pg.test.ts on PostgreSQL.
 */
export function describeCodeLockout(name: string, start: StartWith): void {
  describe(name, () => {
    let server: TestServer;

    beforeEach(async () => {
      server = await start({
        registrationLimits: {
          ...registrationLimitsFromEnv({}),
          codeFailuresPerEmail: 5,
          codeFailuresPerIp: 20,
          codePaceMs: PACE_MS,
        },
      });
      await addOpenEvents(server);
    });

    afterEach(async () => {
      await server.dispose();
    });

    const access = (address: string, proof: { email: string; code: string }) =>
      postFrom(server.url, address, `/api/competitions/${DEMO_SLUG}/registrations/access`, proof);

    async function registered(lead: string, follow: string) {
      const reply = await register(server, coupleRegistration(lead, follow));
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      const [dancer] = reply.body.dancers!;
      return { email: `${lead.toLowerCase()}.registrant@example.org`, code: dancer!.code };
    }

    it('keep a dancer’s right code working after wrong codes for their email from five addresses at once', async () => {
      const ada = await registered('Ada', 'Ben');
      const guesses = await Promise.all(
        FIVE.flatMap((address) =>
          Array.from({ length: 7 }, (_, index) =>
            access(address, { email: ada.email, code: wrongCode(index) }),
          ),
        ),
      );
      expect(Object.keys(tally(guesses)).sort()).toEqual(['401', '429']);
      // A sixth address is not held back at all…
      const fromSixth = await access(SIXTH, ada);
      expect(fromSixth.status, JSON.stringify(fromSixth.body)).toBe(200);
      // …and from an address that sent seven wrong codes the right one still gets in.
      const fromOneOfTheFive = await access(FIVE[0]!, ada);
      expect(fromOneOfTheFive.status, JSON.stringify(fromOneOfTheFive.body)).toBe(200);
    });

    it('slow wrong codes over the limit for one email from one address, and turn away more than a few in line', async () => {
      const cy = await registered('Cy', 'Di');
      const guesses = await Promise.all(
        Array.from({ length: 12 }, (_, index) =>
          access(FIVE[0]!, { email: cy.email, code: wrongCode(index) }),
        ),
      );
      // Five wrong codes are answered as wrong; three more wait their turn, a pace apart,
      // and are answered 429; the rest are turned away at once without being compared.
      expect(tally(guesses)).toEqual({ 401: 5, 429: 7 });
      const limited = guesses.filter((reply) => reply.status === 429);
      for (const reply of limited) {
        expect(Number(reply.headers['retry-after'])).toBeGreaterThanOrEqual(1);
        expect(reply.body).toMatchObject({ code: 'too-many-attempts' });
      }
      // A try that waited its turn was compared, found wrong, and may try again a pace later;
      // one turned away had no turn near enough (more than three paces off). The server's
      // answer tells them apart, not a clock: on a slow machine a late try may find a turn.
      const retryAfter = limited.map((reply) => Number(reply.headers['retry-after']));
      const waited = retryAfter.filter((seconds) => seconds === PACE_MS / 1000);
      expect(waited.length, 'replies that waited their turn').toBeGreaterThanOrEqual(3);
      for (const seconds of retryAfter) {
        expect(seconds === PACE_MS / 1000 || seconds > (3 * PACE_MS) / 1000, `${seconds}`).toBe(
          true,
        );
      }
      // The same stranger holds back nobody else's code at that address.
      const eve = await registered('Eve', 'Fay');
      expect((await access(FIVE[0]!, eve)).status).toBe(200);
    });

    it('slow wrong codes from one address across emails, but not a dancer whose email was never guessed there', async () => {
      const guo = await registered('Guo', 'Hal');
      const guessAt = (index: number) =>
        access(FIVE[1]!, { email: `guess${index % 15}@example.org`, code: wrongCode(index) });
      // A first wrong code for each of 15 emails, then a second for each, all at once.
      const first = await Promise.all(Array.from({ length: 15 }, (_, index) => guessAt(index)));
      expect(tally(first)).toEqual({ 401: 15 });
      const second = await Promise.all(
        Array.from({ length: 15 }, (_, index) => guessAt(15 + index)),
      );
      // The address reaches its 20 after five more; the other ten are paced: three wait their
      // turn, seven are turned away.
      expect(tally(second)).toEqual({ 401: 5, 429: 10 });
      // A dancer whose email nobody guessed from there is not held back by the address.
      expect((await access(FIVE[1]!, guo)).status).toBe(200);
    });

    it('make new codes without look-alike characters, and take them in any case, with spaces or dashes', async () => {
      const ida = await registered('Ida', 'Jo');
      expect(ida.code).toMatch(COMPETITOR_CODE);
      expect(ida.code).not.toMatch(/[01OIL]/);
      const grouped = `${ida.code.slice(0, 4)}-${ida.code.slice(4)}`;
      const spaced = `${ida.code.slice(0, 4)} ${ida.code.slice(4)}`.toLowerCase();
      for (const typed of [grouped, spaced, ` ${ida.code.toLowerCase()} `]) {
        const reply = await access(SIXTH, { email: ida.email, code: typed });
        expect(reply.status, typed).toBe(200);
      }
    });

    it('bind a right tablet code from an address that just sent a dozen wrong ones at once', async () => {
      const made = await server.accounts.devices.create(DEMO_SLUG, 'judge-a', 'test');
      const bind = (code: string) =>
        postFrom(server.url, FIVE[2]!, '/api/judge-devices/bind', { code });
      const guesses = await Promise.all(
        Array.from({ length: 14 }, (_, index) => bind(`AAAA-AAAA-AA${'ABCDEFGHJKMNPQ'[index]}A`)),
      );
      const counts = tally(guesses);
      expect(counts[404]).toBe(10);
      expect(counts[429]).toBe(4);
      for (const reply of guesses.filter((each) => each.status === 429)) {
        expect(Number(reply.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      }
      const right = await bind(made.code.toLowerCase());
      expect(right.status, JSON.stringify(right.body)).toBe(200);
      expect(right.body).toMatchObject({ judgeId: 'judge-a' });
    });
  });
}
