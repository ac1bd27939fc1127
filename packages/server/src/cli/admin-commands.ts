import { parseArgs } from 'node:util';
import { isRole, roles } from '@floorcraft/domain';
import { AccountError, type Accounts } from '../accounts/accounts';
import { newOneTimePassword } from '../accounts/secrets';
import type { User } from '../accounts/user-store';

export const ADMIN_USAGE = `Usage: npm run admin -- <command> [options]

  list-users                                      every account, its roles and state
  create-user --email E [--name N] [--password P] [--competition SLUG --role R]
                                                  a new account, optionally with a role; without
                                                  --password a one-time password is printed
  reset-password --email E [--password P]         a new password (one-time unless given);
                                                  signs the user out everywhere and lifts
                                                  a sign-in lock
  unlock --email E                                lift a sign-in lock caused by wrong passwords
  grant --email E --competition SLUG --role R     add a role (${roles.join(', ')})
  revoke --email E --competition SLUG [--role R]  remove one role, or all of them
  disable --email E | enable --email E            block or unblock sign-in (disable signs out)
  sign-out --email E                              end every session of the user`;

const ACTOR = 'system:cli';

/** Thrown for a mistake on the command line; the CLI prints it with the usage and exits 2. */
export class UsageError extends Error {}

function option(values: Record<string, string | undefined>, name: string): string {
  const value = values[name];
  if (value === undefined || value.trim() === '') {
    throw new UsageError(`--${name} is required`);
  }
  return value.trim();
}

function userByEmail(accounts: Accounts, email: string): User {
  const user = accounts.users.byEmail(email);
  if (!user) {
    throw new UsageError(`no account for ${email}`);
  }
  return user;
}

function parseOptions(args: string[]) {
  try {
    return parseArgs({
      args,
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        password: { type: 'string' },
        competition: { type: 'string' },
        role: { type: 'string' },
      },
      strict: true,
    });
  } catch (error) {
    // node:util reports unknown or malformed options as TypeErrors; to the user they are usage mistakes.
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

/**
 * The admin CLI's commands, on an open Accounts. Works on the database
 * directly, so it also works while the server is down; changes take effect
 * on the running server's next request.
 */
export async function runAdminCommand(
  accounts: Accounts,
  argv: readonly string[],
  print: (line: string) => void,
): Promise<void> {
  const [command, ...rest] = argv;
  const { values } = parseOptions(rest);
  const audit = (
    action: Parameters<Accounts['audit']['record']>[0]['action'],
    target: string,
    competitionSlug?: string,
    detail?: string,
  ) => accounts.audit.record({ actor: ACTOR, action, target, competitionSlug, detail });
  const role = () => {
    const value = option(values, 'role');
    if (!isRole(value)) {
      throw new UsageError(`--role must be one of ${roles.join(', ')}; got "${value}"`);
    }
    return value;
  };

  switch (command) {
    case 'list-users': {
      for (const user of accounts.users.list()) {
        const memberships = accounts.users
          .memberships(user.id)
          .map((membership) => `${membership.slug}: ${membership.roles.join(', ')}`);
        const state = user.disabledAt ? ' [disabled]' : '';
        print(`${user.email}${state}  ${memberships.join('; ') || '(no roles)'}`);
      }
      return;
    }
    case 'create-user': {
      const email = option(values, 'email');
      // Checked before anything is written, so a typo in the role creates nobody.
      const grantedRole = values.competition === undefined ? undefined : role();
      const generated = values.password === undefined;
      const password = values.password ?? newOneTimePassword();
      if (generated) {
        if (accounts.users.byEmail(email)) {
          throw new AccountError(`an account for ${email} already exists`);
        }
        accounts.users.create({
          email,
          name: values.name ?? '',
          passwordHash: await accounts.generatedPasswordHash(password),
          mustChangePassword: true,
        });
      } else {
        await accounts.createUser({
          email,
          name: values.name ?? '',
          password,
          mustChangePassword: false,
        });
      }
      audit('user-created', email);
      print(`created ${email}`);
      if (values.competition !== undefined && grantedRole !== undefined) {
        const created = userByEmail(accounts, email);
        accounts.users.grant(created.id, values.competition, grantedRole, ACTOR);
        audit('roles-changed', email, values.competition, `granted ${grantedRole}`);
        print(`${email} in ${values.competition}: ${grantedRole}`);
      }
      if (generated) {
        print(`one-time password: ${password} (to be replaced at first sign-in)`);
      }
      return;
    }
    case 'reset-password': {
      const user = userByEmail(accounts, option(values, 'email'));
      const generated = values.password === undefined;
      const password = values.password ?? newOneTimePassword();
      const hash = generated
        ? await accounts.generatedPasswordHash(password)
        : await accounts.newPasswordHash(password);
      accounts.users.setPassword(user.id, hash, generated);
      accounts.sessions.endAllFor(user.id);
      audit('password-reset', user.email);
      accounts.liftSignInLock(user, { actor: ACTOR, how: 'admin CLI reset-password' });
      print(`password of ${user.email} reset; all their sessions ended; sign-in lock lifted`);
      if (generated) {
        print(`one-time password: ${password} (to be replaced at first sign-in)`);
      }
      return;
    }
    case 'grant':
    case 'revoke': {
      const user = userByEmail(accounts, option(values, 'email'));
      const slug = option(values, 'competition');
      if (command === 'grant') {
        const granted = role();
        accounts.users.grant(user.id, slug, granted, ACTOR);
        audit('roles-changed', user.email, slug, `granted ${granted}`);
      } else {
        const revoked = values.role === undefined ? undefined : role();
        accounts.users.revoke(user.id, slug, revoked);
        audit('member-revoked', user.email, slug, revoked ?? 'all roles');
      }
      print(
        `${user.email} in ${slug}: ${accounts.users.rolesIn(user.id, slug).join(', ') || '(no roles)'}`,
      );
      return;
    }
    case 'disable':
    case 'enable': {
      const user = userByEmail(accounts, option(values, 'email'));
      accounts.users.setDisabled(user.id, command === 'disable');
      if (command === 'disable') {
        accounts.sessions.endAllFor(user.id);
      }
      audit(command === 'disable' ? 'user-disabled' : 'user-enabled', user.email);
      print(`${user.email} ${command}d`);
      return;
    }
    case 'unlock': {
      const user = userByEmail(accounts, option(values, 'email'));
      const lifted = accounts.liftSignInLock(user, { actor: ACTOR, how: 'admin CLI unlock' });
      print(
        `sign-in lock of ${user.email} lifted (${lifted} failed sign-in${lifted === 1 ? '' : 's'} no longer count)`,
      );
      return;
    }
    case 'sign-out': {
      const user = userByEmail(accounts, option(values, 'email'));
      const ended = accounts.sessions.endAllFor(user.id).length;
      audit('sessions-ended', user.email, undefined, `${ended} session(s)`);
      print(`ended ${ended} session(s) of ${user.email}`);
      return;
    }
    case undefined:
    case 'help':
    case '--help':
      print(ADMIN_USAGE);
      return;
    default:
      throw new UsageError(`unknown command "${command}"`);
  }
}
