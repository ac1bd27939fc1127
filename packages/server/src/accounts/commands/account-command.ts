import type { Actor } from '@floorcraft/domain';
import type { Accounts } from '../accounts';
import type { SessionWatch } from '../session-watch';

/** Who runs an account command, as the policy sees them and as the audit log names them. */
export interface CommandActor {
  actor: Actor;
  /** An email, `system:cli` or `system:api-token`. */
  who: string;
  /** The signed-in user's id, when the actor is one (the audit log links their entries). */
  userId?: string;
  /** The client's address, for the audit log; none from the CLI. */
  ip?: string;
}

/** What every account command works on. */
export interface AccountCommandContext {
  accounts: Accounts;
  /**
   * The running server's socket watch: told, after the commit, which sessions a command
   * ended, so their open screens close at once. The admin CLI has none; the server then
   * notices at the session's next request.
   */
  sessionWatch?: SessionWatch;
}

/** The admin CLI: the server itself, run by an operator on the machine. */
export const cliActor: CommandActor = {
  actor: { kind: 'system', label: 'cli' },
  who: 'system:cli',
};
