import { randomUUID } from 'node:crypto';
import type { Command } from '@floorcraft/domain';

export interface CommandReply {
  status: number;
  body: { status?: string; version?: number; error?: string };
}

/** POSTs a command the way a client does; `token` undefined sends it anonymously. */
export async function sendCommand(
  baseUrl: string,
  command: Command,
  options: { token?: string; commandId?: string; slug?: string; origin?: string } = {},
): Promise<CommandReply> {
  const url = options.slug
    ? `${baseUrl}/api/competitions/${options.slug}/commands`
    : `${baseUrl}/api/commands`;
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.origin ? { origin: options.origin } : {}),
    },
    body: JSON.stringify({ commandId: options.commandId ?? randomUUID(), command }),
  });
  return { status: response.status, body: (await response.json()) as CommandReply['body'] };
}
