import {
  isScheduleItem,
  roundStateName,
  roundStates,
  scheduledRounds,
  type CompetitionState,
  type Round,
} from '@floorcraft/domain';

export interface RoundChoice {
  /** `{event}-R{n}`: the round's id, as the `?round=` query carries it. */
  roundId: string;
  label: string;
  round: Round;
}

/**
 * Every round of the day in schedule order (unscheduled ones last),
 * labelled for the picker; schedule items (Lunch, Awards) are never marked.
 */
export function roundChoices(state: CompetitionState): RoundChoice[] {
  const scheduled = scheduledRounds(state.events);
  const unscheduled = Object.values(state.events).flatMap((event) =>
    Object.values(event.rounds).filter((round) => round.scheduleIndex <= 0),
  );
  const marked = [...scheduled, ...unscheduled].filter(
    (round) => !isScheduleItem(state.events[round.eventName]!),
  );
  return marked.map((round) => ({
    roundId: round.roundId,
    label: `${round.eventName} — ${round.roundName} (${roundStateName(round.roundState)})`,
    round,
  }));
}

/**
 * The round the screen shows: the one the link names, else the first on
 * the floor or marked, else the first not yet posted, else the first.
 */
export function pickRound(
  choices: readonly RoundChoice[],
  roundId: string | null,
): RoundChoice | undefined {
  const named = choices.find((choice) => choice.roundId === roundId);
  if (named) {
    return named;
  }
  const { Running, Marked, Posted, Skipped } = roundStates;
  return (
    choices.find((c) => c.round.roundState === Running || c.round.roundState === Marked) ??
    choices.find((c) => c.round.roundState !== Posted && c.round.roundState !== Skipped) ??
    choices[0]
  );
}
