import type { Command } from '@floorcraft/domain';
import { useCallback, useState } from 'react';
import { sentence } from '../../lib/api/api-error';
import { sendCommand } from '../../lib/api/send-command';
import { useCompetitionSlug } from '../../lib/realtime/use-competition-slug';

/**
 * Sends commands for this competition and keeps the last refusal as a
 * sentence to show. `send` resolves true when the command was accepted.
 */
export function useCommand() {
  const slug = useCompetitionSlug();
  const [problem, setProblem] = useState<string>();
  const send = useCallback(
    async (command: Command): Promise<boolean> => {
      setProblem(undefined);
      try {
        await sendCommand(slug, command);
        return true;
      } catch (error) {
        setProblem(error instanceof Error ? sentence(error.message) : 'The change failed.');
        return false;
      }
    },
    [slug],
  );
  return { send, problem, setProblem };
}
