import type { Round } from './dance-event';
import { roundStateName, type RoundState } from './enumerations';
import type { DomainEvent } from './events';
import { isUnderWay, stepsBack } from './round-lifecycle-states';
import type { CompetitionState } from './state';

/** The words a refusal ends with when confirming (`discardMarks: true`) lets the change through. */
export const DISCARD_MARKS_CONFIRMATION = 'confirm to discard them';

/** Whether a refusal asks to confirm discarding a round's marks, so a screen can ask the user. */
export function asksToDiscardMarks(message: string): boolean {
  return message.trimEnd().endsWith(DISCARD_MARKS_CONFIRMATION);
}

/** What a round holds that stepping it back would throw away, read from the state. */
export interface HeldMarks {
  /** How many judges have stored marks for the round. */
  judges: number;
  /** Whether the round has a saved (posted) result. */
  posted: boolean;
  /** The round after it, holding couples the posted result recalled (a preliminary round's). */
  recalledInto?: { round: Round; recalled: readonly number[]; hasMarks: boolean };
}

function judgesWithMarks(state: CompetitionState, eventName: string, roundNumber: number): number {
  const byJudge = state.marks[eventName]?.rounds[roundNumber] ?? {};
  return Object.values(byJudge).filter((byDance) =>
    Object.values(byDance).some((numbers) => numbers.length > 0),
  ).length;
}

/** The facts a staff write of the round's state is checked against (`transition`, move `write`). */
export function heldMarks(state: CompetitionState, round: Round): HeldMarks {
  const { eventName, roundNumber } = round;
  const saved = state.results[eventName]?.rounds[roundNumber];
  const next = state.events[eventName]?.rounds[roundNumber - 1];
  return {
    judges: judgesWithMarks(state, eventName, roundNumber),
    posted: saved !== undefined,
    ...(saved?.recalled &&
      next && {
        recalledInto: {
          round: next,
          recalled: saved.recalled,
          hasMarks: judgesWithMarks(state, eventName, next.roundNumber) > 0,
        },
      }),
  };
}

/**
 * Spec §4 (any state may be written) within reason: stepping a round that
 * holds marks back throws its marks away. This names what would be lost
 * ("the Semi-Final of "X" has marks from 5 judges and a posted result; …"),
 * or is undefined when nothing would be. The event log keeps everything.
 */
export function marksAtStake(round: Round, to: RoundState, held: HeldMarks): string | undefined {
  if (!stepsBack(round.roundState, to) || !(held.posted || held.judges > 0)) {
    return undefined;
  }
  const { judges } = held;
  const lost = [
    ...(judges > 0 ? [`marks from ${judges} ${judges === 1 ? 'judge' : 'judges'}`] : []),
    ...(held.posted ? ['a posted result'] : []),
  ].join(' and ');
  return `the ${round.roundName} of "${round.eventName}" has ${lost}; setting it to ${roundStateName(to)} discards them and it must be marked again; ${DISCARD_MARKS_CONFIRMATION}`;
}

/**
 * Discarding a posted preliminary result takes back its recall, which is
 * refused while the next round is under way: that would leave marks for
 * couples no result recalled. Undefined when the recall may be taken back.
 */
export function recallStillNeeded(round: Round, held: HeldMarks): string | undefined {
  const next = held.recalledInto;
  if (!next || !(isUnderWay(next.round.roundState) || next.hasMarks)) {
    return undefined;
  }
  return `the ${next.round.roundName} of "${round.eventName}" is already under way (${roundStateName(next.round.roundState)}); step it back first, then the ${round.roundName} its couples were recalled from`;
}

/** The couples a discarded posted recall had sent on leave the next round, so posting again recalls afresh. */
export function recallWithdrawal(round: Round, held: HeldMarks): DomainEvent[] {
  const next = held.recalledInto;
  if (!next) {
    return [];
  }
  const through = new Set(next.recalled);
  const entryIds = Object.values(next.round.entries)
    .filter((entry) => through.has(entry.leadNumber))
    .map((entry) => entry.entryId);
  return entryIds.length > 0
    ? [
        {
          type: 'RecalledCouplesWithdrawn',
          eventName: round.eventName,
          roundNumber: next.round.roundNumber,
          entryIds,
        },
      ]
    : [];
}
