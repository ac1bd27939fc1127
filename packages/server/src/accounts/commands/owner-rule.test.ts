import type { Role } from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import { openSqliteDatabase } from '../../store/sqlite-database';
import { Accounts } from '../accounts';
import { accountsConfigFromEnv } from '../accounts-config';
import { cliActor, type CommandActor } from './account-command';
import { changeRoles } from './change-roles';
import { disableUser } from './disable-user';
import { revokeRoles } from './revoke-roles';

const SLUG = 'spring-open';

/** Accounts on an in-memory database; `people` maps emails to their roles in SLUG. */
function withPeople(people: Record<string, Role[]>) {
  const accounts = new Accounts(openSqliteDatabase(':memory:'), {
    ...accountsConfigFromEnv({}),
    passwordHashCost: 10,
  });
  const ids: Record<string, string> = {};
  for (const [email, held] of Object.entries(people)) {
    // No password hashing: these rules never look at passwords.
    const user = accounts.users.create({
      email,
      name: '',
      passwordHash: 'unused',
      mustChangePassword: false,
    });
    ids[email] = user.id;
    for (const role of held) {
      accounts.users.grant(user.id, SLUG, role, 'test');
    }
  }
  const id = (email: string) => ids[email] ?? '';
  /** A member acting on the members screen with their roles in SLUG. */
  const member = (email: string): CommandActor => ({
    actor: { kind: 'member', userId: id(email), roles: accounts.users.rolesIn(id(email), SLUG) },
    who: email,
    userId: id(email),
  });
  return { accounts, context: { accounts }, id, member };
}

describe('a competition keeps at least one owner', () => {
  it('refuses to take the role from the last owner, on the members screen and from the CLI', () => {
    const { accounts, context, id, member } = withPeople({
      'olga@example.org': ['owner'],
      'ada@example.org': ['admin'],
    });
    const olga = id('olga@example.org');
    const attempts = [
      () =>
        changeRoles(context, member('olga@example.org'), {
          slug: SLUG,
          userId: olga,
          roles: ['admin'],
        }),
      () => revokeRoles(context, member('olga@example.org'), { slug: SLUG, userId: olga }),
      () => revokeRoles(context, cliActor, { slug: SLUG, userId: olga }),
      () => revokeRoles(context, cliActor, { slug: SLUG, userId: olga, role: 'owner' }),
      () => changeRoles(context, cliActor, { slug: SLUG, userId: olga, roles: ['judge'] }),
    ];
    for (const attempt of attempts) {
      expect(attempt).toThrow(
        expect.objectContaining({
          kind: 'conflict',
          message: 'a competition needs at least one owner',
        }),
      );
    }
    expect(accounts.users.rolesIn(olga, SLUG)).toEqual(['owner']);
    expect(accounts.audit.forCompetition(SLUG)).toEqual([]);
  });

  it('lets an owner go while another enabled owner remains; a disabled owner does not count', () => {
    const { accounts, context, id } = withPeople({
      'olga@example.org': ['owner'],
      'otto@example.org': ['owner'],
    });
    accounts.users.setDisabled(id('otto@example.org'), true);
    expect(() =>
      revokeRoles(context, cliActor, { slug: SLUG, userId: id('olga@example.org') }),
    ).toThrow('a competition needs at least one owner');
    // The disabled owner's role may go: the enabled owner stays.
    expect(
      revokeRoles(context, cliActor, { slug: SLUG, userId: id('otto@example.org') }).removed,
    ).toEqual(['owner']);
    accounts.users.setDisabled(id('otto@example.org'), false);
    accounts.users.grant(id('otto@example.org'), SLUG, 'owner', 'test');
    revokeRoles(context, cliActor, { slug: SLUG, userId: id('olga@example.org'), role: 'owner' });
    expect(accounts.users.rolesIn(id('olga@example.org'), SLUG)).toEqual([]);
  });

  it('keeps the last owner of any competition enabled, naming the competition', () => {
    const { accounts, context, id, member } = withPeople({
      'olga@example.org': ['owner'],
      'otto@example.org': ['owner'],
    });
    const olga = id('olga@example.org');
    accounts.users.grant(olga, 'autumn-cup', 'owner', 'test');
    expect(() => disableUser(context, cliActor, { userId: olga })).toThrow(
      'a competition needs at least one owner: this account is the last owner of autumn-cup',
    );
    expect(() =>
      disableUser(context, member('otto@example.org'), { userId: olga, competitionSlug: SLUG }),
    ).toThrow('this account is the last owner of autumn-cup');
    expect(accounts.users.byId(olga)?.disabledAt).toBeUndefined();

    accounts.users.grant(id('otto@example.org'), 'autumn-cup', 'owner', 'test');
    disableUser(context, member('otto@example.org'), { userId: olga, competitionSlug: SLUG });
    expect(accounts.users.byId(olga)?.disabledAt).toBeDefined();
    // Otto is now the only enabled owner of both: nobody can disable him.
    expect(() => disableUser(context, cliActor, { userId: id('otto@example.org') })).toThrow(
      'this account is the last owner of autumn-cup, spring-open',
    );
  });
});
