import type { Command } from '@floorcraft/domain';
import { api, competitionApi } from './api-client';

/** What the server answers to an accepted command. */
export interface CommandAccepted {
  status: 'applied' | 'duplicate';
  version: number;
}

/** Where commands for the competition `slug` are posted (the server's default when undefined). */
export function commandsPath(slug: string | undefined): string {
  return slug === undefined ? '/api/commands' : `${competitionApi(slug)}/commands`;
}

/** The body of POST …/commands: the command and the id that makes a retry harmless. */
export function commandEnvelope(command: Command, commandId: string) {
  return { commandId, command };
}

/**
 * Sends one command for the competition `slug` (the server's default when
 * undefined). The id is made once per user action, so a retry after a lost
 * reply is recognised and never applied twice. A refusal rejects with an
 * ApiError whose message names what is wrong; screens send through
 * `useCommand`, which shows it.
 */
export function sendCommand(
  slug: string | undefined,
  command: Command,
  commandId: string = crypto.randomUUID(),
): Promise<CommandAccepted> {
  return api<CommandAccepted>('POST', commandsPath(slug), commandEnvelope(command, commandId));
}
