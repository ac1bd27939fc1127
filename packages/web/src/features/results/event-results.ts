import {
  judgedDances,
  roundStates,
  type DanceEvent,
  type PublicView,
  type Round,
} from '@floorcraft/domain';
import { InvalidMarksError } from '@floorcraft/skating';
import { coupleNames } from './couple-names';
import { finalTables, type FinalTables } from './final-tables';
import { recallTable, type RecallTable } from './recall-table';
import { sheetJudges } from './sheet-judges';

/** A posted round's sheet, or why its posted marks could not be read. */
export type RoundSheet = {
  roundNumber: number;
  roundName: string;
  /** The round the recalled couples go on to ("Final"), for a preliminary round. */
  nextRoundName?: string;
  postedAt: string;
} & (RecallTable | FinalTables | { kind: 'problem'; message: string });

export interface EventResultsView {
  eventName: string;
  /** From the first round danced to the Final. */
  rounds: RoundSheet[];
}

/** The view's data this page reads: events, posted marks and results, and the officials. */
export type ResultsSource = Pick<PublicView, 'events' | 'marks' | 'results'> & {
  metadata: Pick<PublicView['metadata'], 'officials'>;
};

/** Whether a round's results are out: posted, with saved results. */
export function isPosted(source: ResultsSource, round: Round): boolean {
  return (
    round.roundState === roundStates.Posted &&
    source.results[round.eventName]?.rounds[round.roundNumber] !== undefined
  );
}

/** An event's posted rounds, first danced first (rounds are numbered from the Final). */
export function postedRounds(source: ResultsSource, event: DanceEvent): Round[] {
  return Object.values(event.rounds)
    .filter((round) => isPosted(source, round))
    .sort((a, b) => b.roundNumber - a.roundNumber);
}

function roundSheet(source: ResultsSource, event: DanceEvent, round: Round): RoundSheet {
  const saved = source.results[event.name]!.rounds[round.roundNumber]!;
  const marks = source.marks[event.name]?.rounds[round.roundNumber] ?? {};
  const judges = sheetJudges(source.metadata.officials, marks);
  const names = coupleNames(event, round);
  const nextRoundName = event.rounds[round.roundNumber - 1]?.roundName;
  const base = {
    roundNumber: round.roundNumber,
    roundName: round.roundName,
    postedAt: saved.postedAt,
    ...(nextRoundName === undefined ? {} : { nextRoundName }),
  };
  try {
    if (round.roundNumber === 1) {
      const dances = saved.finalTable?.dances ?? judgedDances(event);
      return { ...base, ...finalTables({ judges, dances, names, marks }) };
    }
    const couples = Object.values(round.entries).map((entry) => entry.leadNumber);
    const dances = judgedDances(event);
    return { ...base, ...recallTable({ judges, dances, couples, names, marks, saved }) };
  } catch (error) {
    if (error instanceof InvalidMarksError) {
      return { ...base, kind: 'problem', message: error.message };
    }
    throw error;
  }
}

/**
 * Everything the result page of one event shows, for each posted round:
 * the recall table, or the final's dance tables, summary and the reason for
 * every place, all recomputed with the skating library from the posted
 * marks. Undefined for an unknown event.
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
    rounds: postedRounds(source, event).map((round) => roundSheet(source, event, round)),
  };
}
