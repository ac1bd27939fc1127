import {
  InvalidMarksError,
  placeFinal,
  tallyRecalls,
  type FinalDanceMarks,
  type FinalResult,
  type RecallInput,
  type RecallMarks,
  type RecallResult,
  type TieAtCut,
} from '@floorcraft/skating';
import type { Round, RoundMarks, RoundScoring } from '../competition/dance-event';
import type { PanelJudge } from './panel';
import {
  isFinal,
  missingCards,
  requestedRecall,
  roundMarksOf,
  roundScoringOf,
} from './round-cards';
import { roundInputs, type OutcomeSource } from './round-inputs';

interface OutcomeBase {
  round: Round;
  panel: PanelJudge[];
  dances: string[];
  /** Competitor numbers dancing, as the skating library's couple ids ("104"). */
  couples: string[];
  marks: RoundMarks;
  scoring: RoundScoring;
  /** Judge × dance cards not yet in (or reopened). */
  missing: { judgeKey: string; dance: string }[];
  /** Stored cards the Skating System cannot read (the round changed after marking). */
  problem?: string;
}

/** A preliminary round: recall totals (provisional while cards are missing) and the cut. */
export interface PrelimOutcome extends OutcomeBase {
  kind: 'prelim';
  /** What each judge recalls per dance. */
  requested: number;
  input: RecallInput;
  tally?: RecallResult;
  /** A tie straddling the requested recall: the chairman chooses `fewer` or `more`. */
  tie?: TieAtCut;
  /** The couples going through, once every card is in and any tie has been decided. */
  advancing?: string[];
}

/** A final: places by the Skating System once every card is in. */
export interface FinalOutcome extends OutcomeBase {
  kind: 'final';
  byDance: Record<string, FinalDanceMarks>;
  result?: FinalResult;
}

export type RoundOutcome = PrelimOutcome | FinalOutcome;

/** Recall cards as the skating library reads them: dance → judge → couples. */
function recallMarks(panel: readonly PanelJudge[], dances: readonly string[], marks: RoundMarks) {
  const byDance: RecallMarks = {};
  for (const dance of dances) {
    byDance[dance] = {};
    for (const judge of panel) {
      const card = marks[judge.key]?.[dance];
      if (card) {
        byDance[dance][judge.key] = card.map(String);
      }
    }
  }
  return byDance;
}

/** Final cards (numbers in placing order) as places: dance → judge → couple → place. */
function finalMarks(panel: readonly PanelJudge[], dances: readonly string[], marks: RoundMarks) {
  const byDance: Record<string, FinalDanceMarks> = {};
  for (const dance of dances) {
    byDance[dance] = {};
    for (const judge of panel) {
      const card = marks[judge.key]?.[dance];
      if (card) {
        // A loop, not Object.fromEntries over a mapped copy: building the cards took longer
        // than scoring them (bench:skating, "as the server does").
        const places: Record<string, number> = {};
        for (let index = 0; index < card.length; index++) {
          places[String(card[index])] = index + 1;
        }
        byDance[dance][judge.key] = places;
      }
    }
  }
  return byDance;
}

/**
 * The chairman's recall, when it still falls on a natural break of these
 * totals: a card changed since may have moved the break, and the default
 * (the marks asked, with its tie) applies again.
 */
function chosenRecall(tally: RecallResult, cut: number | undefined): number | undefined {
  if (cut === undefined) {
    return undefined;
  }
  const atBreak = tally.breaks.some((cutAt) => cutAt.recall === cut);
  return atBreak || cut === tally.ranking.length ? cut : undefined;
}

/** Which couples go through: the chairman's recall, else the asked number when no tie straddles it. */
function advancingCouples(tally: RecallResult, cut: number | undefined): string[] | undefined {
  const chosen = chosenRecall(tally, cut);
  if (chosen !== undefined) {
    return tally.ranking.slice(0, chosen).map((row) => row.couple);
  }
  return tally.recalled;
}

/**
 * The state of a round's scoring computed by the skating library: recall
 * totals and the cut for a preliminary round, places for a final. Cards
 * already in are counted while others are awaited (the chairman watches the
 * totals grow); results are final only when nothing is missing. A posted
 * round is read as posted (`roundInputs`), from the state or the public view.
 */
export function roundOutcome(
  state: OutcomeSource,
  eventName: string,
  roundNumber: number,
): RoundOutcome | undefined {
  const event = state.events[eventName];
  const round = event?.rounds[roundNumber];
  if (!event || !round) {
    return undefined;
  }
  const marks = roundMarksOf(state, eventName, roundNumber);
  const { panel, dances, couples, recalled } = roundInputs(state, event, round, marks);
  const scoring = roundScoringOf(state, eventName, roundNumber);
  const missing = missingCards(panel, dances, marks, scoring);
  const base = { round, panel, dances, couples, marks, scoring, missing };
  if (isFinal(round)) {
    const byDance = finalMarks(panel, dances, marks);
    if (missing.length > 0 || couples.length === 0 || panel.length === 0) {
      return { ...base, kind: 'final', byDance };
    }
    try {
      const judges = panel.map((judge) => judge.key);
      const result = placeFinal({ judges, dances, couples, marks: byDance });
      return { ...base, kind: 'final', byDance, result };
    } catch (error) {
      return { ...base, kind: 'final', byDance, problem: problemOf(error) };
    }
  }
  const requested = requestedRecall(round);
  // Judges whose every card is in count now; the others join when they finish.
  const complete = panel.filter((judge) => !missing.some((card) => card.judgeKey === judge.key));
  const input: RecallInput = {
    judges: complete.map((judge) => judge.key),
    dances,
    couples,
    marks: recallMarks(complete, dances, marks),
    // A posted round is counted as posted, not checked against a recall size edited since.
    ...(recalled === undefined && { recall: requested }),
  };
  let tally: RecallResult;
  try {
    tally = tallyRecalls(input);
  } catch (error) {
    return { ...base, kind: 'prelim', requested, input, problem: problemOf(error) };
  }
  const outcome: PrelimOutcome = { ...base, kind: 'prelim', requested, input, tally };
  if (tally.tie) {
    outcome.tie = tally.tie;
  }
  const advancing = recalled ?? advancingCouples(tally, scoring.recallCut);
  const decided = recalled !== undefined || (missing.length === 0 && panel.length > 0);
  if (decided && advancing) {
    outcome.advancing = advancing;
  }
  return outcome;
}

function problemOf(error: unknown): string {
  if (error instanceof InvalidMarksError) {
    return error.message;
  }
  throw error;
}
