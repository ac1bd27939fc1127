import {
  isBreakItem,
  isScheduleItem,
  judgedDances,
  roundLabel,
  roundOnFloor,
  splitIntoHeats,
  type CompetitionState,
  type Dance,
  type DanceEvent,
  type Round,
} from '@floorcraft/domain';

/** One call of a heat onto the floor: heat N (1-based), and the dance when the event has dances. */
export interface HeatCall {
  heat: number;
  dance?: Dance;
}

/** The round on the floor as the MC announces it. */
export interface FloorNow {
  eventName: string;
  roundNumber: number;
  /** "Bronze Standard Semi-Final"; an Awards, Lunch or Break item is its event's name alone. */
  label: string;
  /** Awards, Lunch, Break: no heats, no dances, nothing called (the domain never starts one). */
  item: boolean;
  /** A break the MC started: it ends with `endBreak`. */
  isBreak: boolean;
  /** The dances the couples dance, in the event's order. */
  dances: Dance[];
  /** Each heat's couple numbers, ascending, as the heat sheets split them. */
  heats: number[][];
  /** The heat called last, while this round is on the floor; none when it started without a call. */
  called?: HeatCall;
  /** What to call after it, in dance order (every heat of a dance, then the next dance). */
  next?: HeatCall;
  /** Heats the deck captain has lined up. */
  ready: number[];
}

type FloorSource = Pick<CompetitionState, 'events' | 'floor'>;

/** "Bronze Standard Semi-Final", or the item's own name ("Lunch Break"). */
export function roundTitle(view: Pick<CompetitionState, 'events'>, round: Round): string {
  return roundLabel(view.events[round.eventName]!, round);
}

/** Heats the deck captain marked ready for a round, ascending. */
export function readyHeats(view: Pick<CompetitionState, 'floor'>, round: Round): number[] {
  return Object.keys(view.floor.heatsReady[round.roundId] ?? {})
    .map(Number)
    .sort((a, b) => a - b);
}

/**
 * The call that follows `current`: the next heat of the same dance, else the
 * first heat of the next dance; nothing after the last heat of the last
 * dance. With no call yet, the first heat of the first dance.
 */
export function nextCall(
  dances: readonly Dance[],
  heats: number,
  current: HeatCall | undefined,
): HeatCall | undefined {
  const first = dances[0];
  if (!current) {
    return first === undefined ? { heat: 1 } : { heat: 1, dance: first };
  }
  if (current.heat < heats) {
    return { ...current, heat: current.heat + 1 };
  }
  const index = current.dance === undefined ? -1 : dances.indexOf(current.dance);
  const dance = index >= 0 ? dances[index + 1] : undefined;
  return dance === undefined ? undefined : { heat: 1, dance };
}

/** The dances heats are called for, in the event's order (an Awards or Break "dance" is none). */
export function calledDances(event: DanceEvent): Dance[] {
  const judged = new Set(judgedDances(event));
  return event.eventDances.filter((dance) => judged.has(dance));
}

/**
 * What is on the floor (the domain's `roundOnFloor`, as the deck captain and
 * the big screen read it), with the heat called when it is that round's.
 * Nothing once the round is danced and no other runs.
 */
export function floorNow(view: FloorSource): FloorNow | undefined {
  const round = roundOnFloor(view);
  if (!round) {
    return undefined;
  }
  const onFloor = view.floor.onFloor;
  const isCalled =
    onFloor?.eventName === round.eventName && onFloor.roundNumber === round.roundNumber;
  const event = view.events[round.eventName]!;
  const item = isScheduleItem(event);
  const dances = item ? [] : calledDances(event);
  const heats = splitIntoHeats(Object.values(round.entries), round.numHeats).map((heat) =>
    heat.map((entry) => entry.leadNumber),
  );
  const calledDance = dances.find((dance) => dance === onFloor?.dance);
  const called: HeatCall | undefined =
    onFloor && isCalled
      ? { heat: onFloor.heat, ...(calledDance === undefined ? {} : { dance: calledDance }) }
      : undefined;
  const next = item ? undefined : nextCall(dances, heats.length, called);
  return {
    eventName: round.eventName,
    roundNumber: round.roundNumber,
    label: roundTitle(view, round),
    item,
    isBreak: isBreakItem(event),
    dances,
    heats,
    ...(called ? { called } : {}),
    ...(next ? { next } : {}),
    ready: readyHeats(view, round),
  };
}
