import type { Command } from '../composition/command';
import { refuse, type AreaContext, type Decision } from '../competition/decision';
import type { CompetitionState } from '../competition/state';
import { isScheduleItem } from '../competition/schedule-items';
import { approveRound, reopenJudgeCard, setRecallCut } from './chairman';
import { rehearseRound, startRound, storeCard } from './marking';
import { postRound } from './post-round';
import { setRoundPanel } from './set-round-panel';

export const scoringCommandTypes = [
  'startRound',
  'submitMarks',
  'enterPaperMarks',
  'reopenJudgeCard',
  'setRecallCut',
  'approveRound',
  'setRoundPanel',
  'postRound',
  'rehearseRound',
] as const;

export type ScoringCommand = Extract<Command, { type: (typeof scoringCommandTypes)[number] }>;

export function isScoringCommand(command: Command): command is ScoringCommand {
  return (scoringCommandTypes as readonly string[]).includes(command.type);
}

/** Decides the commands of the competition day. */
export function decideScoring(
  state: CompetitionState,
  command: ScoringCommand,
  context: AreaContext,
): Decision {
  // Nobody marks a break or an awards ceremony; staff set its state on the schedule.
  const event = state.events[command.eventName];
  if (event && isScheduleItem(event)) {
    return refuse(`"${command.eventName}" is a schedule item: it is not marked`);
  }
  switch (command.type) {
    case 'startRound':
      return startRound(state, command.eventName, command.roundNumber, context);
    case 'submitMarks': {
      const { type: _type, ...card } = command;
      return storeCard(state, card, 'tablet', context);
    }
    case 'enterPaperMarks': {
      const { type: _type, reason, ...card } = command;
      return storeCard(state, card, 'paper', context, reason);
    }
    case 'reopenJudgeCard':
      return reopenJudgeCard(state, command, context);
    case 'setRecallCut':
      return setRecallCut(state, command, context);
    case 'approveRound':
      return approveRound(state, command.eventName, command.roundNumber, context);
    case 'setRoundPanel':
      return setRoundPanel(state, command, context);
    case 'postRound':
      return postRound(state, command.eventName, command.roundNumber, context);
    case 'rehearseRound':
      return rehearseRound(state, command.eventName, command.roundNumber, command.seed, context);
  }
}
