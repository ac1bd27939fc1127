import { parseArgs } from 'node:util';
import { isRole, roles, type Role } from '@floorcraft/domain';
import type { Accounts } from '../accounts/accounts';
import { cliActor, type AccountCommandContext } from '../accounts/commands/account-command';
import { createUser } from '../accounts/commands/create-user';
import { disableUser } from '../accounts/commands/disable-user';
import { enableUser } from '../accounts/commands/enable-user';
import { endSessions } from '../accounts/commands/end-sessions';
import { grantRole } from '../accounts/commands/grant-role';
import { resetPassword } from '../accounts/commands/reset-password';
import { revokeRoles } from '../accounts/commands/revoke-roles';
import { unlockSignIn } from '../accounts/commands/unlock-sign-in';
import type { User } from '../accounts/user-store';
import type { EventStore } from '../store/event-store';
import {
  backupCommand,
  exportCommand,
  importCommand,
  type TransferPaths,
} from './transfer-commands';
import { createCompetitionCommand } from './create-competition-command';
import { verifyMarks } from './verify-marks';

export const ADMIN_USAGE = `Usage: npm run admin -- <command> [options]

  list-users                                      every account, its roles and state
  create-competition --name N --slug S --start-date YYYY-MM-DD --end-date YYYY-MM-DD
      --venue V [--venue-address A] --time-zone ZONE --currency CUR --owner E
      [--from empty|collegiate|copy:SLUG]        a new competition owned by E: empty (the
                                                  default), the collegiate template, or a copy
                                                  of an earlier one's setup (never its people,
                                                  marks or money); nothing is written if any
                                                  option is wrong
  create-user --email E [--name N] [--password P] [--competition SLUG --role R]
                                                  a new account, optionally with a role; without
                                                  --password a one-time password is printed
  reset-password --email E [--password P]         a new password (one-time unless given);
                                                  signs the user out everywhere and lifts
                                                  a sign-in lock
  unlock --email E                                lift a sign-in lock caused by wrong passwords
  grant --email E --competition SLUG --role R     add a role (${roles.join(', ')})
  revoke --email E --competition SLUG [--role R]  remove one role, or all of them (never
                                                  the last owner's)
  disable --email E | enable --email E            block or unblock sign-in (disable signs out;
                                                  never a competition's last owner)
  sign-out --email E                              end every session of the user
  verify --competition SLUG                       re-walk every round's tamper-evident mark
                                                  record; names the first break (exit 1)
  export --competition SLUG [--out FILE]          one file with the competition's log, members
                                                  (roles by email, no passwords) and photos
  import --file FILE [--slug NEW]                 load an export; refuses a slug already here
  backup --out DIR                                consistent copy of the database and photos,
                                                  safe while the server runs
  restore --from DIR                              put a backup folder in place of the database
                                                  (the old one kept beside it) and its photos;
                                                  STOP THE SERVER FIRST: refused while the
                                                  database is open; starts a new epoch, so
                                                  every screen reloads the restored state`;

/** Thrown for a mistake on the command line; the CLI prints it with the usage and exits 2. */
export class UsageError extends Error {}

function option(values: Record<string, string | undefined>, name: string): string {
  const value = values[name];
  if (value === undefined || value.trim() === '') {
    throw new UsageError(`--${name} is required`);
  }
  return value.trim();
}

