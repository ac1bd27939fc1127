import type { Round } from '../competition/dance-event';
import type { Official } from '../competition/metadata';
import type { CompetitionState } from '../competition/state';
import { judgeLetters, type LetteredJudge } from '../competition/judge-letters';
import { judgesByRole } from '../competition/judges';

/** A judge on the panel, with the letter every screen and sheet shows for them. */
export type PanelJudge = LetteredJudge;

/**
 * Every judge of the competition (spec §3: Judge and Chairman of Judges
 * count as judges), in letter order (`judgeLetters`): the judges a panel
 * may be chosen from, and the panel of a round made before issue 25 that
 * nobody chose one for.
 */
export function panelOf(officials: Readonly<Record<string, Official>>): PanelJudge[] {
  return judgeLetters(officials);
}

export function statePanel(state: CompetitionState): PanelJudge[] {
  return panelOf(state.metadata.officials);
}

/** What `roundPanel` reads: the officials, from the state or any view. */
export interface PanelSource {
  metadata: { officials: Readonly<Record<string, Official>> };
}

/**
 * The judges who mark a round nobody chose a panel for, in letter order:
 * the officials whose role is Judge for a round made since issue 25 (its
 * `defaultPanel`), every judge for a round made before (so an old log
 * replays to the panels it had).
 */
export function defaultPanel(
  source: PanelSource,
  round: Pick<Round, 'defaultPanel'>,
): PanelJudge[] {
  const judges = panelOf(source.metadata.officials);
  if (round.defaultPanel !== 'judges') {
    return judges;
  }
  const { officials } = source.metadata;
  return judges.filter((judge) => judgesByRole(officials[judge.key]!));
}

/**
 * The judges who mark a round, in letter order: the panel chosen for it
 * (`setRoundPanel`), or its default panel (`defaultPanel`) when none was
 * chosen. The one answer the chairman's grid, card validation, missing
 * cards, approval, posting and the tablets read. A chosen judge who is no
 * longer a judge drops out.
 */
export function roundPanel(
  source: PanelSource,
  round: Pick<Round, 'panel' | 'defaultPanel'>,
): PanelJudge[] {
  if (!round.panel) {
    return defaultPanel(source, round);
  }
  const judges = panelOf(source.metadata.officials);
  const chosen = new Set(round.panel);
  return judges.filter((judge) => chosen.has(judge.key));
}

/**
 * Why a panel of this size deserves a second look, or undefined when it is
 * odd and more than one: an even panel can split its majority evenly, and
 * one judge decides alone. Both are allowed (small events use them).
 */
export function panelWarning(size: number): string | undefined {
  if (size === 1) {
    return 'a panel of one judge: one judge decides every place and recall alone';
  }
  if (size > 0 && size % 2 === 0) {
    return `an even panel (${size} judges) can tie: a majority needs ${size / 2 + 1} of ${size}, and more places go to the tie-break rules`;
  }
  return undefined;
}
