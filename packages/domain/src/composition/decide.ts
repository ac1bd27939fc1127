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
import type { Command } from './command';
import { applyAll } from './apply';
import {
  accept,
  refuse,
  type AreaContext,
  type DecideContext,
  type Decision,
} from '../competition/decision';
import { decideScoring, isScoringCommand } from '../scoring/decide-scoring';
import { decideSetup } from '../setup/decide-setup';
import { decideRegistration, isRegistrationCommand } from '../registration/decide-registration';
import { decideFloor, isFloorCommand } from '../floor/decide-floor';
import { decideMessages, isMessageCommand } from '../messages/decide-messages';
import { withPromotions } from '../registration/waitlist';
import { archivedRefusal, decideArchive, isArchiveCommand } from '../competition/archive';

export type { DecideContext, Decision } from '../competition/decision';

/**
 * Turns a validated command into the events it causes, or a refusal that
 * names what is wrong. Nothing changes on a refusal. Authorization is not
 * checked here: see `access/`.
 */
export function decide(
  state: CompetitionState | undefined,
  command: Command,
  context: DecideContext,
): Decision {
  if (command.type === 'createCompetition') {
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
  if (!state) {
    return refuse('this competition does not exist yet');
  }
  const archived = archivedRefusal(state, command);
  if (archived) {
    return archived;
  }
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
    default: {
      // Areas see where their decision leads through the fold passed in, never by importing it.
      const areaContext: AreaContext = { ...context, applyAll };
      if (isRegistrationCommand(command)) {
        return withPromotions(state, decideRegistration(state, command, areaContext), areaContext);
      }
      if (isFloorCommand(command)) {
        return decideFloor(state, command, context);
      }
      if (isMessageCommand(command)) {
        return decideMessages(state, command, context);
      }
      // Setup frees places too (an entry removed, a cap raised): the line moves up with it.
      return isScoringCommand(command)
        ? decideScoring(state, command, areaContext)
        : withPromotions(state, decideSetup(state, command, areaContext), areaContext);
    }
  }
}
