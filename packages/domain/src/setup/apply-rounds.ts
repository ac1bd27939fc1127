import type {
  DanceEvent,
  Entry,
  EventMarks,
  EventResults,
  Round,
} from '../competition/dance-event';
import type { RoundChange, RoundEvent } from '../competition/round-events';
import type { CompetitionState } from '../competition/state';
import type { EntryChange, SetupEvent } from './events';

/** The events that shape events, entries and rounds: setup's own and the round lifecycle's. */
export type RoundsFoldEvent =
  | Extract<
      SetupEvent,
      {
        type:
          | 'EventSaved'
          | 'EventRemoved'
          | 'EntriesAdded'
          | 'EntryRemoved'
          | 'RoundsReplaced'
          | 'EntriesUpdated'
          | 'CompetitorScratched';
      }
    >
  | Extract<RoundEvent, { type: 'RoundsUpdated' | 'RecalledCouplesWithdrawn' }>;

function without<T>(record: Record<string, T>, key: string | number): Record<string, T> {
  const { [key]: _removed, ...rest } = record;
  return rest;
}

function withEntries(
  entries: Record<string, Entry>,
  added: readonly Entry[],
): Record<string, Entry> {
  const next = { ...entries };
  for (const entry of added) {
    next[entry.entryId] = entry;
  }
  return next;
}

/** Pins each couple left in a round to the heat it was lined up in. */
function keptInHeats(
  entries: Record<string, Entry>,
  heats: Record<string, number> | undefined,
): Record<string, Entry> {
  if (!heats) {
    return entries;
  }
  const next: Record<string, Entry> = {};
  for (const [id, entry] of Object.entries(entries)) {
    const heat = heats[id];
    next[id] = heat === undefined ? entry : { ...entry, heat };
  }
  return next;
}

/** Moves the keys of a by-round map to their new round numbers. */
function renumbered<T>(
  byRound: Record<number, T>,
  renumber: Record<number, number>,
): Record<number, T> {
  const next: Record<number, T> = {};
  for (const [key, value] of Object.entries(byRound)) {
    next[renumber[Number(key)] ?? Number(key)] = value;
  }
  return next;
}

function updateEvent(
  state: CompetitionState,
  eventName: string,
  change: (event: DanceEvent) => DanceEvent,
): CompetitionState {
  const event = state.events[eventName];
  return event ? { ...state, events: { ...state.events, [eventName]: change(event) } } : state;
}

function updateRound(
  event: DanceEvent,
  roundNumber: number,
  change: (round: Round) => Round,
): DanceEvent {
  const round = event.rounds[roundNumber];
  return round ? { ...event, rounds: { ...event.rounds, [roundNumber]: change(round) } } : event;
}

function applyRoundChanges(
  state: CompetitionState,
  changes: readonly RoundChange[],
): CompetitionState {
  let next = state;
  for (const { eventName, roundNumber, fields } of changes) {
    next = updateEvent(next, eventName, (event) =>
      updateRound(event, roundNumber, (round) => ({ ...round, ...fields })),
    );
  }
  return next;
}

function changeEntry(entries: Record<string, Entry>, change: EntryChange): Record<string, Entry> {
  const entry = entries[change.entryId];
  return entry ? { ...entries, [change.entryId]: { ...entry, ...change.fields } } : entries;
}

function applyEntryChanges(
  state: CompetitionState,
  changes: readonly EntryChange[],
): CompetitionState {
  let next = state;
  for (const change of changes) {
    next = updateEvent(next, change.eventName, (event) =>
      change.roundNumber === undefined
        ? { ...event, entries: changeEntry(event.entries, change) }
        : updateRound(event, change.roundNumber, (round) => ({
            ...round,
            entries: changeEntry(round.entries, change),
          })),
    );
  }
  return next;
}

