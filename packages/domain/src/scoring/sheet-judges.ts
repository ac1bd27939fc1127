import type { RoundMarks } from '../competition/dance-event';
import type { Official } from '../competition/metadata';
import { judgeLetter, panelOf, type PanelJudge } from './panel';

/** A judge as a result sheet heads their column: the letter, with the name for a key. */
export type SheetJudge = PanelJudge;

/**
 * The judges whose cards a posted round holds, lettered as the panel letters
 * them (judges in name order, A, B, C …). A judge removed from the officials
 * (or no longer a judge) after the round was posted keeps their column,
 * lettered after the panel and named by their key, so the posted marks are
 * still all counted.
 */
export function sheetJudges(
  officials: Readonly<Record<string, Official>>,
  marks: RoundMarks,
): SheetJudge[] {
  const panel = panelOf(officials);
  const marked = new Set(Object.keys(marks));
  const onPanel = panel.filter((judge) => marked.has(judge.key));
  const departed = [...marked]
    .filter((key) => !panel.some((judge) => judge.key === key))
    .sort()
    .map((key, index) => ({ key, name: key, letter: judgeLetter(panel.length + index) }));
  return [...onPanel, ...departed];
}
