import {
  danceSheet,
  eliminatedPlaces,
  finalSummarySheet,
  recallSheet,
  type DanceSheetRow,
  type RecallSheetRow,
  type Rule10Step,
  type Rule11Step,
  type SummaryRow,
} from '@floorcraft/skating';
import type { FinalOutcome, PrelimOutcome, RoundOutcome } from './round-outcome';
import type { SheetJudge } from './sheet-judges';

/** One couple's line of a recall table, with the place of a couple eliminated here (7.5 when shared). */
export interface RecallLine extends RecallSheetRow {
  place?: number;
}

/** A preliminary round's recall table (§9.1): an X per judge per dance, totals, recalled or not. */
export interface RecallSheet {
  kind: 'recall';
  /** The judges counted so far (every card in), lettered, in panel order. */
  judges: SheetJudge[];
  dances: string[];
  /** Most marks first; equal totals in number order. */
  rows: RecallLine[];
  marksNeeded?: number;
}

/** One dance's table of a final (§9.2): each judge's place, the cumulative columns, the place. */
export interface FinalDanceSheet {
  dance: string;
  judges: string[];
  rows: DanceSheetRow[];
  /** Why each couple got its place in this dance. */
  sentences: Record<string, string>;
}

/** A final's sheets: one per dance, the summary with Rules 10 and 11, and every place explained. */
export interface FinalSheets {
  kind: 'final';
  /** The judges in the order of each dance table's marks, lettered. */
  judges: SheetJudge[];
  dances: FinalDanceSheet[];
  summary: { rows: SummaryRow[]; rule10: Rule10Step[]; rule11: Rule11Step[] };
  /** In the order the places were given: "couple 104 is 1st because …". */
  explanations: { couple: string; place: number; sentence: string }[];
}

export type RoundSheets = RecallSheet | FinalSheets;

function prelimSheets(outcome: PrelimOutcome): RecallSheet | undefined {
  if (!outcome.tally) {
    return undefined;
  }
  // Recalled is known once the round's recall is decided: by the cut, or by the chairman at a tie.
  const recalled = outcome.advancing ?? (outcome.tie ? undefined : outcome.tally.recalled);
  const { recalled: _tallied, ...tally } = outcome.tally;
  const sheet = recallSheet(outcome.input, recalled ? { ...tally, recalled } : tally);
  // Places of the couples out are known only once the recall is decided.
  const places = outcome.advancing ? eliminatedPlaces(outcome.tally, outcome.advancing) : {};
  const rows = sheet.rows.map((row): RecallLine => {
    const place = places[row.couple];
    return place === undefined ? row : { ...row, place };
  });
  // The marks the last couple through has: what it took to be recalled.
  const through = sheet.rows.filter((row) => row.recalled).map((row) => row.total);
  const counted = new Set(outcome.input.judges);
  return {
    kind: 'recall',
    judges: outcome.panel.filter((judge) => counted.has(judge.key)),
    dances: outcome.dances,
    rows,
    ...(through.length > 0 && { marksNeeded: Math.min(...through) }),
  };
}

function finalSheets(outcome: FinalOutcome): FinalSheets | undefined {
  const { result } = outcome;
  if (!result) {
    return undefined;
  }
  const judges = outcome.panel.map((judge) => judge.key);
  return {
    kind: 'final',
    judges: outcome.panel,
    dances: outcome.dances.map((dance) => {
      const placed = result.perDance[dance]!;
      const sheet = danceSheet(placed, judges, outcome.couples, outcome.byDance[dance] ?? {});
      return {
        dance,
        judges: sheet.judges,
        rows: sheet.rows,
        sentences: Object.fromEntries(placed.explanations.map((e) => [e.couple, e.sentence])),
      };
    }),
    summary: finalSummarySheet(result, outcome.dances),
    explanations: result.explanations.map(({ couple, place, sentence }) => ({
      couple,
      place,
      sentence,
    })),
  };
}

/**
 * The tables a result sheet prints for a round (§9), from its computed
 * outcome: the recall table of a preliminary round (provisional while
 * cards are missing; with the eliminated couples' places once the recall
 * is decided), or a final's dance tables, summary and explanations once it
 * can be placed, each with its judges lettered. Undefined while there is
 * nothing to print. The one implementation of the sheets: the scrutineer
 * reads it from the scoring view, the results pages from the public view.
 */
export function roundSheets(outcome: RoundOutcome): RoundSheets | undefined {
  return outcome.kind === 'prelim' ? prelimSheets(outcome) : finalSheets(outcome);
}
