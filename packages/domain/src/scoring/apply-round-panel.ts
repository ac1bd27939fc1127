import type { DanceEvent, Round, RoundScoring } from '../competition/dance-event';
import type { CompetitionState } from '../competition/state';
import type { ScoringEvent } from './events';

type RoundPanelSet = Extract<ScoringEvent, { type: 'RoundPanelSet' }>;

function withPanel(round: Round, judgeKeys: string[] | undefined): Round {
  const { panel: _old, ...rest } = round;
  return judgeKeys ? { ...rest, panel: judgeKeys } : rest;
}

/**
 * What the chairman decided on the old panel's totals goes (the approval,
 * the chosen recall and who chose it): only the cards' history and the
 * reopened cards stay. The marks stay too, so a judge put back on the panel
 * finds their cards again.
 */
function withoutDecisions({ history, reopened }: RoundScoring): RoundScoring {
  return { history, reopened };
}

/** Folds `RoundPanelSet`: the round's panel, and its scoring without the withdrawn decisions. */
export function applyRoundPanel(state: CompetitionState, event: RoundPanelSet): CompetitionState {
  const danceEvent = state.events[event.eventName];
  const round = danceEvent?.rounds[event.roundNumber];
  if (!danceEvent || !round) {
    return state;
  }
  const events: Record<string, DanceEvent> = {
    ...state.events,
    [event.eventName]: {
      ...danceEvent,
      rounds: { ...danceEvent.rounds, [event.roundNumber]: withPanel(round, event.judgeKeys) },
    },
  };
  const marks = state.marks[event.eventName];
  const scoring = marks?.scoring?.[event.roundNumber];
  if (!marks || !scoring) {
    return { ...state, events };
  }
  return {
    ...state,
    events,
    marks: {
      ...state.marks,
      [event.eventName]: {
        ...marks,
        scoring: { ...marks.scoring, [event.roundNumber]: withoutDecisions(scoring) },
      },
    },
  };
}
