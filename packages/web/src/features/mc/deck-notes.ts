import type { CompetitionState } from '@floorcraft/domain';
import { roundTitle } from './floor-now';

/** A deck captain's note as the MC's screen lists it. */
export interface DeckNote {
  id: string;
  text: string;
  /** When it was sent (ISO, UTC). */
  at: string;
  /** The round it is about, named as on the rest of the screen. */
  about?: string;
}

/** The deck captain's notes, newest first, each with the round it is about. */
export function deckNotes(view: Pick<CompetitionState, 'events' | 'floor'>): DeckNote[] {
  const rounds = new Map(
    Object.values(view.events)
      .flatMap((event) => Object.values(event.rounds))
      .map((round) => [round.roundId, roundTitle(view, round)]),
  );
  return [...view.floor.notes].reverse().map((note) => {
    const about = note.roundId === undefined ? undefined : rounds.get(note.roundId);
    return {
      id: note.id,
      text: note.text,
      at: note.at,
      ...(about === undefined ? {} : { about }),
    };
  });
}
