import type { RoundFields } from '../competition/round-events';
import type { RoundState } from '../competition/enumerations';
import { transition } from '../competition/round-lifecycle';
import { heldMarks } from '../competition/round-lifecycle-discard';
import type { CompetitionState } from '../competition/state';
import { accept, refuse, type DecideContext, type Decision } from '../competition/decision';
import { findRound } from '../competition/lookups';
import { scheduledRounds } from '../competition/schedule';

/**
 * Spec §4: any round state may be written directly, by staff, through the
 * round lifecycle's `write` move: Running records when the round really
 * started, once; stepping a round with marks back is refused naming what
 * would be lost unless `discardMarks` confirms it (ADR 015).
 */
export function setRoundState(
  state: CompetitionState,
  eventName: string,
  roundNumber: number,
  roundState: RoundState,
  context: DecideContext,
  discardMarks = false,
): Decision {
  const found = findRound(state, eventName, roundNumber);
  if (!found.ok) {
    return refuse(found.error);
  }
  const moved = transition(found.value, {
    kind: 'write',
    to: roundState,
    at: context.now(),
    held: heldMarks(state, found.value),
    discardMarks,
  });
  return moved.ok ? accept(...moved.events) : refuse(moved.refusal);
}

/** Spec §5: a recall size or heat count of 0 is coerced to 1. */
export function coerceCount(value: number | undefined): number | undefined {
  return value === 0 ? 1 : value;
}

/** Inline edits of a round on the schedule: recall size, heats and planned start. */
export function updateRound(
  state: CompetitionState,
  command: {
    eventName: string;
    roundNumber: number;
    recallSize?: number | undefined;
    numHeats?: number | undefined;
    roundStartTime?: string | undefined;
  },
): Decision {
  const found = findRound(state, command.eventName, command.roundNumber);
  if (!found.ok) {
    return refuse(found.error);
  }
  const fields: RoundFields = {};
  const recallSize = coerceCount(command.recallSize);
  const numHeats = coerceCount(command.numHeats);
  if (recallSize !== undefined) {
    fields.recallSize = recallSize;
  }
  if (numHeats !== undefined) {
    fields.numHeats = numHeats;
  }
  if (command.roundStartTime !== undefined) {
    fields.roundStartTime = command.roundStartTime;
  }
  if (Object.keys(fields).length === 0) {
    return refuse('nothing to change: give a recall size, a heat count or a start time');
  }
  return accept({
    type: 'RoundsUpdated',
    changes: [{ eventName: command.eventName, roundNumber: command.roundNumber, fields }],
  });
}

/**
 * Spec §4: shifting a round swaps its schedule index with its neighbour's.
 * Index 0 means "not scheduled", so a round there has no neighbour, and no
 * round is ever shifted into it.
 */
export function shiftRound(
  state: CompetitionState,
  eventName: string,
  roundNumber: number,
  direction: 'earlier' | 'later',
): Decision {
  const found = findRound(state, eventName, roundNumber);
  if (!found.ok) {
    return refuse(found.error);
  }
  const round = found.value;
  if (round.scheduleIndex === 0) {
    return refuse(`the ${round.roundName} of "${eventName}" is not on the schedule (index 0)`);
  }
  const order = scheduledRounds(state.events);
  const position = order.findIndex((other) => other.roundId === round.roundId);
  const neighbour = order[direction === 'earlier' ? position - 1 : position + 1];
  if (!neighbour) {
    return refuse(
      `the ${round.roundName} of "${eventName}" is already ${direction === 'earlier' ? 'first' : 'last'} on the schedule`,
    );
  }
  const [mine, theirs] =
    neighbour.scheduleIndex === round.scheduleIndex
      ? direction === 'earlier'
        ? [round.scheduleIndex - 0.5, round.scheduleIndex]
        : [round.scheduleIndex + 0.5, round.scheduleIndex]
      : [neighbour.scheduleIndex, round.scheduleIndex];
  return accept({
    type: 'RoundsUpdated',
    changes: [
      { eventName, roundNumber, fields: { scheduleIndex: mine } },
      {
        eventName: neighbour.eventName,
        roundNumber: neighbour.roundNumber,
        fields: { scheduleIndex: theirs },
      },
    ],
  });
}
