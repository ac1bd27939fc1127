import type { Command } from '@floorcraft/domain';
import { api, competitionApi } from './api-client';

/** What the server answers to an accepted command. */
export interface CommandAccepted {
  status: 'applied' | 'duplicate';
  version: number;
}

/**
 * Sends one command for the competition `slug` (the server's default when
 * undefined). The id is made once per user action, so a retry after a lost
 * reply is recognised and never applied twice. A refusal rejects with an
 * ApiError whose message names what is wrong; show it to the user.
 */
export function sendCommand(
  slug: string | undefined,
  command: Command,
  commandId: string = crypto.randomUUID(),
): Promise<CommandAccepted> {
  const path = slug === undefined ? '/api/commands' : `${competitionApi(slug)}/commands`;
  return api<CommandAccepted>('POST', path, { commandId, command });
}
