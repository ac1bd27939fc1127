import { MarkCounts } from '../final/mark-counts';
import { marksByCouple, type DanceResult } from '../final/place-dance';
import type { FinalResult, Rule10Step, Rule11Step } from '../final/place-final';
import type { RecallInput, RecallResult } from '../prelim/tally-recalls';
import type { CoupleId, FinalDanceMarks, JudgeId, Place } from '../types';

/** One cumulative cell "1–k": the count of marks k or better, and their sum where a sum decided. */
export interface CumulativeCell {
  column: number;
  count: number;
  /** Printed in parentheses, e.g. 3(9), only where Rule 7 compared sums at this column. */
  sum?: number;
  /** The cell that decided this couple's place: highlight it. */
  deciding: boolean;
}

export interface DanceSheetRow {
  couple: CoupleId;
  marks: Place[];
  cumulative: CumulativeCell[];
  place: Place;
}

/** The per-dance table of a published final sheet (§9.2): marks, "1", "1–2", … "1–n", place. */
export function danceSheet(
  result: DanceResult,
  judges: readonly JudgeId[],
  couples: readonly CoupleId[],
  marks: FinalDanceMarks,
): { judges: JudgeId[]; rows: DanceSheetRow[] } {
  const byCouple = marksByCouple(judges, couples, marks);
  const counts = MarkCounts.fromMarks(byCouple);
  const rows = couples.map((couple) => {
    const why = result.explanations.find((e) => e.couple === couple);
    const sumShown =
      why?.rule === 'rule-7a' || why?.rule === 'rule-7b' || why?.rule === 'rule-7-tie';
    const cumulative = couples.map((_, index) => {
      const column = index + 1;
      const deciding = why?.column === column;
      return {
        column,
        count: counts.count(couple, column),
        deciding,
        ...(deciding && sumShown ? { sum: counts.sum(couple, column) } : {}),
      };
    });
    return {
      couple,
      marks: byCouple.get(couple) ?? [],
      cumulative,
      place: result.places[couple] ?? Number.NaN,
    };
  });
  return { judges: [...judges], rows };
}

export interface SummaryRow {
  couple: CoupleId;
  places: Record<string, Place>;
  total: number;
  place: Place;
}

/** The final summary (§9.3): each dance's place, the total, the result, and the Rule 10 and 11 tables. */
export function finalSummarySheet(
  result: FinalResult,
  dances: readonly string[],
): { rows: SummaryRow[]; rule10: Rule10Step[]; rule11: Rule11Step[] } {
  const rows = Object.keys(result.totals)
    .map((couple) => ({
      couple,
      places: Object.fromEntries(
        dances.map((dance) => [dance, result.perDance[dance]?.places[couple] ?? Number.NaN]),
      ),
      total: result.totals[couple] ?? Number.NaN,
      place: result.overall[couple] ?? Number.NaN,
    }))
    .sort((a, b) => a.place - b.place);
  return { rows, rule10: result.rule10, rule11: result.rule11 };
}

export interface RecallSheetRow {
  couple: CoupleId;
  /** Per dance: which judges recalled the couple, and the dance total. */
  dances: Record<string, { recalledBy: Record<JudgeId, boolean>; total: number }>;
  total: number;
  recalled: boolean | undefined;
}

/** The recall table of a preliminary round (§9.1): X per judge per dance, dance totals, total. */
export function recallSheet(
  input: RecallInput,
  result: RecallResult,
): { rows: RecallSheetRow[]; marksNeeded?: number } {
  const recalled = result.recalled ? new Set(result.recalled) : undefined;
  const rows = result.ranking.map(({ couple, total }) => ({
    couple,
    dances: Object.fromEntries(
      input.dances.map((dance) => [
        dance,
        {
          recalledBy: Object.fromEntries(
            input.judges.map((judge) => [
              judge,
              input.marks[dance]?.[judge]?.includes(couple) ?? false,
            ]),
          ),
          total: result.perDanceTotals[dance]?.[couple] ?? 0,
        },
      ]),
    ),
    total,
    recalled: recalled ? recalled.has(couple) : undefined,
  }));
  return { rows, ...(result.marksNeeded === undefined ? {} : { marksNeeded: result.marksNeeded }) };
}
