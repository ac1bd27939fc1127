import type { Official } from '../competition/metadata';
import { judgesOf } from '../competition/judges';
import type { CompetitionState } from '../competition/state';

/** A judge on the panel, with the letter result sheets print for them. */
export interface PanelJudge {
  key: string;
  name: string;
  letter: string;
}

/** "A" … "Z", then "AA", "AB" …: letters for any panel size. */
export function judgeLetter(index: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  return index < 26
    ? alphabet[index]!
    : `${alphabet[Math.floor(index / 26) - 1]!}${alphabet[index % 26]!}`;
}

/**
 * Every judge of the competition marks every round (spec §3: Judge and
 * Chairman of Judges count as judges), lettered in name order.
 */
export function panelOf(officials: Readonly<Record<string, Official>>): PanelJudge[] {
  return judgesOf(officials).map((official, index) => ({
    key: official.key,
    name: official.name,
    letter: judgeLetter(index),
  }));
}

export function statePanel(state: CompetitionState): PanelJudge[] {
  return panelOf(state.metadata.officials);
}
