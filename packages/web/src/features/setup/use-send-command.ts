import type { Command } from '@floorcraft/domain';
import { useCallback } from 'react';
import { sendCommand } from '../../lib/api/send-command';
import { useCompetitionSlug } from '../../lib/realtime/use-competition-slug';

/** Accepted, or refused with the server's own words (forms pick field errors out of them). */
export type CommandOutcome = { ok: true } | { ok: false; message: string };

/** Sends commands for this page's competition; never throws, so every refusal is shown. */
export function useSendCommand(): (command: Command) => Promise<CommandOutcome> {
  const slug = useCompetitionSlug();
  return useCallback(
    async (command: Command) => {
      try {
        await sendCommand(slug, command);
        return { ok: true };
      } catch (error) {
        return { ok: false, message: error instanceof Error ? error.message : 'the change failed' };
      }
    },
    [slug],
  );
}
