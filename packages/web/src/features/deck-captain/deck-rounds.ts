import {
  isScheduleItem,
  roundLabel,
  roundOnFloor,
  roundStates,
  scheduledRounds,
  splitIntoHeats,
  type CompetitionState,
  type Entry,
  type Round,
} from '@floorcraft/domain';

/** One couple as the deck captain lines it up. */
export interface DeckCouple {
  entryId: string;
  number: number;
  /** "Ann Lee & Bo Park". */
  names: string;
  school: string;
  checkedIn: boolean;
}

/** One heat of a round: its couples in number order and what the deck captain did with it. */
export interface DeckHeat {
  /** 1-based. */
  heat: number;
  couples: DeckCouple[];
  checkedIn: number;
  ready: boolean;
  /** The heat the MC called last (this round is on the floor). */
  called: boolean;
}

/** A round the deck captain lines up: the one on the floor or one still to come. */
export interface DeckRound {
  roundId: string;
  eventName: string;
  roundNumber: number;
  /** "Bronze Standard Semi-Final", or an item's own name ("Lunch Break"). */
  label: string;
  /** Awards, Lunch, Break: nobody to line up. */
  item: boolean;
  onFloor: boolean;
  /** Planned start, venue-local `YYYY-MM-DDTHH:mm`, '' when not planned. */
  plannedStart: string;
  heats: DeckHeat[];
}

type DeckSource = Pick<CompetitionState, 'events' | 'floor'>;

/** The rounds still to dance (not started), in schedule order: the deck captain's next jobs. */
export function roundsToCome(view: Pick<CompetitionState, 'events'>, limit: number): Round[] {
  return scheduledRounds(view.events)
    .filter(
      (round) =>
        round.roundState === roundStates.Initialized || round.roundState === roundStates.Empty,
    )
    .slice(0, limit);
}

const couple = (entry: Entry): DeckCouple => ({
  entryId: entry.entryId,
  number: entry.leadNumber,
  names: `${entry.leadName} & ${entry.followName}`,
  school: entry.affiliation,
  checkedIn: entry.checkedIn,
});

/** A round's heats as the heat sheets split them (late couples in their chosen heat). */
export function deckRound(view: DeckSource, round: Round, onFloor: boolean): DeckRound {
  const event = view.events[round.eventName]!;
  const item = isScheduleItem(event);
  const ready = view.floor.heatsReady[round.roundId] ?? {};
  const called =
    onFloor &&
    view.floor.onFloor?.eventName === round.eventName &&
    view.floor.onFloor.roundNumber === round.roundNumber
      ? view.floor.onFloor.heat
      : undefined;
  const heats = item
    ? []
    : splitIntoHeats(Object.values(round.entries), round.numHeats)
        .filter((entries) => entries.length > 0)
        .map((entries, index): DeckHeat => {
          const couples = entries.map(couple);
          return {
            heat: index + 1,
            couples,
            checkedIn: couples.filter((each) => each.checkedIn).length,
            ready: String(index + 1) in ready,
            called: called === index + 1,
          };
        });
  return {
    roundId: round.roundId,
    eventName: round.eventName,
    roundNumber: round.roundNumber,
    label: roundLabel(event, round),
    item,
    onFloor,
    plannedStart: round.roundStartTime,
    heats,
  };
}

/**
 * What the deck captain lines up, in order: the round on the floor (when
 * one runs), then the next `limit` rounds still to dance.
 */
export function deckRounds(view: DeckSource, limit = 4): DeckRound[] {
  const floor = roundOnFloor(view);
  const next = roundsToCome(view, limit).filter((round) => round !== floor);
  return [
    ...(floor ? [deckRound(view, floor, true)] : []),
    ...next.map((round) => deckRound(view, round, false)),
  ];
}
