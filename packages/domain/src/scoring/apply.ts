import type { EventMarks, RoundScoring } from '../competition/dance-event';
import type { CompetitionState } from '../competition/state';
import { applyRoundPanel } from './apply-round-panel';
import type { ScoringFoldEvent } from './events';

const emptyScoring: RoundScoring = { history: [], reopened: {} };

function withoutKey<T>(record: Record<string, T>, key: string): Record<string, T> {
  const { [key]: _removed, ...rest } = record;
  return rest;
}

/** Replaces one round's marks and scoring facts of an event, copying only that path. */
function updateRoundMarks(
  state: CompetitionState,
  eventName: string,
  roundNumber: number,
  change: (
    marks: EventMarks['rounds'][number],
    scoring: RoundScoring,
  ) => { marks?: EventMarks['rounds'][number]; scoring: RoundScoring },
): CompetitionState {
  const current: EventMarks = state.marks[eventName] ?? { rounds: {} };
  const next = change(
    current.rounds[roundNumber] ?? {},
    current.scoring?.[roundNumber] ?? emptyScoring,
  );
  return {
    ...state,
    marks: {
      ...state.marks,
      [eventName]: {
        rounds: next.marks ? { ...current.rounds, [roundNumber]: next.marks } : current.rounds,
        scoring: { ...current.scoring, [roundNumber]: next.scoring },
      },
    },
  };
}

/** Folds the events of the competition day: cards, the chairman's decisions, the panel, posting. */
export function applyScoring(state: CompetitionState, event: ScoringFoldEvent): CompetitionState {
  switch (event.type) {
    case 'MarksStored': {
      const { change } = event;
      return updateRoundMarks(state, event.eventName, event.roundNumber, (marks, scoring) => ({
        marks: {
          ...marks,
          [change.judgeKey]: { ...marks[change.judgeKey], [change.dance]: change.couples },
        },
        scoring: {
          ...scoring,
          history: [...scoring.history, change],
          reopened: withoutKey(scoring.reopened, change.judgeKey),
        },
      }));
    }
    case 'JudgeCardReopened':
      return updateRoundMarks(state, event.eventName, event.roundNumber, (_marks, scoring) => {
        // A reopened card withdraws the approval: the round is not complete until it is back.
        const rest = withoutApproval(scoring);
        return {
          scoring: { ...rest, reopened: { ...scoring.reopened, [event.judgeKey]: event.card } },
        };
      });
    case 'RecallCutSet':
      return updateRoundMarks(state, event.eventName, event.roundNumber, (_marks, scoring) => ({
        // A different recall withdraws the approval: the chairman approved other couples.
        scoring: {
          ...(scoring.recallCut === event.recall ? scoring : withoutApproval(scoring)),
          recallCut: event.recall,
          ...(event.by !== undefined && { recallCutBy: event.by }),
          ...(event.at !== undefined && { recallCutAt: event.at }),
        },
      }));
    case 'RoundApproved':
      return updateRoundMarks(state, event.eventName, event.roundNumber, (_marks, scoring) => ({
        scoring: { ...scoring, approvedAt: event.at, approvedBy: event.by },
      }));
    case 'RoundPosted': {
      const current = state.results[event.eventName] ?? { rounds: {} };
      return {
        ...state,
        results: {
          ...state.results,
          [event.eventName]: {
            ...current,
            rounds: { ...current.rounds, [event.roundNumber]: event.result },
            ...(event.finalResults && { finalResults: event.finalResults }),
          },
        },
      };
    }
    case 'RoundPanelSet':
      return applyRoundPanel(state, event);
    case 'RoundMarksDiscarded':
      return discardRoundMarks(state, event.eventName, event.roundNumber);
  }
}

/**
 * Drops one round's marks, scoring facts and saved result (a Final takes
 * the event's final results with it). The event log still holds them all.
 */
function discardRoundMarks(
  state: CompetitionState,
  eventName: string,
  roundNumber: number,
): CompetitionState {
  const marks = state.marks[eventName];
  const results = state.results[eventName];
  const next = { ...state };
  if (marks) {
    next.marks = {
      ...state.marks,
      [eventName]: {
        rounds: withoutKey(marks.rounds, String(roundNumber)),
        ...(marks.scoring && { scoring: withoutKey(marks.scoring, String(roundNumber)) }),
      },
    };
  }
  if (results) {
    const { finalResults, ...rest } = results;
    next.results = {
      ...state.results,
      [eventName]: {
        ...rest,
        rounds: withoutKey(results.rounds, String(roundNumber)),
        ...(finalResults && roundNumber !== 1 && { finalResults }),
      },
    };
  }
  return next;
}

/** The round's scoring facts with any approval withdrawn. */
function withoutApproval(scoring: RoundScoring): RoundScoring {
  const { approvedAt: _at, approvedBy: _by, ...rest } = scoring;
  return rest;
}
