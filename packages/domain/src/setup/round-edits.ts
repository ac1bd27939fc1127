import type { DomainEvent, RoundFields } from '../competition/events';
import type { Round } from '../competition/dance-event';
import { roundStateName, roundStates, type RoundState } from '../competition/enumerations';
import type { CompetitionState } from '../competition/state';
import { accept, refuse, type DecideContext, type Decision } from '../commands/decision';
import { findRound, roundHasMarks, type Found } from './lookups';
import { marksAtStake } from './marks-at-stake';
import { scheduledRounds } from './schedule';

/**
 * Spec §4: any round state may be written directly. Starting a round
 * (Running) records when it really started, once. Stepping a round with
 * marks back to Initialized or Empty, or out of Posted, is refused naming
 * what would be lost, unless `discardMarks` confirms it: then the round's
 * marks and saved result are dropped (the event log keeps them).
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
  const fields: RoundFields = { roundState };
  if (roundState === roundStates.Running && found.value.roundActualStartTime === '') {
    fields.roundActualStartTime = context.now();
  }
  const updated: DomainEvent = {
    type: 'RoundsUpdated',
    changes: [{ eventName, roundNumber, fields }],
  };
  const atStake = marksAtStake(state, found.value, roundState);
  if (!atStake) {
    return accept(updated);
  }
  const withdrawal = recallWithdrawal(state, found.value);
  if (!withdrawal.ok) {
    return refuse(withdrawal.error);
  }
  if (!discardMarks) {
    return refuse(atStake);
  }
  return accept(
    { type: 'RoundMarksDiscarded', eventName, roundNumber },
    updated,
    ...withdrawal.value,
  );
}

/**
 * Discarding a posted preliminary result takes back its recall: the couples
 * it sent into the next round leave it, so posting again recalls afresh.
 * Refused while the next round is already under way, which would leave
 * marks for couples no result recalled.
 */
function recallWithdrawal(state: CompetitionState, round: Round): Found<DomainEvent[]> {
  const { eventName, roundNumber } = round;
  const recalled = state.results[eventName]?.rounds[roundNumber]?.recalled;
  const next = state.events[eventName]?.rounds[roundNumber - 1];
  if (!recalled || !next) {
    return { ok: true, value: [] };
  }
  const underWay: readonly RoundState[] = [
    roundStates.Running,
    roundStates.Marked,
    roundStates.Posted,
  ];
  if (underWay.includes(next.roundState) || roundHasMarks(state, eventName, next.roundNumber)) {
    return {
      ok: false,
      error: `the ${next.roundName} of "${eventName}" is already under way (${roundStateName(next.roundState)}); step it back first, then the ${round.roundName} its couples were recalled from`,
    };
  }
  const through = new Set(recalled);
  const entryIds = Object.values(next.entries)
    .filter((entry) => through.has(entry.leadNumber))
    .map((entry) => entry.entryId);
  return {
    ok: true,
    value:
      entryIds.length > 0
        ? [{ type: 'RecalledCouplesWithdrawn', eventName, roundNumber: next.roundNumber, entryIds }]
        : [],
  };
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
