import {
  danceSheet,
  finalSummarySheet,
  recallSheet,
  type DanceSheetRow,
  type RecallSheetRow,
  type Rule10Step,
  type Rule11Step,
  type SummaryRow,
} from '@floorcraft/skating';
import type { FinalOutcome, PrelimOutcome, RoundOutcome } from './round-outcome';

/** A preliminary round's recall table (§9.1): an X per judge per dance, totals, recalled or not. */
export interface RecallSheet {
  kind: 'recall';
  /** The judges counted so far (every card in), by key, in panel order. */
  judges: string[];
  dances: string[];
  rows: RecallSheetRow[];
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
  // The marks the last couple through has: what it took to be recalled.
  const through = sheet.rows.filter((row) => row.recalled).map((row) => row.total);
  return {
    kind: 'recall',
    judges: [...outcome.input.judges],
    dances: outcome.dances,
    rows: sheet.rows,
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
 * cards are missing), or a final's dance tables, summary and explanations
 * once it can be placed. Undefined while there is nothing to print.
 */
export function roundSheets(outcome: RoundOutcome): RoundSheets | undefined {
  return outcome.kind === 'prelim' ? prelimSheets(outcome) : finalSheets(outcome);
}
