import type { RoundMarks } from '@floorcraft/domain';
import {
  danceSheet,
  finalSummarySheet,
  placeFinal,
  type CumulativeCell,
  type FinalDanceMarks,
  type Rule10Step,
  type Rule11Step,
} from '@floorcraft/skating';
import type { SheetJudge } from './sheet-judges';

/** One couple's line of a dance's table: each judge's mark, the cumulative columns, the place. */
export interface DanceRow {
  number: number;
  names: string;
  marks: number[];
  /** "1", "1–2", … up to the column that decided the place (later ones are not needed). */
  cumulative: CumulativeCell[];
  place: number;
}

export interface DanceTable {
  dance: string;
  rows: DanceRow[];
}

export interface SummaryRow {
  number: number;
  names: string;
  /** The place in each dance, in `dances` order. */
  places: number[];
  total: number;
  place: number;
}

/** Why a couple got their place, in one plain sentence. */
export interface PlaceReason {
  number: number;
  names: string;
  place: number;
  sentence: string;
}

/** A posted final's tables, computed by the skating library from the posted marks. */
export interface FinalTables {
  kind: 'final';
  judges: SheetJudge[];
  dances: string[];
  danceTables: DanceTable[];
  summary: SummaryRow[];
  rule10: Rule10Step[];
  rule11: Rule11Step[];
  /** In place order. */
  reasons: PlaceReason[];
}

export interface FinalTablesInput {
  judges: SheetJudge[];
  dances: string[];
  names: ReadonlyMap<number, string>;
  marks: RoundMarks;
}

/** Cells up to and including the deciding one; all of them when none decided. */
function neededCells(cells: CumulativeCell[]): CumulativeCell[] {
  const deciding = cells.findIndex((cell) => cell.deciding);
  return deciding < 0 ? cells : cells.slice(0, deciding + 1);
}

/**
 * A final's result sheet (Rules 5–11) from the judges' posted cards (numbers
 * in placing order): each dance's marks and cumulative columns, the summary
 * of dance places with the Rule 10 and 11 comparisons, and for each couple
 * the library's sentence saying why they got their place. Throws the
 * library's InvalidMarksError if the cards cannot be scored.
 */
export function finalTables(input: FinalTablesInput): FinalTables {
  const { judges, dances, names, marks } = input;
  const letters = judges.map((judge) => judge.letter);
  const numbers = new Set<number>();
  const byDance: Record<string, FinalDanceMarks> = {};
  for (const dance of dances) {
    const cards: FinalDanceMarks = {};
    for (const judge of judges) {
      const card = marks[judge.key]?.[dance] ?? [];
      card.forEach((number) => numbers.add(number));
      cards[judge.letter] = Object.fromEntries(
        card.map((number, index) => [String(number), index + 1]),
      );
    }
    byDance[dance] = cards;
  }
  const couples = [...numbers].sort((a, b) => a - b).map(String);
  const result = placeFinal({ judges: letters, dances, couples, marks: byDance });
  const nameOf = (couple: string) => names.get(Number(couple)) ?? '';
  const danceTables = dances.map((dance): DanceTable => {
    const sheet = danceSheet(result.perDance[dance]!, letters, couples, byDance[dance] ?? {});
    return {
      dance,
      rows: sheet.rows.map((row) => ({
        number: Number(row.couple),
        names: nameOf(row.couple),
        marks: row.marks,
        cumulative: neededCells(row.cumulative),
        place: row.place,
      })),
    };
  });
  const summary = finalSummarySheet(result, dances);
  return {
    kind: 'final',
    judges,
    dances,
    danceTables,
    summary: summary.rows.map((row) => ({
      number: Number(row.couple),
      names: nameOf(row.couple),
      places: dances.map((dance) => row.places[dance] ?? Number.NaN),
      total: row.total,
      place: row.place,
    })),
    rule10: summary.rule10,
    rule11: summary.rule11,
    reasons: [...result.explanations]
      .sort((a, b) => a.place - b.place || Number(a.couple) - Number(b.couple))
      .map((explanation) => ({
        number: Number(explanation.couple),
        names: nameOf(explanation.couple),
        place: explanation.place,
        sentence: explanation.sentence,
      })),
  };
}
