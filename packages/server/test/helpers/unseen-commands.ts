import {
  dancingNumbers,
  judgedDances,
  requestedRecall,
  roundPanel,
  roundStates,
  scheduledRounds,
  type Command,
  type CompetitionState,
} from '@floorcraft/domain';

/**
 * Commands no public page shows (ADR 044): what a page's watchers are sent
 * nothing for, and what leaves a server-drawn page's document as it was.
 */

/** One judge's card for the demo's round on the floor, not its last (which would end its marking). */
export function aJudgesCard(state: CompetitionState): Command {
  const round = scheduledRounds(state.events).find(
    (candidate) => candidate.roundState === roundStates.Running,
  )!;
  const { eventName, roundNumber } = round;
  const marked = state.marks[eventName]?.rounds[roundNumber] ?? {};
  const missing = roundPanel(state, round).flatMap((judge) =>
    judgedDances(state.events[eventName]!)
      .filter((dance) => marked[judge.key]?.[dance] === undefined)
      .map((dance) => ({ judgeKey: judge.key, dance })),
  );
  if (missing.length < 2) {
    throw new Error(`the round on the floor should miss two cards or more, not ${missing.length}`);
  }
  const numbers = dancingNumbers(round);
  const couples = roundNumber === 1 ? numbers : numbers.slice(0, requestedRecall(round));
  return { type: 'submitMarks', eventName, roundNumber, ...missing[0]!, couples };
}

/** A couple checked in for a round still to dance, as the deck captain does. */
export function aCheckIn(state: CompetitionState): Command {
  const round = scheduledRounds(state.events).find(
    (candidate) =>
      candidate.roundState === roundStates.Initialized &&
      Object.values(candidate.entries).some((entry) => !entry.checkedIn),
  )!;
  const entry = Object.values(round.entries).find((candidate) => !candidate.checkedIn)!;
  return {
    type: 'checkIn',
    eventName: round.eventName,
    roundNumber: round.roundNumber,
    entryId: entry.entryId,
    checkedIn: true,
  };
}
