import { placeFinal } from '../final/place-final';
import { validateFinalDance } from '../final/validate-final-marks';
import { InvalidRecallError, tallyRecalls } from '../prelim/tally-recalls';
import { danceSheet, finalSummarySheet, recallSheet } from '../sheets/sheet-tables';
import { InvalidMarksError } from '../types';
import { parseRound, RoundInputError } from './parse-round';

export interface CliOutcome {
  exitCode: 0 | 2;
  stdout: string;
  stderr: string;
}

export const CLI_USAGE = `Usage: floorcraft-skating [--explain] [--sheets] < round.json

Reads a round as JSON on standard input and prints its result as JSON.
  {"kind": "final", "judges": ["A","B","C"], "dances": ["Waltz"], "couples": [101,102],
   "marks": {"Waltz": {"A": {"101": 1, "102": 2}, ...}}}
  {"kind": "prelim", "judges": [...], "dances": [...], "couples": [...],
   "marks": {"Waltz": {"A": [101, 104, ...], ...}}, "recall": 6}
  A prelim may also give "marksPerJudge" (crosses each judge gives per dance, when the
  Chairman recalls a different number) and "nextRoundSize" (seeded couples included);
  then the output adds "breaks" and, once the cut is clear, "eliminatedPlaces".
Options:
  --explain  add, for every place, the rule that decided it and why, in words
  --sheets   add the tables a published result sheet prints
Exit codes: 0 result printed, 2 invalid input (the message names the problem).
`;

/**
 * The CLI as a pure function: the round's JSON and the arguments in, what to
 * print and the exit code out. `bin/floorcraft-skating.js` does the I/O.
 */
export function runCli(input: string, args: readonly string[]): CliOutcome {
  if (args.includes('--help') || args.includes('-h')) {
    return { exitCode: 0, stdout: CLI_USAGE, stderr: '' };
  }
  const unknown = args.filter((arg) => arg !== '--explain' && arg !== '--sheets');
  if (unknown.length > 0) {
    return {
      exitCode: 2,
      stdout: '',
      stderr: `floorcraft-skating: unknown option ${unknown.join(' ')}\n\n${CLI_USAGE}`,
    };
  }
  const explain = args.includes('--explain');
  const sheets = args.includes('--sheets');
  try {
    const round = parseRound(input);
    if (round.kind === 'final') {
      // The full check also reports entries for couples who are not in the final.
      const problems = round.dances.flatMap((dance) =>
        validateFinalDance(dance, round.judges, round.couples, round.marks[dance]),
      );
      if (problems.length > 0) {
        throw new InvalidMarksError(problems);
      }
      const result = placeFinal(round);
      const perDance = Object.fromEntries(
        round.dances.map((dance) => [dance, result.perDance[dance]?.places ?? {}]),
      );
      const output = {
        perDance,
        overall: result.overall,
        ...(explain
          ? {
              explanations: {
                perDance: Object.fromEntries(
                  round.dances.map((dance) => [dance, result.perDance[dance]?.explanations ?? []]),
                ),
                overall: result.explanations,
              },
            }
          : {}),
        ...(sheets
          ? {
              sheets: {
                perDance: Object.fromEntries(
                  round.dances.map((dance) => [
                    dance,
                    result.perDance[dance]
                      ? danceSheet(
                          result.perDance[dance],
                          round.judges,
                          round.couples,
                          round.marks[dance] ?? {},
                        )
                      : undefined,
                  ]),
                ),
                summary: finalSummarySheet(result, round.dances),
              },
            }
          : {}),
      };
      return { exitCode: 0, stdout: `${JSON.stringify(output, null, 2)}\n`, stderr: '' };
    }
    const result = tallyRecalls(round);
    // With only "recall" the output stays what it was before marks and recall were separate.
    const separate = round.marksPerJudge !== undefined || round.nextRoundSize !== undefined;
    const output = {
      totals: result.totals,
      perDanceTotals: result.perDanceTotals,
      ...(result.recalled ? { recalled: result.recalled, marksNeeded: result.marksNeeded } : {}),
      ...(result.tie ? { certain: result.certain, tie: result.tie } : {}),
      ...(separate ? { breaks: result.breaks } : {}),
      ...(separate && result.eliminatedPlaces ? { eliminatedPlaces: result.eliminatedPlaces } : {}),
      ...(explain ? { ranking: result.ranking } : {}),
      ...(sheets ? { sheets: { recall: recallSheet(round, result) } } : {}),
    };
    return { exitCode: 0, stdout: `${JSON.stringify(output, null, 2)}\n`, stderr: '' };
  } catch (error) {
    if (
      error instanceof RoundInputError ||
      error instanceof InvalidMarksError ||
      error instanceof InvalidRecallError
    ) {
      return { exitCode: 2, stdout: '', stderr: `floorcraft-skating: ${error.message}\n` };
    }
    throw error;
  }
}
