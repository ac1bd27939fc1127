import {
  panelOf,
  panelWarning,
  roundPanel,
  roundStates,
  type PanelJudge,
  type Round,
} from '@floorcraft/domain';

/** What the officials are read from: the competition's state or any view of it. */
export type PanelSource = Parameters<typeof roundPanel>[0];

/** How far the round is: its panel is chosen freely, changed only when confirmed, or fixed. */
export type PanelStage = 'before' | 'under way' | 'posted';

/** A round's panel as the picker shows it. */
export interface PanelChoice {
  /** Every judge of the competition, in letter order: the choices. */
  judges: PanelJudge[];
  /** The keys of the judges marking the round now. */
  current: string[];
  stage: PanelStage;
}

function stageOf(round: Round): PanelStage {
  if (round.roundState === roundStates.Posted) {
    return 'posted';
  }
  const underWay =
    round.roundState === roundStates.Running || round.roundState === roundStates.Marked;
  return underWay ? 'under way' : 'before';
}

export function panelChoice(source: PanelSource, round: Round): PanelChoice {
  return {
    judges: panelOf(source.metadata.officials),
    current: roundPanel(source, round).map((judge) => judge.key),
    stage: stageOf(round),
  };
}

/** "All 5 judges" or "Judges A, C, E" ("No judges yet" before any): a panel in a few words. */
export function panelSummary(judges: readonly PanelJudge[], chosen: readonly string[]): string {
  if (judges.length === 0) {
    return 'No judges yet';
  }
  const on = judges.filter((judge) => chosen.includes(judge.key));
  if (on.length === judges.length) {
    return judges.length === 1 ? 'The one judge' : `All ${judges.length} judges`;
  }
  return `${on.length === 1 ? 'Judge' : 'Judges'} ${on.map((judge) => judge.letter).join(', ')}`;
}

/** Whether two panels hold the same judges, whatever the order. */
export function samePanel(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((key) => b.includes(key));
}

/** The domain's warning as a sentence on screen, or undefined for an odd panel of three or more. */
export function panelWarningText(size: number): string | undefined {
  const warning = panelWarning(size);
  return warning && `${warning.charAt(0).toUpperCase()}${warning.slice(1)}.`;
}
