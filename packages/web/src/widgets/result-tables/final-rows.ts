import type { FinalSheets, SheetJudge } from '@floorcraft/domain';
import type { CumulativeCell, Rule10Step, Rule11Step } from '@floorcraft/skating';

/** One couple's line of a dance's table: each judge's mark, the cumulative columns, the place. */
export interface DanceRow {
  number: number;
  names: string;
  /** Why the couple got its place in this dance (the row's tooltip). */
  sentence?: string;
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

/** A posted final's tables as the results page prints them. */
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

/** Cells up to and including the deciding one; all of them when none decided. */
function neededCells(cells: CumulativeCell[]): CumulativeCell[] {
  const deciding = cells.findIndex((cell) => cell.deciding);
  return deciding < 0 ? cells : cells.slice(0, deciding + 1);
}

/**
 * The domain's sheets of a final laid out for the result tables (posted, or
 * on the scrutineer's screen once every card is in):
 * couples by number with their names, cumulative columns only up to the
 * one that decided each place, and the reasons in place order. Nothing is
 * placed here: marks, places, Rules 10 and 11 and the sentences all come
 * from `roundSheets`, as the scrutineer sees them.
 */
export function finalRows(sheets: FinalSheets, names: ReadonlyMap<number, string>): FinalTables {
  const nameOf = (couple: string) => names.get(Number(couple)) ?? '';
  const dances = sheets.dances.map((sheet) => sheet.dance);
  return {
    kind: 'final',
    judges: sheets.judges,
    dances,
    danceTables: sheets.dances.map((sheet): DanceTable => ({
      dance: sheet.dance,
      rows: sheet.rows.map((row) => ({
        number: Number(row.couple),
        names: nameOf(row.couple),
        ...(sheet.sentences[row.couple] === undefined
          ? {}
          : { sentence: sheet.sentences[row.couple] }),
        marks: row.marks,
        cumulative: neededCells(row.cumulative),
        place: row.place,
      })),
    })),
    summary: sheets.summary.rows.map((row) => ({
      number: Number(row.couple),
      names: nameOf(row.couple),
      places: dances.map((dance) => row.places[dance] ?? Number.NaN),
      total: row.total,
      place: row.place,
    })),
    rule10: sheets.summary.rule10,
    rule11: sheets.summary.rule11,
    reasons: [...sheets.explanations]
      .sort((a, b) => a.place - b.place || Number(a.couple) - Number(b.couple))
      .map((explanation) => ({
        number: Number(explanation.couple),
        names: nameOf(explanation.couple),
        place: explanation.place,
        sentence: explanation.sentence,
      })),
  };
}
