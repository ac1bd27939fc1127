import type { PrelimOutcome } from '@floorcraft/domain';
import { coupleNames } from './floor-rounds';

/** Where a couple stands against the cut: through, out, or tied across it. */
export type CutStatus = 'through' | 'out' | 'tied';

export interface RecallRow {
  /** 1-based position in the ranking; tied couples share the first position of their tie. */
  rank: number;
  couple: string;
  names: string;
  total: number;
  status: CutStatus;
}

/** The tie straddling the cut, and the chairman's two ways out of it. */
export interface CutTie {
  total: number;
  couples: string[];
  fewer: number;
  more: number;
  /** The cut the chairman chose, if they did. */
  chosen?: number;
}

/** A cut between two different totals: recalling `recall` takes everyone with `minTotal` or more. */
export interface RecallBreakChoice {
  recall: number;
  minTotal: number;
  /** The break at the number of marks each judge was asked for. */
  asked: boolean;
}

/** The recall the chairman chose, still in force, and who chose it (an actor label). */
export interface RecallChoice {
  recall: number;
  by?: string;
  at?: string;
}

export interface RecallView {
  /** How many couples the round asks for (each judge recalls this many per dance). */
  requested: number;
  dancing: number;
  /** Counted while cards are missing: only judges whose every card is in. */
  provisional: boolean;
  countedJudges: number;
  judges: number;
  rows: RecallRow[];
  /** The lowest total that goes through, once it is known. */
  marksNeeded?: number;
  tie?: CutTie;
  /** How many go through, once decided. */
  recalled?: number;
  /** Every natural break, once every card is in: the chairman may recall any of them. */
  breaks: RecallBreakChoice[];
  chosen?: RecallChoice;
}

/** The chairman's recall, when it is the one in force (a changed card may have moved the breaks). */
function recallChoice(outcome: PrelimOutcome): RecallChoice | undefined {
  const { recallCut, recallCutBy, recallCutAt } = outcome.scoring;
  if (recallCut === undefined || outcome.advancing?.length !== recallCut) {
    return undefined;
  }
  return {
    recall: recallCut,
    ...(recallCutBy !== undefined && { by: recallCutBy }),
    ...(recallCutAt !== undefined && { at: recallCutAt }),
  };
}

/**
 * The recall totals of a preliminary round with the cut (Rule 1): the
 * ranking with totals, who goes through, the marks that took, and any tie
 * at the cut the chairman has to settle by recalling fewer or more, and
 * every natural break the chairman may recall instead (issue 15).
 */
export function recallView(outcome: PrelimOutcome): RecallView {
  const names = coupleNames(outcome.round);
  const { tally, tie, advancing } = outcome;
  const ranking = tally?.ranking ?? [];
  const chosen = outcome.scoring.recallCut;
  // Through: the decided recall, else (provisionally) the clean cut, else those above a tie.
  const decided = advancing ?? (tie ? undefined : tally?.recalled);
  const through = new Set(decided ?? tally?.certain.filter((c) => !tie?.couples.includes(c)));
  const tied = new Set(decided ? [] : (tie?.couples ?? []));
  const rows = ranking.map(({ couple, total }): RecallRow => {
    const rank = ranking.findIndex((row) => row.total === total) + 1;
    const status: CutStatus = tied.has(couple) ? 'tied' : through.has(couple) ? 'through' : 'out';
    return { rank, couple, names: names[couple] ?? '', total, status };
  });
  const provisional = outcome.missing.length > 0;
  const choice = recallChoice(outcome);
  const throughTotals = rows.filter((row) => row.status === 'through').map((row) => row.total);
  return {
    requested: outcome.requested,
    dancing: outcome.couples.length,
    provisional,
    countedJudges: outcome.input.judges.length,
    judges: outcome.panel.length,
    rows,
    ...(decided && throughTotals.length > 0 && { marksNeeded: Math.min(...throughTotals) }),
    ...(tie && {
      tie: {
        total: tie.total,
        couples: tie.couples,
        fewer: tie.fewer,
        more: tie.more,
        ...(chosen !== undefined && { chosen }),
      },
    }),
    ...(decided && { recalled: decided.length }),
    breaks: provisional
      ? []
      : (tally?.breaks ?? []).map((cut) => ({ ...cut, asked: cut.recall === outcome.requested })),
    ...(chosen !== undefined && choice && { chosen: choice }),
  };
}
