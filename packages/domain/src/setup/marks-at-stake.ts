import type { Round } from '../competition/dance-event';
import { roundStateName, roundStates, type RoundState } from '../competition/enumerations';
import type { CompetitionState } from '../competition/state';
import { roundHasMarks } from './lookups';

/** The words a refusal ends with when confirming (`discardMarks: true`) lets the change through. */
export const DISCARD_MARKS_CONFIRMATION = 'confirm to discard them';

/** Whether a refusal asks to confirm discarding a round's marks, so a screen can ask the user. */
export function asksToDiscardMarks(message: string): boolean {
  return message.trimEnd().endsWith(DISCARD_MARKS_CONFIRMATION);
}

/** Whether setting `roundState` steps the round back: to Initialized or Empty, or out of Posted. */
function stepsBack(round: Round, roundState: RoundState): boolean {
  if (roundState === round.roundState) {
    return false;
  }
  return (
    roundState === roundStates.Initialized ||
    roundState === roundStates.Empty ||
    round.roundState === roundStates.Posted
  );
}

/**
 * Spec §4 (any state may be written) within reason: stepping a round that
 * holds marks back to Initialized or Empty, or out of Posted, throws its
 * marks away. This names what would be lost ("the Semi-Final of "X" has
 * marks from 5 judges and a posted result; …"), or is undefined when
 * nothing would be. The event log keeps everything either way.
 */
export function marksAtStake(
  state: CompetitionState,
  round: Round,
  roundState: RoundState,
): string | undefined {
  const { eventName, roundNumber } = round;
  const posted = state.results[eventName]?.rounds[roundNumber] !== undefined;
  if (!stepsBack(round, roundState) || !(posted || roundHasMarks(state, eventName, roundNumber))) {
    return undefined;
  }
  const byJudge = state.marks[eventName]?.rounds[roundNumber] ?? {};
  const judges = Object.values(byJudge).filter((byDance) =>
    Object.values(byDance).some((numbers) => numbers.length > 0),
  ).length;
  const held = [
    ...(judges > 0 ? [`marks from ${judges} ${judges === 1 ? 'judge' : 'judges'}`] : []),
    ...(posted ? ['a posted result'] : []),
  ].join(' and ');
  const target = roundStateName(roundState);
  return `the ${round.roundName} of "${eventName}" has ${held}; setting it to ${target} discards them and it must be marked again; ${DISCARD_MARKS_CONFIRMATION}`;
}
