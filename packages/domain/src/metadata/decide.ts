import {
  metadataFieldsSchema,
  metadataProblems,
  withMetadataPatch,
  type Official,
  type Organizer,
} from '../competition/metadata';
import { savedRecord } from '../competition/saved-record';
import type { CompetitionState } from '../competition/state';
import { frozenLetters, lettersToStore } from '../competition/judge-letters';
import { accept, refuse, type DecideContext, type Decision } from '../competition/decision';
import { decideArchive, isArchiveCommand, type ArchiveCommand } from './archive';
import type { MetadataCommand } from './commands';

type CreateCompetition = Extract<MetadataCommand, { type: 'createCompetition' }>;

/** Whether a command creates a competition: the one command decided without a state. */
export function isCreation(command: { type: string }): command is CreateCompetition {
  return command.type === 'createCompetition';
}

/** Creates a competition, unless one with its slug exists or its details are not valid. */
export function decideCreation(
  state: CompetitionState | undefined,
  command: CreateCompetition,
): Decision {
  if (state) {
    return refuse(`competition "${state.slug}" already exists`);
  }
  const problems = metadataProblems(command.metadata);
  return problems.length > 0
    ? refuse(problems.join('; '))
    : accept({
        type: 'CompetitionCreated',
        slug: command.slug,
        metadata: command.metadata,
        // A new competition lists no schools: they come from a copied competition, setup, or
        // the dancers who type theirs (issue 25 item 6), never from the demo's list.
        affiliations: [],
      });
}

/**
 * Decides a change to the competition's details, officials, organizers, payment text, or its
 * archiving (spec §7); creation is `decideCreation`'s.
 */
export function decideMetadata(
  state: CompetitionState,
  command: Exclude<MetadataCommand, CreateCompetition> | ArchiveCommand,
  context: DecideContext,
): Decision {
  if (isArchiveCommand(command)) {
    return decideArchive(state, command);
  }
  switch (command.type) {
    case 'updateMetadata': {
      // The maps and the payment instructions have commands of their own, outside the patch.
      const {
        officials: _officials,
        organizers: _organizers,
        paymentInstructions: _instructions,
        ...fields
      } = state.metadata;
      const merged = metadataFieldsSchema.safeParse(withMetadataPatch(fields, command.patch));
      if (!merged.success) {
        return refuse(
          merged.error.issues
            .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
            .join('; '),
        );
      }
      const problems = metadataProblems(merged.data);
      return problems.length > 0
        ? refuse(problems.join('; '))
        : accept({ type: 'MetadataUpdated', patch: command.patch });
    }
    case 'saveOfficial': {
      const key = command.official.key ?? context.newKey();
      const official: Official = {
        bio: '',
        ...savedRecord(state.metadata.officials[key], command.official),
        name: command.official.name,
        role: command.official.role,
        key,
      };
      const stored = lettersToStore(state.metadata.officials, official);
      return stored.ok
        ? accept(
            ...stored.officials.map((saved) => ({
              type: 'OfficialSaved' as const,
              official: saved,
            })),
          )
        : refuse(stored.error);
    }
    case 'removeOfficial': {
      // The other judges' computed letters are written down first, so none moves up.
      const frozen = frozenLetters(state.metadata.officials)
        .filter((official) => official.key !== command.key)
        .map((official) => ({ type: 'OfficialSaved' as const, official }));
      return command.key in state.metadata.officials
        ? accept(...frozen, { type: 'OfficialRemoved', key: command.key })
        : refuse(`no official with key "${command.key}"`);
    }
    case 'saveOrganizer': {
      const key = command.organizer.key ?? context.newKey();
      const organizer: Organizer = {
        role: '',
        ...savedRecord(state.metadata.organizers[key], command.organizer),
        name: command.organizer.name,
        key,
      };
      return accept({ type: 'OrganizerSaved', organizer });
    }
    case 'removeOrganizer':
      return command.key in state.metadata.organizers
        ? accept({ type: 'OrganizerRemoved', key: command.key })
        : refuse(`no organizer with key "${command.key}"`);
    case 'setPaymentInstructions':
      return accept({ type: 'PaymentInstructionsSet', text: command.text });
  }
}
