import {
  describeMissing,
  postedRounds,
  roundOutcome,
  roundSheets,
  heldFinal,
  type DanceEvent,
  type HeldFinal,
  type OutcomeSource,
  type Round,
} from '@floorcraft/domain';
import { coupleNames } from './couple-names';
import type { FinalTables } from './final-rows';
import type { RecallTable } from './recall-rows';
import { sheetTables } from './sheet-tables';

/** A posted round's sheet, or why its posted marks could not be read. */
export type RoundSheet = {
  roundNumber: number;
  roundName: string;
  /** The round the recalled couples go on to ("Final"), for a preliminary round. */
  nextRoundName?: string;
  postedAt: string;
  /** The round's mark record at posting (absent for rounds posted before the chain). */
  markHash?: string;
} & (RecallTable | FinalTables | HeldFinalSheet | { kind: 'problem'; message: string });

/**
 * A posted final held for the big screen or the awards (issue 25 item 12, ADR 029): the places
 * revealed so far (from last), best first, and how many are still to come.
 */
export interface HeldFinalSheet {
  kind: 'held';
  places: { place: number; number: number; names: string }[];
  heldBack: number;
}

export interface EventResultsView {
  eventName: string;
  /** From the first round danced to the Final. */
  rounds: RoundSheet[];
}

/** The view's data this page reads: events, posted marks and results, the officials, held finals. */
export type ResultsSource = OutcomeSource & { floor: { heldFinals: Record<string, HeldFinal> } };

/** The round's sheets from the domain (as the scrutineer has them), laid out with the couples' names. */
export function roundSheet(source: ResultsSource, event: DanceEvent, round: Round): RoundSheet {
  const saved = source.results[event.name]!.rounds[round.roundNumber]!;
  const nextRoundName = event.rounds[round.roundNumber - 1]?.roundName;
  const base = {
    roundNumber: round.roundNumber,
    roundName: round.roundName,
    postedAt: saved.postedAt,
    ...(nextRoundName === undefined ? {} : { nextRoundName }),
    ...(saved.markHash === undefined ? {} : { markHash: saved.markHash }),
  };
  const outcome = roundOutcome(source, event.name, round.roundNumber)!;
  const sheets = outcome.problem ? undefined : roundSheets(outcome);
  if (!sheets) {
    const message = outcome.problem ?? `cards are missing from ${describeMissing(outcome)}`;
    return { ...base, kind: 'problem', message };
  }
  return { ...base, ...sheetTables(sheets, coupleNames(event, round)) };
}

/**
 * Everything the result page of one event shows, for each posted round:
 * the recall table, or the final's dance tables, summary and the reason for
 * every place: the domain's `roundSheets` of the posted marks, the same
 * sheets the scrutineer reads. Undefined for an unknown event.
 */
export function eventResults(
  source: ResultsSource,
  eventName: string,
): EventResultsView | undefined {
  const event = source.events[eventName];
  if (!event) {
    return undefined;
  }
  return {
    eventName,
    rounds: postedRounds(source, event).map((round) => postedRoundSheet(source, event, round)),
  };
}

/**
 * One posted round's sheet, as `eventResults` has it: a page that draws its
 * rounds one at a time computes each only when it draws it.
 */
export function postedRoundSheet(
  source: ResultsSource,
  event: DanceEvent,
  round: Round,
): RoundSheet {
  return round.roundNumber === 1 && heldFinal(source, event.name)
    ? heldSheet(source, event, round)
    : roundSheet(source, event, round);
}

/** A held final as the public may see it: the places revealed so far, and how many are to come. */
function heldSheet(source: ResultsSource, event: DanceEvent, round: Round): RoundSheet {
  const saved = source.results[event.name]!.rounds[1]!;
  const names = coupleNames(event, round);
  const places = Object.entries(saved.placements)
    .map(([number, place]) => ({
      place,
      number: Number(number),
      names: names.get(Number(number)) ?? '',
    }))
    .sort((a, b) => a.place - b.place || a.number - b.number);
  const held = heldFinal(source, event.name)!;
  return {
    roundNumber: round.roundNumber,
    roundName: round.roundName,
    postedAt: saved.postedAt,
    kind: 'held',
    places,
    heldBack: held.places - places.length,
  };
}
