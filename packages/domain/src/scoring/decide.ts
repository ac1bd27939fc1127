import type { z } from 'zod';
import type { scoringCommandSchemas } from './commands';
import { refuse, type AreaContext, type Decision } from '../competition/decision';
import type { CompetitionState } from '../competition/state';
import { isScheduleItem } from '../competition/schedule-items';
import { approveRound, reopenJudgeCard, setRecallCut } from './chairman';
import { rehearseRound, startRound, storeCard } from './marking';
import { postRound } from './post-round';
import { setRoundPanel } from './set-round-panel';

/** A command of this area, as its own schemas define it. */
export type ScoringCommand = z.infer<(typeof scoringCommandSchemas)[number]>;

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
