import type { PanelJudge } from './panel';
import { median, outlierIndexes } from './judge-outliers';
import type { FinalOutcome, PrelimOutcome, RoundOutcome } from './round-outcome';

/**
 * A final's judge whose mean distance is this many places past the panel's
 * median is named even when the rest of the panel agrees exactly: a whole
 * place is the smallest difference a final's result is made of.
 */
const FINAL_FLOOR = 1;

/**
 * A preliminary round's judge whose share of crosses to couples not
 * recalled is this far past the panel's median is named: one cross in five
 * more than the middle judge, i.e. at least one couple a dance in a recall
 * of five.
 */
const PRELIM_FLOOR = 0.2;

/** One judge × couple square of a final's report. */
export interface FinalReportCell {
  couple: string;
  /** The judge's place for the couple averaged over the dances. */
  meanPlace: number;
  /** The couple's place in the result. */
  resultPlace: number;
  /** |meanPlace − resultPlace|: what the heat map colours. */
  distance: number;
}

export interface FinalJudgeRow {
  judge: PanelJudge;
  cells: FinalReportCell[];
  /** The mean of the judge's distances over the couples. */
  meanDistance: number;
}

/** One judge × couple square of a preliminary round's report. */
export interface PrelimReportCell {
  couple: string;
  /** How many of the judge's dances crossed the couple. */
  crosses: number;
  recalled: boolean;
  /**
   * Dances where the judge disagreed with the recall for this couple: crosses
   * to a couple not recalled, dances without a cross for one recalled.
   */
  distance: number;
}

export interface PrelimJudgeRow {
  judge: PanelJudge;
  cells: PrelimReportCell[];
  /** Every cross the judge gave over the round's dances. */
  crosses: number;
  /** Of those, the crosses to couples not recalled. */
  crossesNotRecalled: number;
  /** crossesNotRecalled / crosses (0 for a judge who gave none). */
  share: number;
}

interface ReportBase {
  /** The panel's median of the judges' figure (mean distance or share). */
  panelMedian: number;
  /** The judges clearly away from the panel (`outlierIndexes`), in panel order. */
  outliers: PanelJudge[];
}

export interface FinalJudgesReport extends ReportBase {
  kind: 'final';
  /** Couples in result order, best first. */
  couples: { couple: string; place: number }[];
  judges: FinalJudgeRow[];
}

export interface PrelimJudgesReport extends ReportBase {
  kind: 'prelim';
  dances: number;
  /** Couples by recall total, most crosses first. */
  couples: { couple: string; total: number; recalled: boolean }[];
  judges: PrelimJudgeRow[];
}

export type JudgesReport = FinalJudgesReport | PrelimJudgesReport;

/**
 * How far each judge of a round's panel sits from the panel's result: for a
 * final, each couple's place by the judge (mean over the dances) against
 * its result place; for a preliminary round, the judge's crosses against
 * the recall. It informs the chairman and changes no result. Undefined until
 * the round's result is decided (every card in, any tie at the cut settled).
 * Only the outcome's own panel counts, so a round marked by some of the
 * judges reports on those judges alone.
 */
export function judgesReport(outcome: RoundOutcome): JudgesReport | undefined {
  if (outcome.problem || outcome.missing.length > 0) {
    return undefined;
  }
  return outcome.kind === 'final' ? finalReport(outcome) : prelimReport(outcome);
}

function finalReport(outcome: FinalOutcome): FinalJudgesReport | undefined {
  const { result, dances, byDance } = outcome;
  if (!result) {
    return undefined;
  }
  const couples = outcome.couples
    .map((couple) => ({ couple, place: result.overall[couple] ?? Number.NaN }))
    .sort((a, b) => a.place - b.place || Number(a.couple) - Number(b.couple));
  const judges = outcome.panel.map((judge): FinalJudgeRow => {
    const cells = couples.map(({ couple, place }): FinalReportCell => {
      const places = dances.map((dance) => byDance[dance]?.[judge.key]?.[couple] ?? Number.NaN);
      const meanPlace = mean(places);
      return { couple, meanPlace, resultPlace: place, distance: Math.abs(meanPlace - place) };
    });
    return { judge, cells, meanDistance: mean(cells.map((cell) => cell.distance)) };
  });
  const figures = judges.map((row) => row.meanDistance);
  return { kind: 'final', couples, judges, ...panelSummary(outcome.panel, figures, FINAL_FLOOR) };
}

function prelimReport(outcome: PrelimOutcome): PrelimJudgesReport | undefined {
  const { advancing, tally, dances, marks } = outcome;
  if (!advancing || !tally) {
    return undefined;
  }
  const through = new Set(advancing);
  const couples = tally.ranking.map(({ couple, total }) => ({
    couple,
    total,
    recalled: through.has(couple),
  }));
  const judges = outcome.panel.map((judge): PrelimJudgeRow => {
    const crossed = dances.flatMap((dance) => (marks[judge.key]?.[dance] ?? []).map(String));
    const cells = couples.map(({ couple, recalled }): PrelimReportCell => {
      const crosses = crossed.filter((number) => number === couple).length;
      const distance = recalled ? dances.length - crosses : crosses;
      return { couple, crosses, recalled, distance };
    });
    const crossesNotRecalled = crossed.filter((number) => !through.has(number)).length;
    const share = crossed.length === 0 ? 0 : crossesNotRecalled / crossed.length;
    return { judge, cells, crosses: crossed.length, crossesNotRecalled, share };
  });
  const figures = judges.map((row) => row.share);
  return {
    kind: 'prelim',
    dances: dances.length,
    couples,
    judges,
    ...panelSummary(outcome.panel, figures, PRELIM_FLOOR),
  };
}

function panelSummary(panel: readonly PanelJudge[], figures: number[], floor: number): ReportBase {
  return {
    panelMedian: median(figures),
    outliers: outlierIndexes(figures, floor).map((index) => panel[index]!),
  };
}

const mean = (values: readonly number[]) =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
