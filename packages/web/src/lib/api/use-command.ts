import type { Command } from '@floorcraft/domain';
import { useCallback, useMemo } from 'react';
import { useCompetitionSlug } from '../realtime/use-competition-slug';
import { sendCommand } from './send-command';
import { useAction, type ActionOptions, type Confirmations, type Runner } from './use-action';

/** How a command is run: success message, where its refusal shows, its wording, a confirmed retry. */
export type RunOptions = ActionOptions<Command>;

/** `useAction` for commands: `run(command)` sends it for the page's competition. */
export type CommandRunner = Runner<Command, Command>;

/** Each confirmed retry sends its command for the competition, and may be asked again (`next`). */
function sending(
  slug: string | undefined,
  confirm: Confirmations<Command>,
): Confirmations<() => Promise<unknown>> {
  return [confirm].flat().map(({ next, then, ...asked }) => ({
    ...asked,
    then: () => sendCommand(slug, then),
    ...(next && { next: sending(slug, next) }),
  }));
}

/**
 * The one way a screen sends commands for its competition: pending state,
 * the refusal as a sentence to show beside the action, and an optional
 * success message. Each `run` makes a new command id (one per user action).
 */
export function useCommand(): CommandRunner {
  const slug = useCompetitionSlug();
  const action = useAction();
  const send = action.run;
  const run = useCallback(
    (command: Command, { confirm, ...options }: RunOptions = {}) =>
      send(() => sendCommand(slug, command), {
        ...options,
        ...(confirm && { confirm: sending(slug, confirm) }),
      }),
    [slug, send],
  );
  return useMemo(() => ({ ...action, run }), [action, run]);
}
