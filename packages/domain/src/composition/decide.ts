import type { CompetitionState } from '../competition/state';
import {
  refuse,
  type AreaContext,
  type DecideContext,
  type Decision,
} from '../competition/decision';
import { archivedRefusal } from '../metadata/archive';
import { decideCreation, isCreation } from '../metadata/decide';
import { applyAll } from './apply';
import { areas, type Area } from './areas';
import type { Command, CommandType } from './command';

export type { DecideContext, Decision } from '../competition/decision';

/** Each command type's area decide, built once from the list of areas. */
const deciders = Object.fromEntries(
  areas.flatMap((area) => area.commandTypes.map((type) => [type, area.decide] as const)),
) as Record<CommandType, Area['decide']>;

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
  // Areas see where their decision leads through the fold passed in, never by importing it.
  const areaContext: AreaContext = { ...context, applyAll };
  return deciders[command.type](state, command, areaContext);
}
