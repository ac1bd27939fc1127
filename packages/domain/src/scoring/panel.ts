import type { Official } from '../competition/metadata';
import type { CompetitionState } from '../competition/state';
import { judgeLetters, type LetteredJudge } from '../competition/judge-letters';

/** A judge on the panel, with the letter every screen and sheet shows for them. */
export type PanelJudge = LetteredJudge;

export { judgeLetter } from '../competition/judge-letters';

/**
 * Every judge of the competition marks every round (spec §3: Judge and
 * Chairman of Judges count as judges), in letter order (`judgeLetters`).
 */
export function panelOf(officials: Readonly<Record<string, Official>>): PanelJudge[] {
  return judgeLetters(officials);
}

export function statePanel(state: CompetitionState): PanelJudge[] {
  return panelOf(state.metadata.officials);
}
