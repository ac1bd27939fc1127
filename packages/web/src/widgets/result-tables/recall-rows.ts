import type { RecallSheet, SheetJudge } from '@floorcraft/domain';

/** One couple's line of a recall table. */
export interface RecallRow {
  number: number;
  names: string;
  /** Per dance (in `dances` order): whether each judge (in `judges` order) recalled them, and the dance total. */
  dances: { recalledBy: boolean[]; total: number }[];
  total: number;
  recalled: boolean;
  /**
   * The recall is not decided yet (a tie at the cut the chairman has still to
   * settle): only on the staff's sheet of a round not posted.
   */
  undecided?: true;
  /** The place of a couple eliminated here (shared places are halves: 7.5). */
  place?: number;
}

/** A preliminary round's recall table (§9.1 of the skating rules' result sheet). */
export interface RecallTable {
  kind: 'recall';
  judges: SheetJudge[];
  dances: string[];
  /** Most marks first; equal totals in number order. */
  rows: RecallRow[];
  recalledCount: number;
  /** The fewest marks a recalled couple had. */
  marksNeeded?: number;
}

/**
 * The domain's recall sheet of a round laid out for the result tables
 * (posted, or on the scrutineer's screen as the cards come in): couples by number with their names, each judge's X as a column in
 * letter order. Nothing is counted here: totals, who went through and the
 * places all come from `roundSheets`, as the scrutineer sees them.
 */
export function recallRows(sheet: RecallSheet, names: ReadonlyMap<number, string>): RecallTable {
  const { judges, dances } = sheet;
  const rows = sheet.rows.map((row): RecallRow => {
    const number = Number(row.couple);
    return {
      number,
      names: names.get(number) ?? '',
      dances: dances.map((dance) => {
        const cell = row.dances[dance];
        return {
          recalledBy: judges.map((judge) => cell?.recalledBy[judge.key] ?? false),
          total: cell?.total ?? 0,
        };
      }),
      total: row.total,
      recalled: row.recalled === true,
      ...(row.recalled === undefined ? { undecided: true as const } : {}),
      ...(row.place === undefined ? {} : { place: row.place }),
    };
  });
  return {
    kind: 'recall',
    judges,
    dances,
    rows,
    recalledCount: rows.filter((row) => row.recalled).length,
    ...(sheet.marksNeeded === undefined ? {} : { marksNeeded: sheet.marksNeeded }),
  };
}
