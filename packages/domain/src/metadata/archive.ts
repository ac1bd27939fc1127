import { z } from 'zod';
import { accept, refuse, type Decision } from '../competition/decision';
import type { CompetitionState } from '../competition/state';

/**
 * Archiving a competition (issue 25): its owner closes it for good once the
 * season is over. An archived competition is read-only (every command but
 * un-archiving is refused), its results stay public and the server's index
 * lists it among the past ones.
 */
export const archiveCommandSchemas = [
  z.strictObject({ type: z.literal('archiveCompetition') }),
  z.strictObject({ type: z.literal('unarchiveCompetition') }),
] as const;

export type ArchiveCommand = z.infer<(typeof archiveCommandSchemas)[number]>;

/** Whether a command archives or un-archives (the one command an archived competition takes). */
export function isArchiveCommand(command: { type: string }): command is ArchiveCommand {
  return command.type === 'archiveCompetition' || command.type === 'unarchiveCompetition';
}

/**
 * The refusal of any change to an archived competition, naming how to
 * change it again; undefined when the command may go on to `decide`.
 */
export function archivedRefusal(
  state: CompetitionState,
  command: { type: string },
): Decision | undefined {
  if (!state.archived || command.type === 'unarchiveCompetition') {
    return undefined;
  }
  return refuse(
    `"${state.metadata.fullName}" is archived and read-only; its owner can un-archive it to change it`,
  );
}

/**
 * Archives or un-archives. Archiving an archived competition never gets
 * here (`archivedRefusal` answers it); un-archiving one that is not
 * archived is refused, so nothing is logged for nothing.
 */
export function decideArchive(state: CompetitionState, command: ArchiveCommand): Decision {
  if (command.type === 'archiveCompetition') {
    return accept({ type: 'CompetitionArchived' });
  }
  return state.archived
    ? accept({ type: 'CompetitionUnarchived' })
    : refuse('this competition is not archived');
}