async function userByEmail(accounts: Accounts, email: string): Promise<User> {
  const user = await accounts.users.byEmail(email);
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
        out: { type: 'string' },
        file: { type: 'string' },
        slug: { type: 'string' },
        'start-date': { type: 'string' },
        'end-date': { type: 'string' },
        venue: { type: 'string' },
        'venue-address': { type: 'string' },
        'time-zone': { type: 'string' },
        currency: { type: 'string' },
        from: { type: 'string' },
        owner: { type: 'string' },
      },
      strict: true,
    });
  } catch (error) {
    // node:util reports unknown or malformed options as TypeErrors; to the user they are usage mistakes.
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

/** Prints a member's roles in a competition, as `list-users` would. */
function rolesLine(email: string, slug: string, held: readonly Role[]): string {
  return `${email} in ${slug}: ${held.join(', ') || '(no roles)'}`;
}

/**
 * The admin CLI's commands, on an open Accounts. Works on the database
 * directly, so it also works while the server is down; changes take effect
 * on the running server's next request. Each change is one account command
 * (`accounts/commands/`), the same the members screen runs, with its rules,
 * as `system:cli`.
 */
export async function runAdminCommand(
  accounts: Accounts,
  argv: readonly string[],
  print: (line: string) => void,
  events?: EventStore,
  paths?: TransferPaths,
): Promise<void> {
  const [command, ...rest] = argv;
  const { values } = parseOptions(rest);
  const context: AccountCommandContext = { accounts };
  const role = () => {
    const value = option(values, 'role');
    if (!isRole(value)) {
      throw new UsageError(`--role must be one of ${roles.join(', ')}; got "${value}"`);
    }
    return value;
  };
  const printOneTimePassword = (password: string | undefined) => {
    if (password !== undefined) {
      print(`one-time password: ${password} (to be replaced at first sign-in)`);
    }
  };

  switch (command) {
    case 'list-users': {
      for (const user of await accounts.users.list()) {
        const memberships = (await accounts.users.memberships(user.id)).map(
          (membership) => `${membership.slug}: ${membership.roles.join(', ')}`,
        );
        const state = user.disabledAt ? ' [disabled]' : '';
        print(`${user.email}${state}  ${memberships.join('; ') || '(no roles)'}`);
      }
      return;
    }
    case 'create-user': {
      const email = option(values, 'email');
      // Checked before anything is written, so a typo in the role creates nobody.
      const grant =
        values.competition === undefined ? undefined : { slug: values.competition, role: role() };
      const { user, oneTimePassword } = await createUser(context, cliActor, {
        email,
        name: values.name ?? '',
        password: values.password,
        grant,
      });
      print(`created ${user.email}`);
      if (grant) {
        print(rolesLine(user.email, grant.slug, [grant.role]));
      }
      printOneTimePassword(oneTimePassword);
      return;
    }
    case 'reset-password': {
      const user = await userByEmail(accounts, option(values, 'email'));
      const { oneTimePassword } = await resetPassword(context, cliActor, {
        userId: user.id,
        password: values.password,
        how: 'admin CLI reset-password',
      });
      print(`password of ${user.email} reset; all their sessions ended; sign-in lock lifted`);
      printOneTimePassword(oneTimePassword);
      return;
    }
    case 'grant': {
      const user = await userByEmail(accounts, option(values, 'email'));
      const slug = option(values, 'competition');
      const granted = await grantRole(context, cliActor, { slug, userId: user.id, role: role() });
      print(rolesLine(user.email, slug, granted.roles));
      return;
    }
    case 'revoke': {
      const user = await userByEmail(accounts, option(values, 'email'));
      const slug = option(values, 'competition');
      const revoked = await revokeRoles(context, cliActor, {
        slug,
        userId: user.id,
        role: values.role === undefined ? undefined : role(),
      });
      print(rolesLine(user.email, slug, revoked.roles));
      return;
    }
    case 'disable':
    case 'enable': {
      const user = await userByEmail(accounts, option(values, 'email'));
      await (command === 'disable' ? disableUser : enableUser)(context, cliActor, {
        userId: user.id,
      });
      print(`${user.email} ${command}d`);
      return;
    }
    case 'unlock': {
      const user = await userByEmail(accounts, option(values, 'email'));
      const lifted = await unlockSignIn(context, cliActor, {
        userId: user.id,
        how: 'admin CLI unlock',
      });
      print(
        `sign-in lock of ${user.email} lifted (${lifted} failed sign-in${lifted === 1 ? '' : 's'} no longer count)`,
      );
      return;
    }
    case 'sign-out': {
      const user = await userByEmail(accounts, option(values, 'email'));
      const ended = await endSessions(context, cliActor, { userId: user.id });
      print(`ended ${ended} session(s) of ${user.email}`);
      return;
    }
    case 'create-competition': {
      if (!events) {
        throw new Error('create-competition needs the event store');
      }
      await createCompetitionCommand(
        { events, accounts },
        {
          name: values.name,
          slug: values.slug,
          startDate: values['start-date'],
          endDate: values['end-date'],
          venue: values.venue,
          venueAddress: values['venue-address'],
          timeZone: values['time-zone'],
          currency: values.currency,
          from: values.from,
          owner: values.owner,
        },
        print,
      );
      print(
        paths?.databaseUrl
          ? 'running server processes serve it at once (they hear of it from PostgreSQL)'
          : 'restart the server to serve the new competition',
      );
      return;
    }
    case 'verify': {
      const slug = option(values, 'competition');
      if (!events) {
        throw new Error('verify needs the event store');
      }
      await verifyMarks(events, slug, print);
      return;
    }
    case 'export':
    case 'import':
    case 'backup': {
      if (!events || !paths) {
        throw new Error(`${command} needs the event store and the data folder`);
      }
      const store = { events, accounts, paths };
      if (command === 'export') {
        await exportCommand(store, option(values, 'competition'), values.out, print);
      } else if (command === 'import') {
        await importCommand(store, option(values, 'file'), values.slug?.trim(), print);
      } else {
        await backupCommand(paths, option(values, 'out'), print);
      }
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
