import type { Database } from 'better-sqlite3';
import { describe, expect, it, vi } from 'vitest';
import { SqliteSqlClient } from '../../sql/sqlite-sql-client';
import { openSqliteDatabase } from '../../store/sqlite-database';
import { Accounts } from '../accounts';
import { accountsConfigFromEnv } from '../accounts-config';
import { SessionWatch } from '../session-watch';
import { acceptInvitation } from './accept-invitation';
import { cliActor, type AccountCommandContext, type CommandActor } from './account-command';
import { changeRoles } from './change-roles';
import { createUser } from './create-user';
import { disableUser } from './disable-user';
import { enableUser } from './enable-user';
import { endSessions } from './end-sessions';
import { grantRole } from './grant-role';
import { inviteMember } from './invite-member';
import { resetPassword } from './reset-password';
import { revokeRoles } from './revoke-roles';
import { unlockSignIn } from './unlock-sign-in';
import { withdrawInvitation } from './withdraw-invitation';

const SLUG = 'spring-open';

/** Every row of every table: what a rolled-back command must leave exactly as it was. */
function everyRow(db: Database): Record<string, unknown[]> {
  const tables = db
    .prepare(`SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name`)
    .all() as { name: string }[];
  return Object.fromEntries(
    tables.map(({ name }) => [name, db.prepare(`SELECT * FROM "${name}"`).all()]),
  );
}

/** Olga owns the competition, Sam judges (signed in twice), Dora's account is disabled; one invitation waits. */
async function withStaff() {
  const db = openSqliteDatabase(':memory:');
  const accounts = new Accounts(new SqliteSqlClient(db), {
    ...accountsConfigFromEnv({}),
    passwordHashCost: 10,
  });
  const create = (email: string) =>
    accounts.users.create({ email, name: '', passwordHash: 'unused', mustChangePassword: false });
  const olga = await create('olga@example.org');
  const sam = await create('sam@example.org');
  const dora = await create('dora@example.org');
  await accounts.users.grant(olga.id, SLUG, 'owner', 'test');
  await accounts.users.grant(sam.id, SLUG, 'judge', 'test');
  await accounts.users.grant(dora.id, SLUG, 'mc', 'test');
  await accounts.users.setDisabled(dora.id, true);
  await accounts.sessions.start(sam.id, '192.0.2.1', 'laptop');
  await accounts.sessions.start(sam.id, '192.0.2.2', 'tablet');
  const { invitation } = await accounts.invitations.create({
    email: 'new@example.org',
    competitionSlug: SLUG,
    role: 'mc',
    invitedBy: 'olga@example.org',
  });
  const owner: CommandActor = {
    actor: { kind: 'member', userId: olga.id, roles: ['owner'] },
    who: olga.email,
    userId: olga.id,
    ip: '192.0.2.9',
  };
  return { db, accounts, owner, sam, dora, invitation };
}

type Staff = Awaited<ReturnType<typeof withStaff>>;

/** Each account command, run so that it would write something besides its audit entry. */
const commands: Record<string, (context: AccountCommandContext, staff: Staff) => unknown> = {
  'change roles': (context, { owner, sam }) =>
    changeRoles(context, owner, { slug: SLUG, userId: sam.id, roles: ['scrutineer'] }),
  'grant a role': (context, { owner, sam }) =>
    grantRole(context, owner, { slug: SLUG, userId: sam.id, role: 'admin' }),
  'revoke roles': (context, { owner, sam }) =>
    revokeRoles(context, owner, { slug: SLUG, userId: sam.id }),
  'disable an account': (context, { owner, sam }) =>
    disableUser(context, owner, { userId: sam.id, competitionSlug: SLUG }),
  'enable an account': (context, { owner, dora }) =>
    enableUser(context, owner, { userId: dora.id, competitionSlug: SLUG }),
  'end every session': (context, { sam }) => endSessions(context, cliActor, { userId: sam.id }),
  'unlock sign-in': (context, { owner, sam }) =>
    unlockSignIn(context, owner, { userId: sam.id, competitionSlug: SLUG, how: 'test' }),
  'reset a password': (context, { sam }) =>
    resetPassword(context, cliActor, { userId: sam.id, how: 'test' }),
  'create an account with a role': (context) =>
    createUser(context, cliActor, {
      email: 'max@example.org',
      name: 'Max',
      grant: { slug: SLUG, role: 'mc' },
    }),
  'invite a member': (context, { owner }) =>
    inviteMember(context, owner, { slug: SLUG, email: 'eve@example.org', role: 'judge' }),
  'withdraw an invitation': (context, { owner, invitation }) =>
    withdrawInvitation(context, owner, { slug: SLUG, invitationId: invitation.id }),
  'accept an invitation': (context, { sam, invitation }) =>
    acceptInvitation(
      context,
      { actor: { kind: 'member', userId: sam.id, roles: [] }, who: sam.email, userId: sam.id },
      { invitation, user: sam },
    ),
};

describe('an account command whose audit entry cannot be written', () => {
  it.each(Object.keys(commands))('%s: writes nothing at all', async (name) => {
    const staff = await withStaff();
    const sessionWatch = new SessionWatch();
    const ended = vi.spyOn(sessionWatch, 'ended');
    const context: AccountCommandContext = { accounts: staff.accounts, sessionWatch };
    staff.db.exec(`CREATE TRIGGER audit_log_unavailable BEFORE INSERT ON audit_log
                   BEGIN SELECT RAISE(ABORT, 'audit log unavailable'); END`);
    const before = everyRow(staff.db);

    // Some commands throw at once, some reject (they hash first): both become a rejection.
    const run = Promise.resolve().then(() => commands[name]?.(context, staff));
    await expect(run).rejects.toThrow('audit log unavailable');

    expect(everyRow(staff.db)).toEqual(before);
    // Nothing committed, so no open screen is told its session ended.
    expect(ended).not.toHaveBeenCalled();
  });

  it.each(Object.keys(commands))(
    '%s: writes its changes and its audit entry when it can',
    async (name) => {
      const staff = await withStaff();
      const entries = () => everyRow(staff.db).audit_log?.length ?? 0;
      const before = everyRow(staff.db);
      await commands[name]?.({ accounts: staff.accounts }, staff);
      expect(entries()).toBeGreaterThan(0);
      const after = everyRow(staff.db);
      const changedTables = Object.keys(after).filter(
        (table) =>
          table !== 'audit_log' && JSON.stringify(after[table]) !== JSON.stringify(before[table]),
      );
      // The test above is only worth something if the command writes more than its audit entry.
      expect(changedTables.length, name).toBeGreaterThan(0);
    },
  );
});
