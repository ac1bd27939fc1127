import { asksToDiscardMarks, type Command, type RoundState } from '@floorcraft/domain';
import { useMemo, useState } from 'react';
import { sentence } from '../../lib/api/api-error';
import { sendCommand } from '../../lib/api/send-command';
import { useCompetitionSlug } from '../../lib/realtime/use-competition-slug';
import { discardQuestion } from './discard-question';
import type { ScheduleRow } from './schedule-rows';

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

function deleteQuestion(row: ScheduleRow): string {
  const after = row.isFinal
    ? 'The round before it becomes the Final.'
    : 'Its couples move to the next round, and the rounds are renamed.';
  return `Delete ${row.label}? ${after}`;
}

/**
 * The schedule's commands. The actions object is stable for the page's
 * life (per competition), so memoised rows are not re-rendered by it; the
 * last refusal is kept, with where to show it.
 */
export function useScheduleActions(): { actions: ScheduleActions; problem: Problem | undefined } {
  const slug = useCompetitionSlug();
  const [problem, setProblem] = useState<Problem>();

  const actions = useMemo((): ScheduleActions => {
    const send = async (where: string, command: Command): Promise<boolean> => {
      setProblem(undefined);
      try {
        await sendCommand(slug, command);
        return true;
      } catch (error) {
        // Stepping a round with marks back: ask, naming what is lost, then send it confirmed.
        if (
          command.type === 'setRoundState' &&
          !command.discardMarks &&
          error instanceof Error &&
          asksToDiscardMarks(error.message)
        ) {
          return window.confirm(discardQuestion(error.message))
            ? send(where, { ...command, discardMarks: true })
            : false;
        }
        setProblem({
          where,
          text: error instanceof Error ? sentence(error.message) : 'The change failed.',
        });
        return false;
      }
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
      skip: (row) => void send(row.roundId, { type: 'skipRound', ...round(row) }),
      remove: (row) => {
        if (window.confirm(deleteQuestion(row))) {
          void send(row.roundId, { type: 'deleteRound', ...round(row) });
        }
      },
      generate: (eventName, roundCount, where) => {
        const rounds = roundCount === 1 ? 'Its round is' : `Its ${roundCount} rounds are`;
        const question = `Generate the rounds of ${eventName} again? ${rounds} replaced by new ones from its entries.`;
        if (roundCount === 0 || window.confirm(question)) {
          void send(where, { type: 'generateRounds', eventName });
        }
      },
      clear: (eventName, where) => {
        const question = `Clear every round of ${eventName}? Its rounds leave the schedule; its entries stay.`;
        if (window.confirm(question)) {
          void send(where, { type: 'clearRounds', eventName });
        }
      },
      assignStartTimes: () => void send(PAGE_PROBLEM, { type: 'assignStartTimes' }),
    };
  }, [slug]);

  return { actions, problem };
}
