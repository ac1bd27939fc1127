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

  it('give back on one process a code attempt counted on the other', async () => {
    const [a, b] = await Promise.all([processLimits(10), processLimits(10)]);
    const attempts = await Promise.all(
      Array.from({ length: 7 }, () => a.takeCodeAttempt('10.0.1.1', 'Ada@example.org')),
    );
    // Five wrong codes per email: the sixth and seventh wait.
    expect(attempts.filter((attempt) => attempt.admitted)).toHaveLength(5);
    expect((await b.takeCodeAttempt('10.0.1.2', 'ada@example.org')).admitted).toBe(false);
    const right = attempts.find((attempt) => attempt.admitted);
    await (right?.admitted && right.release());
    expect((await b.takeCodeAttempt('10.0.1.2', 'ADA@example.org')).admitted).toBe(true);
  });
});
