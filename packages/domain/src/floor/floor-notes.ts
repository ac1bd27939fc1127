import type { CompetitionState } from '../competition/state';
import { accept, refuse, type DecideContext, type Decision } from '../competition/decision';
import { findRound } from '../competition/lookups';

/** A note from the deck captain to the MC and chairman, about a round or the floor. */
export function sendFloorNote(
  state: CompetitionState,
  command: { text: string; eventName?: string | undefined; roundNumber?: number | undefined },
  context: DecideContext,
): Decision {
  let roundId: string | undefined;
  if (command.eventName !== undefined || command.roundNumber !== undefined) {
    if (command.eventName === undefined || command.roundNumber === undefined) {
      return refuse('a note about a round names both its event and its round number');
    }
    const found = findRound(state, command.eventName, command.roundNumber);
    if (!found.ok) {
      return refuse(found.error);
    }
    roundId = found.value.roundId;
  }
  return accept({
    type: 'FloorNoteSent',
    note: {
      id: context.newKey(),
      text: command.text,
      ...(roundId === undefined ? {} : { roundId }),
      by: context.actor ?? 'system',
      at: context.now(),
    },
  });
}

/** The MC has dealt with a note; it leaves every screen. */
export function clearFloorNote(state: CompetitionState, id: string): Decision {
  return state.floor.notes.some((note) => note.id === id)
    ? accept({ type: 'FloorNoteCleared', id })
    : refuse('that note is no longer on the floor list: somebody already cleared it');
}
