/**
 * The Skating System: recall tallies for preliminary rounds (Rule 1) and
 * placements for finals (Rules 5–11), with an explanation for every place
 * and the tables published result sheets print. Pure, no dependencies.
 */
export { majority } from './majority';
export { ordinal, describePlace } from './ordinal';
export {
  InvalidMarksError,
  type CoupleId,
  type FinalDanceMarks,
  type JudgeId,
  type MarkError,
  type Place,
} from './types';
export { validateFinalDance } from './final/validate-final-marks';
export { placeDance, type DanceResult } from './final/place-dance';
export {
  placeFinal,
  placeByDancePlaces,
  type FinalInput,
  type FinalResult,
  type Rule10Step,
  type Rule11Step,
} from './final/place-final';
export type { Comparison, DecidingRule, PlaceExplanation } from './final/explanation';
export { validateRecallMarks, type RecallMarks } from './prelim/validate-recall-marks';
export {
  tallyRecalls,
  eliminatedPlaces,
  InvalidRecallError,
  type RecallBreak,
  type RecallInput,
  type RecallResult,
  type TieAtCut,
} from './prelim/tally-recalls';
export {
  danceSheet,
  finalSummarySheet,
  recallSheet,
  type CumulativeCell,
  type DanceSheetRow,
  type RecallSheetRow,
  type SummaryRow,
} from './sheets/sheet-tables';
export { runCli, CLI_USAGE, type CliOutcome } from './cli/run-cli';
export { parseRound, RoundInputError, type RoundInput } from './cli/parse-round';
