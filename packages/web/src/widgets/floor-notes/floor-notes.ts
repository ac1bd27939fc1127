import { roundLabel, roundStates, type CompetitionState, type Round } from '@floorcraft/domain';

/** A note from the floor as the floor staff's screens list it. */
export interface ShownFloorNote {
  id: string;
  text: string;
  /** When it was sent (ISO, UTC). */
  at: string;
  /** The round it is about ("Bronze Standard Semi-Final"), when it is about one. */
  about?: string;
  /** Who sent it, when the screen knows the name. */
  from?: string;
}

/** The heats the deck captain has lined up in one round. */
export interface ReadyRound {
  roundId: string;
  label: string;
  heats: number[];
}

type FloorSource = Pick<CompetitionState, 'events' | 'floor'>;

function roundsById(
  view: Pick<CompetitionState, 'events'>,
): Map<string, { label: string; round: Round }> {
  return new Map(
    Object.values(view.events).flatMap((event) =>
      Object.values(event.rounds).map((round) => [
        round.roundId,
        { label: roundLabel(event, round), round },
      ]),
    ),
  );
}

/** The name behind an actor label (`user:<id>`), from the staff names; undefined when unknown. */
export function actorName(by: string, names: Readonly<Record<string, string>>): string | undefined {
  return by.startsWith('user:') ? names[by.slice('user:'.length)] : undefined;
}

/**
 * The floor's notes newest first (the MC reads the latest at a glance), each
 * with the round it is about and, when `names` knows them, who wrote it.
 */
export function shownFloorNotes(
  view: FloorSource,
  names: Readonly<Record<string, string>> = {},
): ShownFloorNote[] {
  const rounds = roundsById(view);
  return view.floor.notes.toReversed().map((note) => {
    const about = note.roundId === undefined ? undefined : rounds.get(note.roundId)?.label;
    const from = actorName(note.by, names);
    return {
      id: note.id,
      text: note.text,
      at: note.at,
      ...(about === undefined ? {} : { about }),
      ...(from === undefined ? {} : { from }),
    };
  });
}

/**
 * The heats lined up per round, in schedule order: of the rounds named, or
 * else of every round not yet posted (a posted round's heats are history).
 */
export function readyRounds(view: FloorSource, roundIds?: readonly string[]): ReadyRound[] {
  const rounds = roundsById(view);
  const wanted = roundIds ? new Set(roundIds) : undefined;
  return Object.entries(view.floor.heatsReady)
    .flatMap(([roundId, heats]) => {
      const known = rounds.get(roundId);
      const numbers = Object.keys(heats)
        .map(Number)
        .sort((a, b) => a - b);
      if (!known || numbers.length === 0) {
        return [];
      }
      if (wanted ? !wanted.has(roundId) : known.round.roundState === roundStates.Posted) {
        return [];
      }
      return [{ roundId, label: known.label, heats: numbers, index: known.round.scheduleIndex }];
    })
    .sort((a, b) => a.index - b.index)
    .map(({ index: _index, ...ready }) => ready);
}

/** "Heat 2 ready", "Heats 1 and 3 ready", "Heats 1, 2 and 3 ready". */
export function readyText(heats: readonly number[]): string {
  if (heats.length === 1) {
    return `Heat ${heats[0]} ready`;
  }
  const last = heats.at(-1);
  return `Heats ${heats.slice(0, -1).join(', ')} and ${last} ready`;
}
