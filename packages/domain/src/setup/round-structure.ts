import type { Round } from '../competition/dance-event';
import type { DomainEvent } from '../competition/events';
import type { CompetitionState } from '../competition/state';
import { newRound, transition } from '../competition/round-lifecycle';
import { accept, refuse, type Decision } from '../competition/decision';
import {
  findEvent,
  findRound,
  namesOf,
  roundHasMarks,
  roundNumbers,
  roundsWithMarks,
} from '../competition/lookups';
import { defaultRecallSize, roundCountFor } from '../competition/round-naming';
import { heatsFor, renumberRounds } from '../competition/renumber-rounds';
import { newRoundIndexes } from '../competition/schedule';
import { isScheduleItem } from '../competition/schedule-items';

/** Why an event's rounds may not be replaced, if they hold marks. */
function marksProblem(
  state: CompetitionState,
  eventName: string,
  doing: string,
): string | undefined {
  const event = state.events[eventName];
  const marked = event ? roundsWithMarks(state, event) : [];
  return marked.length > 0
    ? `cannot ${doing} "${eventName}": marks are stored for its ${namesOf(marked)}`
    : undefined;
}

/**
 * Spec §4 "generate rounds from the number of entries": a straight Final
 * for up to the setting largestStraightFinal (6 by default), a Semi-Final
 * up to 12, then 24, 38, 60, 80. The first round danced holds every entry;
 * the rounds go to the end of the schedule, before the day's closing
 * awards (`newRoundIndexes`). A schedule item (Lunch, Awards) gets its one
 * round, named after it: it is no Final.
 */
export function generateRounds(state: CompetitionState, eventName: string): Decision {
  const found = findEvent(state, eventName);
  if (!found.ok) {
    return refuse(found.error);
  }
  const problem = marksProblem(state, eventName, 'generate rounds for');
  if (problem) {
    return refuse(problem);
  }
  const event = found.value;
  const entries = Object.values(event.entries);
  const item = isScheduleItem(event);
  const count = item ? 1 : roundCountFor(entries.length, state.settings.largestStraightFinal);
  const others = { ...state.events, [eventName]: { ...event, rounds: {} } };
  const indexes = newRoundIndexes(others, count, event);
  const inDanceOrder = Array.from({ length: count }, (_, position) => {
    const roundNumber = count - position;
    const couples = position === 0 ? entries.length : defaultRecallSize(roundNumber + 1);
    return {
      ...newRound(eventName, indexes[position]!),
      numHeats: heatsFor(couples),
      entries: position === 0 ? event.entries : {},
    };
  });
  const { rounds } = renumberRounds(eventName, inDanceOrder);
  return accept({
    type: 'RoundsReplaced',
    eventName,
    rounds: item ? { 1: { ...rounds[1]!, roundName: eventName } } : rounds,
  });
}

/** Removes every round of an event (spec "clear rounds"), unless marks are stored. */
export function clearRounds(state: CompetitionState, eventName: string): Decision {
  const found = findEvent(state, eventName);
  if (!found.ok) {
    return refuse(found.error);
  }
  const problem = marksProblem(state, eventName, 'clear the rounds of');
  return problem ? refuse(problem) : accept({ type: 'RoundsReplaced', eventName, rounds: {} });
}

/** Spec §4: skipping a round copies its entries to the previous round and sets it Skipped. */
export function skipRound(
  state: CompetitionState,
  eventName: string,
  roundNumber: number,
): Decision {
  const found = findRound(state, eventName, roundNumber);
  if (!found.ok) {
    return refuse(found.error);
  }
  const moved = transition(found.value, {
    kind: 'skip',
    hasMarks: roundHasMarks(state, eventName, roundNumber),
  });
  if (!moved.ok) {
    return refuse(moved.refusal);
  }
  const copied: DomainEvent = {
    type: 'EntriesAdded',
    eventName,
    entries: Object.values(found.value.entries),
    toEvent: false,
    roundNumbers: [roundNumber - 1],
  };
  return accept(copied, ...moved.events);
}

/**
 * Spec §4 "add an extra round after a given round": the new round dances
 * right after it (schedule index x.5), takes the next number towards the
 * Final, the given round and those before it move one number up, every
 * round is renamed, zero recall sizes are filled, and stored marks and
 * saved results move with their rounds.
 */
export function addExtraRound(
  state: CompetitionState,
  eventName: string,
  afterRoundNumber: number,
): Decision {
  const found = findRound(state, eventName, afterRoundNumber);
  if (!found.ok) {
    return refuse(found.error);
  }
  const event = state.events[eventName]!;
  if (isScheduleItem(event)) {
    return refuse(`"${eventName}" is a schedule item: it has one round and no more`);
  }
  if (afterRoundNumber === 1) {
    return refuse(`cannot add a round after the Final of "${eventName}"`);
  }
  const after = found.value;
  const extra: Round = {
    ...newRound(eventName, after.scheduleIndex > 0 ? after.scheduleIndex + 0.5 : 0),
    numHeats: heatsFor(after.recallSize),
  };
  const inDanceOrder = roundNumbers(event).flatMap((number) =>
    number === afterRoundNumber ? [event.rounds[number]!, extra] : [event.rounds[number]!],
  );
  const { rounds, renumber } = renumberRounds(eventName, inDanceOrder);
  return accept({ type: 'RoundsReplaced', eventName, rounds, renumber });
}

/** Spec §4: deleting a round moves its entries to the prior round, removes it and re-indexes. */
export function deleteRound(
  state: CompetitionState,
  eventName: string,
  roundNumber: number,
): Decision {
  const found = findRound(state, eventName, roundNumber);
  if (!found.ok) {
    return refuse(found.error);
  }
  if (roundHasMarks(state, eventName, roundNumber)) {
    return refuse(
      `cannot delete the ${found.value.roundName} of "${eventName}": marks are stored for it`,
    );
  }
  const event = state.events[eventName]!;
  const prior = event.rounds[roundNumber - 1];
  const inDanceOrder = roundNumbers(event)
    .filter((number) => number !== roundNumber)
    .map((number) =>
      number === roundNumber - 1 && prior
        ? { ...prior, entries: { ...prior.entries, ...found.value.entries } }
        : event.rounds[number]!,
    );
  const { rounds, renumber } = renumberRounds(eventName, inDanceOrder);
  return accept({ type: 'RoundsReplaced', eventName, rounds, renumber });
}
