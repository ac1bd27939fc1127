import type { RoundMarks } from '../competition/dance-event';
import type { Official } from '../competition/metadata';
import { byLetter, freeLetters } from '../competition/judge-letters';
import { panelOf, type PanelJudge } from './panel';

/** A judge as a result sheet heads their column: the letter, with the name for a key. */
export type SheetJudge = PanelJudge;

/**
 * The judges whose cards a posted round holds, with the letters every screen
 * shows (`judgeLetters`), in letter order. A judge removed from the officials
 * (or no longer a judge) after the round was posted keeps their column,
 * lettered with the first letters no judge holds (often their own, freed by
 * the removal) and named by their key, so
 * the posted marks are still all counted. With the round's chosen panel
 * (`Round.panel`), only its judges' cards count.
 */
export function sheetJudges(
  officials: Readonly<Record<string, Official>>,
  marks: RoundMarks,
  roundPanel?: readonly string[],
): SheetJudge[] {
  const panel = panelOf(officials);
  // Cards of judges taken off the round's panel stay in the record, never on its sheets.
  const chosen = roundPanel && new Set(roundPanel);
  const marked = new Set(Object.keys(marks).filter((key) => !chosen || chosen.has(key)));
  const onPanel = panel.filter((judge) => marked.has(judge.key));
  const departedKeys = [...marked].filter((key) => !panel.some((judge) => judge.key === key));
  const letters = freeLetters(new Set(panel.map((judge) => judge.letter)), departedKeys.length);
  const departed = departedKeys
    .sort()
    .map((key, index) => ({ key, name: key, letter: letters[index]! }));
  return [...onPanel, ...departed].sort(byLetter);
}
