import type { Role } from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import { SqliteSqlClient } from '../../sql/sqlite-sql-client';
import { openSqliteDatabase } from '../../store/sqlite-database';
import { Accounts } from '../accounts';
import { accountsConfigFromEnv } from '../accounts-config';
import { cliActor, type CommandActor } from './account-command';
import { changeRoles } from './change-roles';
import { disableUser } from './disable-user';
import { revokeRoles } from './revoke-roles';

const SLUG = 'spring-open';

/** Accounts on an in-memory database; `people` maps emails to their roles in SLUG. */
async function withPeople(people: Record<string, Role[]>) {
  const accounts = new Accounts(new SqliteSqlClient(openSqliteDatabase(':memory:')), {
    ...accountsConfigFromEnv({}),
    passwordHashCost: 10,
  });
  const ids: Record<string, string> = {};
  for (const [email, held] of Object.entries(people)) {
    // No password hashing: these rules never look at passwords.
    const user = await accounts.users.create({
      email,
      name: '',
      passwordHash: 'unused',
      mustChangePassword: false,
    });
    ids[email] = user.id;
    for (const role of held) {
      await accounts.users.grant(user.id, SLUG, role, 'test');
    }
  }
  const id = (email: string) => ids[email] ?? '';
  /** A member acting on the members screen with their roles in SLUG. */
  const member = async (email: string): Promise<CommandActor> => ({
    actor: {
      kind: 'member',
      userId: id(email),
      roles: await accounts.users.rolesIn(id(email), SLUG),
    },
    who: email,
    userId: id(email),
  });
  return { accounts, context: { accounts }, id, member };
}

describe('a competition keeps at least one owner', () => {
  it('refuses to take the role from the last owner, on the members screen and from the CLI', async () => {
    const { accounts, context, id, member } = await withPeople({
      'olga@example.org': ['owner'],
      'ada@example.org': ['admin'],
    });
    const olga = id('olga@example.org');
    const asOlga = await member('olga@example.org');
    const attempts = [
      () => changeRoles(context, asOlga, { slug: SLUG, userId: olga, roles: ['admin'] }),
      () => revokeRoles(context, asOlga, { slug: SLUG, userId: olga }),
      () => revokeRoles(context, cliActor, { slug: SLUG, userId: olga }),
      () => revokeRoles(context, cliActor, { slug: SLUG, userId: olga, role: 'owner' }),
      () => changeRoles(context, cliActor, { slug: SLUG, userId: olga, roles: ['judge'] }),
    ];
    for (const attempt of attempts) {
      await expect(attempt()).rejects.toThrow(
        expect.objectContaining({
          kind: 'conflict',
          message: 'a competition needs at least one owner',
        }),
      );
    }
    expect(await accounts.users.rolesIn(olga, SLUG)).toEqual(['owner']);
    expect(await accounts.audit.forCompetition(SLUG)).toEqual([]);
  });

  it('lets an owner go while another enabled owner remains; a disabled owner does not count', async () => {
    const { accounts, context, id } = await withPeople({
      'olga@example.org': ['owner'],
      'otto@example.org': ['owner'],
    });
    await accounts.users.setDisabled(id('otto@example.org'), true);
    await expect(
      revokeRoles(context, cliActor, { slug: SLUG, userId: id('olga@example.org') }),
    ).rejects.toThrow('a competition needs at least one owner');
    // The disabled owner's role may go: the enabled owner stays.
    expect(
      (await revokeRoles(context, cliActor, { slug: SLUG, userId: id('otto@example.org') }))
        .removed,
    ).toEqual(['owner']);
    await accounts.users.setDisabled(id('otto@example.org'), false);
    await accounts.users.grant(id('otto@example.org'), SLUG, 'owner', 'test');
    await revokeRoles(context, cliActor, {
      slug: SLUG,
      userId: id('olga@example.org'),
      role: 'owner',
    });
    expect(await accounts.users.rolesIn(id('olga@example.org'), SLUG)).toEqual([]);
  });

  it('keeps the last owner of any competition enabled, naming the competition', async () => {
    const { accounts, context, id, member } = await withPeople({
      'olga@example.org': ['owner'],
      'otto@example.org': ['owner'],
    });
    const olga = id('olga@example.org');
    await accounts.users.grant(olga, 'autumn-cup', 'owner', 'test');
    await expect(disableUser(context, cliActor, { userId: olga })).rejects.toThrow(
      'a competition needs at least one owner: this account is the last owner of autumn-cup',
    );
    // Otto owns only this competition: he may not disable an account that works elsewhere
    // (issue 24), which also keeps him from learning whom autumn-cup depends on.
    const asOtto = await member('otto@example.org');
    await expect(
      disableUser(context, asOtto, { userId: olga, competitionSlug: SLUG }),
    ).rejects.toThrow(
      expect.objectContaining({
        kind: 'forbidden',
        message:
          'the account olga@example.org also holds a role in another competition, where you have no role, so you cannot disable it',
      }),
    );
    expect((await accounts.users.byId(olga))?.disabledAt).toBeUndefined();

    await accounts.users.grant(id('otto@example.org'), 'autumn-cup', 'owner', 'test');
    await disableUser(context, asOtto, { userId: olga, competitionSlug: SLUG });
    expect((await accounts.users.byId(olga))?.disabledAt).toBeDefined();
    // Otto is now the only enabled owner of both: nobody can disable him.
    await expect(
      disableUser(context, cliActor, { userId: id('otto@example.org') }),
    ).rejects.toThrow('this account is the last owner of autumn-cup, spring-open');
  });
});
