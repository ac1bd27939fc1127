import { asksToDiscardMarks, type Command, type RoundState } from '@floorcraft/domain';
import { useMemo } from 'react';
import { useCommand } from '../../lib/api/use-command';
import { confirmThen, type ConfirmRequest } from '../../lib/confirm/confirm-store';
import { discardQuestion } from './discard-question';
import type { ScheduleRow } from './schedule-rows';
import { skipMessage } from './skip-message';

/** Where a refusal is shown: beside the round or event it concerns, else at the top. */
export const PAGE_PROBLEM = 'page';

/** Where an event's refusal shows in the list of events without rounds. */
export const eventProblemKey = (eventName: string) => `event:${eventName}`;

export interface Problem {
  /** A roundId, eventProblemKey(name), or PAGE_PROBLEM. */
  where: string;
  text: string;
}

/** Everything the schedule can change, each sent as one command. */
export interface ScheduleActions {
  setState: (row: ScheduleRow, roundState: RoundState) => Promise<boolean>;
  setCount: (row: ScheduleRow, field: 'numHeats' | 'recallSize', value: number) => Promise<boolean>;
  shift: (row: ScheduleRow, direction: 'earlier' | 'later') => void;
  addExtraRound: (row: ScheduleRow) => void;
  skip: (row: ScheduleRow) => void;
  remove: (row: ScheduleRow) => void;
  /** `where` says where a refusal shows: the row or list line the action was taken from. */
  generate: (eventName: string, roundCount: number, where: string) => void;
  clear: (eventName: string, where: string) => void;
  assignStartTimes: () => void;
}

function deleteQuestion(row: ScheduleRow): ConfirmRequest {
  const after = row.isFinal
    ? 'The round before it becomes the Final.'
    : 'Its couples move to the next round, and the rounds are renamed.';
  return { title: `Delete ${row.label}?`, message: after, confirmLabel: 'Delete round' };
}

/**
 * The schedule's commands. The actions object is stable for the page's
 * life (per competition), so memoised rows are not re-rendered by it; the
 * last refusal is kept, with where to show it, and the last success
 * message (`done`: what Skip did).
 */
export function useScheduleActions(): {
  actions: ScheduleActions;
  problem: Problem | undefined;
  done: string | undefined;
} {
  const { run, reset, refusals, done } = useCommand();

  const actions = useMemo((): ScheduleActions => {
    const send = (where: string, command: Command, success?: string): Promise<boolean> => {
      // One refusal at a time on the schedule: a new action clears the last, wherever it was.
      reset();
      return run(command, {
        where,
        ...(success !== undefined && { success }),
        // Stepping a round with marks back: ask, naming what is lost, then send it confirmed.
        ...(command.type === 'setRoundState' &&
          !command.discardMarks && {
            confirm: {
              when: asksToDiscardMarks,
              question: discardQuestion,
              then: { ...command, discardMarks: true },
            },
          }),
      });
    };
    const round = (row: ScheduleRow) => ({
      eventName: row.eventName,
      roundNumber: row.roundNumber,
    });
    return {
      setState: (row, roundState) =>
        send(row.roundId, { type: 'setRoundState', ...round(row), roundState }),
      setCount: (row, field, value) =>
        send(row.roundId, { type: 'updateRound', ...round(row), [field]: value }),
      shift: (row, direction) =>
        void send(row.roundId, { type: 'shiftRound', ...round(row), direction }),
      addExtraRound: (row) =>
        void send(row.roundId, {
          type: 'addExtraRound',
          eventName: row.eventName,
          afterRoundNumber: row.roundNumber,
        }),
      skip: (row) => void send(row.roundId, { type: 'skipRound', ...round(row) }, skipMessage(row)),
      remove: (row) =>
        confirmThen(
          deleteQuestion(row),
          () => void send(row.roundId, { type: 'deleteRound', ...round(row) }),
        ),
      generate: (eventName, roundCount, where) => {
        const generate = () => void send(where, { type: 'generateRounds', eventName });
        if (roundCount === 0) {
          generate();
          return;
        }
        const rounds = roundCount === 1 ? 'Its round is' : `Its ${roundCount} rounds are`;
        confirmThen(
          {
            title: `Generate the rounds of ${eventName} again?`,
            message: `${rounds} replaced by new ones from its entries.`,
            confirmLabel: 'Generate rounds',
          },
          generate,
        );
      },
      clear: (eventName, where) =>
        confirmThen(
          {
            title: `Clear every round of ${eventName}?`,
            message: 'Its rounds leave the schedule; its entries stay.',
            confirmLabel: 'Clear rounds',
          },
          () => void send(where, { type: 'clearRounds', eventName }),
        ),
      assignStartTimes: () => void send(PAGE_PROBLEM, { type: 'assignStartTimes' }),
    };
  }, [run, reset]);

  // reset() before each run leaves at most one refusal: the last.
  const [last] = refusals;
  return { actions, problem: last && { where: last[0], text: last[1] }, done };
}
