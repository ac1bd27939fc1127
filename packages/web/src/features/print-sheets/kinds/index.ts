import { backNumbersKind } from './back-numbers';
import { heatSheetsKind } from './heat-sheets';
import { judgesSheetsKind } from './judges-sheets';
import type { PrintKind } from './kind';
import { programmeKind } from './programme';
import { resultSheetsKind } from './result-sheets';

/**
 * Every kind of sheet, in the order the picker offers them. Each kind is
 * its own module; add yours here (one import, one line).
 */
export const printKinds: readonly PrintKind[] = [
  programmeKind,
  judgesSheetsKind,
  heatSheetsKind,
  resultSheetsKind,
  backNumbersKind,
];

/** The kind a URL segment names, if any. */
export function kindById(id: string | undefined): PrintKind | undefined {
  return printKinds.find((kind) => kind.id === id);
}
