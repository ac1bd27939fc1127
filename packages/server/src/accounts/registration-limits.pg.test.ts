import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PostgresSqlClient } from '../sql/postgres-sql-client';
import { postgresTestSchemas } from '../store/postgres-test-schemas';
import { RegistrationLimits, registrationLimitsFromEnv } from './registration-limits';

const { freshSchema, poolIn } = postgresTestSchemas();
const schema = freshSchema();

/** A server process's limits: its own pool on the shared database. */
async function processLimits(registrationsPerIp: number): Promise<RegistrationLimits> {
  const config = { ...registrationLimitsFromEnv({}), registrationsPerIp };
  return new RegistrationLimits(config, new PostgresSqlClient(await poolIn(schema, 4)));
}

describe('registration limits on PostgreSQL', () => {
  it('hold across two processes taking registrations from one address at once', async () => {
    const allowed = 10;
    const [a, b] = await Promise.all([processLimits(allowed), processLimits(allowed)]);
    const answers = await Promise.all(
      Array.from({ length: allowed + 5 }, (_, i) =>
        (i % 2 ? a : b).takeRegistration('10.0.0.7', randomUUID()),
      ),
    );
    expect(answers.filter((answer) => answer.admitted)).toHaveLength(allowed);
    // Another address has its own budget, in either process.
    expect((await b.takeRegistration('10.0.0.8', randomUUID())).admitted).toBe(true);
  });

  it('give tries sent at once to two processes each their own turn, and clear them on either', async () => {
    const [a, b] = await Promise.all([processLimits(10), processLimits(10)]);
    const bookings = await Promise.all(
      Array.from({ length: 9 }, (_, i) =>
        (i % 2 ? a : b).bookCodeAttempt('10.0.1.1', 'Ada@example.org'),
      ),
    );
    const admitted = bookings.flatMap((booking) => (booking.admitted ? [booking.waitMs] : []));
    // Five wrong codes per email and address at once; three more wait a pace apart; one is
    // turned away.
    expect(admitted).toHaveLength(8);
    const waits = admitted.filter((ms) => ms > 0).sort((x, y) => x - y);
    expect(waits).toHaveLength(3);
    const pace = registrationLimitsFromEnv({}).codePaceMs;
    expect(waits[1]! - waits[0]!).toBeGreaterThan(pace / 2);
    expect(waits[2]! - waits[1]!).toBeGreaterThan(pace / 2);
    await a.clearCodeAttempts('10.0.1.1', 'ada@example.org');
    const after = await b.bookCodeAttempt('10.0.1.1', 'ADA@example.org');
    expect(after.admitted && after.waitMs).toBe(0);
  });
});
