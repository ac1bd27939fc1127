import { judgeLetter, panelOf, type PublicOfficial, type RoundMarks } from '@floorcraft/domain';

/** A judge as a result sheet heads their column: the letter, with the name for a key. */
export interface SheetJudge {
  key: string;
  letter: string;
  name: string;
}

/**
 * The judges whose cards a posted round holds, lettered as the panel letters
 * them (judges in name order, A, B, C …). A judge removed from the officials
 * after the round was posted keeps their column, lettered after the panel.
 */
export function sheetJudges(
  officials: Readonly<Record<string, PublicOfficial>>,
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
