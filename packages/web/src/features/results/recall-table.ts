import type { RoundMarks, SavedRoundResult } from '@floorcraft/domain';
import { eliminatedPlaces, recallSheet, tallyRecalls, type RecallMarks } from '@floorcraft/skating';
import type { SheetJudge } from './sheet-judges';

/** One couple's line of a recall table. */
export interface RecallRow {
  number: number;
  names: string;
  /** Per dance (in `dances` order): whether each judge (in `judges` order) recalled them, and the dance total. */
  dances: { recalledBy: boolean[]; total: number }[];
  total: number;
  recalled: boolean;
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

export interface RecallTableInput {
  judges: SheetJudge[];
  dances: string[];
  /** Every couple that danced the round, by number. */
  couples: number[];
  names: ReadonlyMap<number, string>;
  marks: RoundMarks;
  saved: SavedRoundResult;
}

/**
 * The recall table of a posted round, recomputed by the skating library
 * from the posted marks: every judge's X per dance, the totals (Rule 1),
 * who went through (the posted cut, which at a tie is the chairman's) and
 * the places of the couples eliminated.
 */
export function recallTable(input: RecallTableInput): RecallTable {
  const { judges, dances, names, marks, saved } = input;
  const byDance: RecallMarks = Object.fromEntries(
    dances.map((dance) => [
      dance,
      Object.fromEntries(
        judges.map((judge) => [judge.letter, (marks[judge.key]?.[dance] ?? []).map(String)]),
      ),
    ]),
  );
  const marked = judges.flatMap((judge) =>
    dances.flatMap((dance) => marks[judge.key]?.[dance] ?? []),
  );
  const couples = [...new Set([...input.couples, ...marked])].sort((a, b) => a - b).map(String);
  const letters = judges.map((judge) => judge.letter);
  const recallInput = { judges: letters, dances, couples, marks: byDance };
  const tally = tallyRecalls(recallInput);
  const sheet = recallSheet(recallInput, tally);
  const advancing = (saved.recalled ?? []).map(String);
  const through = new Set(advancing);
  const places = eliminatedPlaces(tally, advancing);
  const rows = sheet.rows.map((row): RecallRow => {
    const place = places[row.couple];
    return {
      number: Number(row.couple),
      names: names.get(Number(row.couple)) ?? '',
      dances: dances.map((dance) => {
        const cell = row.dances[dance];
        return {
          recalledBy: letters.map((letter) => cell?.recalledBy[letter] ?? false),
          total: cell?.total ?? 0,
        };
      }),
      total: row.total,
      recalled: through.has(row.couple),
      ...(place === undefined ? {} : { place }),
    };
  });
  const recalledTotals = rows.filter((row) => row.recalled).map((row) => row.total);
  return {
    kind: 'recall',
    judges,
    dances,
    rows,
    recalledCount: recalledTotals.length,
    ...(recalledTotals.length > 0 ? { marksNeeded: Math.min(...recalledTotals) } : {}),
  };
}
