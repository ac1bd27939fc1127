import type { Round } from '../competition/dance-event';
import type { CompetitionState } from '../competition/state';
import type { FloorEvent } from './events';
import { NOTES_KEPT, type FloorState } from './state';

function withFloor(state: CompetitionState, floor: FloorState): CompetitionState {
  return { ...state, floor };
}

/** The state with one round changed. */
function withRound(
  state: CompetitionState,
  { eventName, roundNumber }: { eventName: string; roundNumber: number },
  change: (round: Round) => Round,
): CompetitionState {
  const event = state.events[eventName];
  const round = event?.rounds[roundNumber];
  if (!event || !round) {
    return state;
  }
  return {
    ...state,
    events: {
      ...state.events,
      [eventName]: { ...event, rounds: { ...event.rounds, [roundNumber]: change(round) } },
    },
  };
}

/** Folds one floor event into the state. */
export function applyFloor(state: CompetitionState, event: FloorEvent): CompetitionState {
  const { floor } = state;
  switch (event.type) {
    case 'HeatCalled':
      return withFloor(state, { ...floor, onFloor: event.onFloor });
    case 'HeatReadySet': {
      const { [String(event.heat)]: _was, ...others } = floor.heatsReady[event.roundId] ?? {};
      const heats = event.ready
        ? { ...others, [String(event.heat)]: { by: event.by, at: event.at } }
        : others;
      return withFloor(state, {
        ...floor,
        heatsReady: { ...floor.heatsReady, [event.roundId]: heats },
      });
    }
    case 'FloorNoteSent':
      return withFloor(state, { ...floor, notes: [...floor.notes, event.note].slice(-NOTES_KEPT) });
    case 'FloorNoteCleared':
      return withFloor(state, {
        ...floor,
        notes: floor.notes.filter((note) => note.id !== event.id),
      });
    case 'BigScreenSet':
      return withFloor(state, { ...floor, bigScreen: event.screen });
    case 'BreakEnded':
      // The round's state moved through the lifecycle in the events before this one.
      return withRound(state, event, (round) => ({ ...round, roundActualEndTime: event.at }));
    case 'FinalHeld':
      return withFloor(state, {
        ...floor,
        heldFinals: { ...floor.heldFinals, [event.eventName]: event.held },
      });
    case 'FinalReleased': {
      const { [event.eventName]: _released, ...stillHeld } = floor.heldFinals;
      return withFloor(state, { ...floor, heldFinals: stillHeld });
    }
  }
}
