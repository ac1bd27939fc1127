import {
  judgeTitle,
  type FinalJudgesReport,
  type JudgesReport,
  type PanelJudge,
  type PrelimJudgesReport,
} from '@floorcraft/domain';
import { heatColors, type HeatColors } from './heat-colors';

export interface ReportColumn {
  couple: string;
  /** What the panel decided for the couple: "1st" or "recalled" / "out". */
  result: string;
}

export interface ReportCell extends HeatColors {
  couple: string;
  /** What the judge gave: their mean place in a final, their crosses in a prelim. */
  text: string;
}

export interface ReportRow {
  judge: PanelJudge;
  cells: ReportCell[];
  /** The judge's figure: mean distance in places, or the share of crosses not recalled. */
  summary: string;
  outlier: boolean;
}

export interface JudgesReportView {
  columns: ReportColumn[];
  rows: ReportRow[];
  /** The heading of the judges' figures column. */
  summaryHeading: string;
  /** What the cells' numbers are and what their colour measures. */
  legend: string;
  /** The outliers named with their figure and the panel's median, or why nobody is. */
  finding: string;
}

/** Up to one decimal, no trailing zero: 2.4, 3, 0.5. */
const decimal = (value: number) => String(Math.round(value * 10) / 10);
const percent = (share: number) => `${Math.round(share * 100)}%`;
const plural = (count: number, word: string) =>
  `${decimal(count)} ${word}${count === 1 ? '' : 's'}`;

function ordinal(place: number): string {
  if (!Number.isInteger(place)) {
    return decimal(place);
  }
  const tens = place % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][place % 10] ?? 'th');
  return `${place}${suffix}`;
}

/** Why nobody is named: a panel too small to compare, or one in agreement. */
function nobody(report: JudgesReport): string {
  return report.judges.length < 3
    ? 'With fewer than three judges on the panel, nobody is named.'
    : 'No judge sits clearly away from the panel.';
}

function finalView(report: FinalJudgesReport): JudgesReportView {
  const named = new Set(report.outliers.map((judge) => judge.key));
  const max = Math.max(1, report.couples.length - 1);
  const sentences = report.judges
    .filter((row) => named.has(row.judge.key))
    .map(
      (row) =>
        `${judgeTitle(row.judge)} placed couples on average ${plural(row.meanDistance, 'place')} from the result; the panel’s median is ${decimal(report.panelMedian)}.`,
    );
  return {
    columns: report.couples.map(({ couple, place }) => ({ couple, result: ordinal(place) })),
    rows: report.judges.map((row) => ({
      judge: row.judge,
      cells: row.cells.map((cell) => ({
        couple: cell.couple,
        text: decimal(cell.meanPlace),
        ...heatColors(cell.distance, max),
      })),
      summary: decimal(row.meanDistance),
      outlier: named.has(row.judge.key),
    })),
    summaryHeading: 'Mean distance (places)',
    legend:
      'Each cell is the judge’s place for the couple, averaged over the dances; the darker the cell, the further it is from the couple’s result.',
    finding: sentences.length > 0 ? sentences.join(' ') : nobody(report),
  };
}

function prelimView(report: PrelimJudgesReport): JudgesReportView {
  const named = new Set(report.outliers.map((judge) => judge.key));
  const sentences = report.judges
    .filter((row) => named.has(row.judge.key))
    .map(
      (row) =>
        `${judgeTitle(row.judge)} gave ${percent(row.share)} of their crosses (${row.crossesNotRecalled} of ${row.crosses}) to couples not recalled; the panel’s median is ${percent(report.panelMedian)}.`,
    );
  return {
    columns: report.couples.map(({ couple, recalled }) => ({
      couple,
      result: recalled ? 'recalled' : 'out',
    })),
    rows: report.judges.map((row) => ({
      judge: row.judge,
      cells: row.cells.map((cell) => ({
        couple: cell.couple,
        text: String(cell.crosses),
        ...heatColors(cell.distance, report.dances),
      })),
      summary: `${percent(row.share)} (${row.crossesNotRecalled} of ${row.crosses})`,
      outlier: named.has(row.judge.key),
    })),
    summaryHeading: 'Crosses to couples not recalled',
    legend: `Each cell is how many of the ${report.dances} dances the judge crossed the couple in; the darker the cell, the more dances disagree with the recall (crosses to a couple out, none to a couple recalled).`,
    finding: sentences.length > 0 ? sentences.join(' ') : nobody(report),
  };
}

/** The judges' report as the chairman's heat map: judges down, couples across. */
export function judgesReportView(report: JudgesReport): JudgesReportView {
  return report.kind === 'final' ? finalView(report) : prelimView(report);
}
