import type { CompetitionState } from '../competition/state';
import type { Command } from './command';
import { applyAll } from './apply';
import {
  refuse,
  type AreaContext,
  type DecideContext,
  type Decision,
} from '../competition/decision';
import { decideCreation, decideMetadata, isCreation } from '../metadata/decide';
import { isMetadataCommand } from '../metadata/commands';
import { decideScoring, isScoringCommand } from '../scoring/decide-scoring';
import { decideSetup } from '../setup/decide-setup';
import { decideRegistration, isRegistrationCommand } from '../registration/decide-registration';
import { decideFloor, isFloorCommand } from '../floor/decide-floor';
import { decideMessages, isMessageCommand } from '../messages/decide-messages';
import { withPromotions } from '../registration/waitlist';
import { archivedRefusal } from '../metadata/archive';

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
  if (isCreation(command)) {
    return decideCreation(state, command);
  }
  if (!state) {
    return refuse('this competition does not exist yet');
  }
  const archived = archivedRefusal(state, command);
  if (archived) {
    return archived;
  }
  if (isMetadataCommand(command)) {
    return decideMetadata(state, command, context);
  }
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
