import {
  isScheduleItem,
  roundStates,
  scheduledRounds,
  type CompetitionState,
  type Round,
} from '@floorcraft/domain';

/** A round judges mark: not a schedule item (Lunch, Awards), which nobody marks. */
const isMarked = (state: CompetitionState, round: Round) =>
  !isScheduleItem(state.events[round.eventName]!);

/** Every marked round of the day in schedule order, unscheduled ones (index 0) last. */
function dayOrder(state: CompetitionState): Round[] {
  const scheduled = scheduledRounds(state.events);
  const unscheduled = Object.values(state.events).flatMap((event) =>
    Object.values(event.rounds).filter((round) => round.scheduleIndex <= 0),
  );
  return [...scheduled, ...unscheduled].filter((round) => isMarked(state, round));
}

/** The rounds the chairman watches: on the floor (Running) or fully marked (Marked), in schedule order. */
export function roundsOnTheFloor(state: CompetitionState): Round[] {
  return dayOrder(state).filter(
    (round) => round.roundState === roundStates.Running || round.roundState === roundStates.Marked,
  );
}

/** The next rounds not yet started (Initialized or Empty), in schedule order: what can be called next. */
export function roundsToStart(state: CompetitionState, limit = 3): Round[] {
  return dayOrder(state)
    .filter(
      (round) =>
        round.scheduleIndex > 0 &&
        (round.roundState === roundStates.Initialized || round.roundState === roundStates.Empty),
    )
    .slice(0, limit);
}

/** "Bronze Standard — Semi-Final": how the chairman's screen names a round. */
export const roundTitle = (round: Round) => `${round.eventName} — ${round.roundName}`;

/** Competitor number → "Lead & Follow", for the couples dancing a round. */
export function coupleNames(round: Round): Record<string, string> {
  return Object.fromEntries(
    Object.values(round.entries).map((entry) => [
      String(entry.leadNumber),
      `${entry.leadName} & ${entry.followName}`,
    ]),
  );
}
