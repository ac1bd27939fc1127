import type { DanceEvent, Round } from '../../competition/dance-event';
import { roundStates, type RoundState } from '../../competition/enumerations';
import { heldFinal } from '../../floor/held-finals';
import type { PublicView } from '../public-view';

/** A couple as the live views show them: the number large, the names beside it. */
export interface LiveCouple {
  number: number;
  names: string;
}

export interface PlacedCouple extends LiveCouple {
  place: number;
}

interface RoundNames {
  eventName: string;
  roundNumber: number;
  roundName: string;
}

/** One round's result as a big screen shows it, or what state it is in until posted. */
export type LiveRoundResult =
  | { kind: 'unknown' }
  | (RoundNames & { kind: 'pending'; state: RoundState; couples: LiveCouple[] })
  | (RoundNames & {
      kind: 'recall';
      nextRoundName?: string;
      recalled: LiveCouple[];
      postedAt: string;
    })
  | (RoundNames & {
      kind: 'final';
      places: PlacedCouple[];
      postedAt: string;
      /** Places still held back for the big screen or the awards (ADR 029); 0 once all are out. */
      heldBack: number;
    });

function namesOf(event: DanceEvent, round: Round): Map<number, string> {
  const names = new Map<number, string>();
  for (const entry of [...Object.values(event.entries), ...Object.values(round.entries)]) {
    names.set(entry.leadNumber, `${entry.leadName} & ${entry.followName}`);
  }
  return names;
}

/**
 * A round's result (spec §2 /live/{event}/{round}) from the posted results (placed by the skating library
 * when the round was posted): the recalled couples of a preliminary round
 * in number order, or the final's places best first (those the big screen
 * has revealed only, while the final is held for it). Until posted, the
 * couples dancing it and the round's state.
 */
export function roundResult(
  view: Pick<PublicView, 'events' | 'results' | 'floor'>,
  eventName: string,
  roundNumber: number,
): LiveRoundResult {
  const event = view.events[eventName];
  const round = event?.rounds[roundNumber];
  if (!event || !round) {
    return { kind: 'unknown' };
  }
  const names = namesOf(event, round);
  const couple = (number: number): LiveCouple => ({ number, names: names.get(number) ?? '' });
  const base = { eventName, roundNumber, roundName: round.roundName };
  const saved = view.results[eventName]?.rounds[roundNumber];
  if (round.roundState !== roundStates.Posted || !saved) {
    const dancing = [...new Set(Object.values(round.entries).map((entry) => entry.leadNumber))];
    return {
      ...base,
      kind: 'pending',
      state: round.roundState,
      couples: dancing.sort((a, b) => a - b).map(couple),
    };
  }
  if (roundNumber === 1) {
    const places = Object.entries(saved.placements)
      .map(([number, place]) => ({ ...couple(Number(number)), place }))
      .sort((a, b) => a.place - b.place || a.number - b.number);
    const held = heldFinal(view, eventName);
    const heldBack = held ? held.places - places.length : 0;
    return { ...base, kind: 'final', places, postedAt: saved.postedAt, heldBack };
  }
  const nextRoundName = event.rounds[roundNumber - 1]?.roundName;
  return {
    ...base,
    kind: 'recall',
    ...(nextRoundName === undefined ? {} : { nextRoundName }),
    recalled: [...(saved.recalled ?? [])].sort((a, b) => a - b).map(couple),
    postedAt: saved.postedAt,
  };
}