function withoutNumber(marks: EventMarks | undefined, roundNumber: number, leadNumber: number) {
  const round = marks?.rounds[roundNumber];
  if (!marks || !round) {
    return marks;
  }
  const judges = Object.fromEntries(
    Object.entries(round).map(([judge, byDance]) => [
      judge,
      Object.fromEntries(
        Object.entries(byDance).map(([dance, numbers]) => [
          dance,
          numbers.filter((number) => number !== leadNumber),
        ]),
      ),
    ]),
  );
  return { ...marks, rounds: { ...marks.rounds, [roundNumber]: judges } };
}

/** Folds the events that shape the programme (events, entries, rounds, schedule). */
export function applyRounds(state: CompetitionState, event: RoundsFoldEvent): CompetitionState {
  switch (event.type) {
    case 'EventSaved': {
      const existing = state.events[event.definition.name];
      const saved: DanceEvent = {
        ...event.definition,
        entries: existing?.entries ?? {},
        rounds: existing?.rounds ?? {},
      };
      return { ...state, events: { ...state.events, [saved.name]: saved } };
    }
    case 'EventRemoved':
      return {
        ...state,
        events: without(state.events, event.eventName),
        marks: without(state.marks, event.eventName),
        results: without(state.results, event.eventName),
      };
    case 'EntriesAdded':
      return updateEvent(state, event.eventName, (danceEvent) => {
        let next = event.toEvent
          ? { ...danceEvent, entries: withEntries(danceEvent.entries, event.entries) }
          : danceEvent;
        const pinned =
          event.heat === undefined
            ? event.entries
            : event.entries.map((entry) => ({ ...entry, heat: event.heat }));
        for (const roundNumber of event.roundNumbers) {
          next = updateRound(next, roundNumber, (round) => ({
            ...round,
            entries: withEntries(round.entries, pinned),
          }));
        }
        return next;
      });
    case 'EntryRemoved':
      return updateEvent(state, event.eventName, (danceEvent) => ({
        ...danceEvent,
        entries: without(danceEvent.entries, event.entryId),
        rounds: Object.fromEntries(
          Object.entries(danceEvent.rounds).map(([number, round]) => [
            number,
            event.entryId in round.entries
              ? { ...round, entries: without(round.entries, event.entryId) }
              : round,
          ]),
        ),
      }));
    case 'RoundsReplaced': {
      const next = updateEvent(state, event.eventName, (danceEvent) => ({
        ...danceEvent,
        rounds: event.rounds,
      }));
      const { renumber } = event;
      if (!renumber) {
        return next;
      }
      const marks: EventMarks | undefined = state.marks[event.eventName];
      const results: EventResults | undefined = state.results[event.eventName];
      return {
        ...next,
        marks: marks
          ? {
              ...state.marks,
              [event.eventName]: {
                rounds: renumbered(marks.rounds, renumber),
                ...(marks.scoring && { scoring: renumbered(marks.scoring, renumber) }),
              },
            }
          : state.marks,
        results: results
          ? {
              ...state.results,
              [event.eventName]: { ...results, rounds: renumbered(results.rounds, renumber) },
            }
          : state.results,
      };
    }
    case 'RoundsUpdated':
      return applyRoundChanges(state, event.changes);
    case 'EntriesUpdated':
      return applyEntryChanges(state, event.changes);
    case 'RecalledCouplesWithdrawn':
      return updateEvent(state, event.eventName, (danceEvent) =>
        updateRound(danceEvent, event.roundNumber, (round) => ({
          ...round,
          entries: Object.fromEntries(
            Object.entries(round.entries).filter(([entryId]) => !event.entryIds.includes(entryId)),
          ),
        })),
      );
    case 'CompetitorScratched': {
      const next = updateEvent(state, event.eventName, (danceEvent) =>
        updateRound(danceEvent, event.roundNumber, (round) => ({
          ...round,
          entries: keptInHeats(without(round.entries, event.entryId), event.keepHeats),
        })),
      );
      const marks = withoutNumber(
        state.marks[event.eventName],
        event.roundNumber,
        event.leadNumber,
      );
      return marks ? { ...next, marks: { ...next.marks, [event.eventName]: marks } } : next;
    }
  }
}
