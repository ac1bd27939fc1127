import type { CommandType } from '../commands/command';
import type { Actor } from './actor';

export type Authorization = { allowed: true } | { allowed: false; reason: string };

/**
 * The one place that decides who may issue which command. Until accounts and
 * roles exist, only the server itself (and operators holding its API token)
 * may change a competition; the public may read views but change nothing.
 */
export function authorize(actor: Actor, commandType: CommandType): Authorization {
  if (actor.kind === 'system') {
    return { allowed: true };
  }
  return { allowed: false, reason: `sign in as an organizer to ${describe(commandType)}` };
}

function describe(commandType: CommandType): string {
  return commandType.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);
}
