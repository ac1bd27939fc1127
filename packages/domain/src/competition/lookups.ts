import type { DanceEvent, Round } from './dance-event';
import type { CompetitionState } from './state';

export type Found<T> = { ok: true; value: T } | { ok: false; error: string };

export function findEvent(state: CompetitionState, eventName: string): Found<DanceEvent> {
  const event = state.events[eventName];
  return event ? { ok: true, value: event } : { ok: false, error: `no event named "${eventName}"` };
}

export function findRound(
  state: CompetitionState,
  eventName: string,
  roundNumber: number,
): Found<Round> {
  const event = findEvent(state, eventName);
  if (!event.ok) {
    return event;
  }
  const round = event.value.rounds[roundNumber];
  return round
    ? { ok: true, value: round }
    : { ok: false, error: `"${eventName}" has no round ${roundNumber}` };
}

/** The event's round numbers, highest (first danced) first. */
export function roundNumbers(event: DanceEvent): number[] {
  return Object.keys(event.rounds)
    .map(Number)
    .sort((a, b) => b - a);
}

/** The first round danced: the highest number, which holds every entry (spec's "last round"). */
export function lastRoundNumber(event: DanceEvent): number | undefined {
  return roundNumbers(event)[0];
}

/** Whether any judge has stored a mark for this round. */
export function roundHasMarks(
  state: CompetitionState,
  eventName: string,
  roundNumber: number,
): boolean {
  const byJudge = state.marks[eventName]?.rounds[roundNumber] ?? {};
  return Object.values(byJudge).some((byDance) =>
    Object.values(byDance).some((numbers) => numbers.length > 0),
  );
}

/** The rounds of an event that hold marks, named for a refusal message. */
export function roundsWithMarks(state: CompetitionState, event: DanceEvent): Round[] {
  return roundNumbers(event)
    .filter((number) => roundHasMarks(state, event.name, number))
    .map((number) => event.rounds[number]!);
}

/** "Semi-Final and Final" from a list of rounds. */
export function namesOf(rounds: readonly Round[]): string {
  const names = rounds.map((round) => round.roundName);
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
