import { describe, expect, it } from 'vitest';
import { PostgresSqlClient } from '../sql/postgres-sql-client';
import { postgresTestSchemas } from '../store/postgres-test-schemas';
import { Accounts, type RequestOrigin } from './accounts';
import { accountsConfigFromEnv } from './accounts-config';
import { cliActor } from './commands/account-command';
import { revokeRoles } from './commands/revoke-roles';

const { freshSchema, poolIn } = postgresTestSchemas();
const PASSWORD = 'quickstep on saturday';
const SLUG = 'spring-open';

/** Two server processes' Accounts, each on its own pool, on one fresh database schema. */
async function twoProcesses(): Promise<[Accounts, Accounts]> {
  const schema = freshSchema();
  const config = { ...accountsConfigFromEnv({}), passwordHashCost: 10 };
  const open = async () => {
    return new Accounts(new PostgresSqlClient(await poolIn(schema, 4)), config);
  };
  return [await open(), await open()];
}

const from = (ip: string): RequestOrigin => ({ ip, userAgent: 'test' });

describe('Accounts on PostgreSQL, shared by two processes', () => {
  it('resumes on one process a session signed in on the other, and ends it everywhere', async () => {
    const [a, b] = await twoProcesses();
    const olga = await a.createUser({
      email: 'Olga@Example.org',
      name: 'Olga',
      password: PASSWORD,
      mustChangePassword: false,
    });
    // The email as typed in another case still finds the account on the other process.
    const signedIn = await b.signIn('olga@example.ORG', PASSWORD, from('10.0.0.1'));
    if (!signedIn.ok) {
      throw new Error(`sign-in refused: ${signedIn.reason}`);
    }
    expect(signedIn.user.id).toBe(olga.id);
    expect((await a.sessions.resume(signedIn.token))?.userId).toBe(olga.id);
    await a.sessions.endAllFor(olga.id);
    expect(await b.sessions.resume(signedIn.token)).toBeUndefined();
  });

  it('counts wrong passwords sent at once to both processes against one limit', async () => {
    const [a, b] = await twoProcesses();
    await a.createUser({
      email: 'ada@example.org',
      name: 'Ada',
      password: PASSWORD,
      mustChangePassword: false,
    });
    const perAccount = a.config.signInFailuresPerAccount;
    const results = await Promise.all(
      Array.from({ length: perAccount + 5 }, (_, i) =>
        (i % 2 ? a : b).signIn('ada@example.org', 'wrong password', from('10.0.0.2')),
      ),
    );
    const reasons = results.map((result) => (result.ok ? 'ok' : result.reason));
    expect(reasons.filter((reason) => reason === 'invalid')).toHaveLength(perAccount);
    expect(reasons.filter((reason) => reason === 'limited')).toHaveLength(5);
    // The right password from that address now waits too, on either process.
    expect((await a.signIn('ada@example.org', PASSWORD, from('10.0.0.2'))).ok).toBe(false);
  });

  it('keeps the last owner when both processes revoke one of the last two at once', async () => {
    const [a, b] = await twoProcesses();
    const owners = [];
    for (const email of ['olga@example.org', 'otto@example.org']) {
      const user = await a.createUser({
        email,
        name: '',
        password: PASSWORD,
        mustChangePassword: false,
      });
      await a.users.grant(user.id, SLUG, 'owner', 'test');
      owners.push(user);
    }
    const outcomes = await Promise.allSettled([
      revokeRoles({ accounts: a }, cliActor, { slug: SLUG, userId: owners[0]!.id }),
      revokeRoles({ accounts: b }, cliActor, { slug: SLUG, userId: owners[1]!.id }),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected');
    expect(refused?.reason).toMatchObject({ message: 'a competition needs at least one owner' });
    const left = await Promise.all(owners.map((owner) => b.users.rolesIn(owner.id, SLUG)));
    expect(left.flat()).toEqual(['owner']);
  });
});
