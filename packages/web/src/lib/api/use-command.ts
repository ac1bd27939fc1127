import type { Command } from '@floorcraft/domain';
import { useCallback, useState } from 'react';
import { sentence } from './api-error';
import { sendCommand } from './send-command';
import { useCompetitionSlug } from '../realtime/use-competition-slug';

export interface CommandRunner {
  /** Sends the command; resolves true when accepted. A refusal is kept in `refusal`. */
  run: (command: Command) => Promise<boolean>;
  /** The server's refusal of the last command, as a sentence. */
  refusal: string | undefined;
  pending: boolean;
}

/** Sends a screen's commands one at a time, keeping the last refusal to show beside the action. */
export function useCommand(): CommandRunner {
  const slug = useCompetitionSlug();
  const [refusal, setRefusal] = useState<string>();
  const [pending, setPending] = useState(false);
  const run = useCallback(
    async (command: Command) => {
      setRefusal(undefined);
      setPending(true);
      try {
        await sendCommand(slug, command);
        return true;
      } catch (error) {
        setRefusal(error instanceof Error ? sentence(error.message) : 'The change failed.');
        return false;
      } finally {
        setPending(false);
      }
    },
    [slug],
  );
  return { run, refusal, pending };
}
