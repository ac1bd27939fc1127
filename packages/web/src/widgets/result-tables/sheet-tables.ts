import type { FinalSheets, RecallSheet } from '@floorcraft/domain';
import { finalRows, type FinalTables } from './final-rows';
import { recallRows, type RecallTable } from './recall-rows';

/**
 * A round's sheets from the domain's `roundSheets`, laid out with the
 * couples' names: the recall table, or the final's tables. The results page,
 * the printed sheets and the scrutineer's screen all draw these.
 */
export function sheetTables(
  sheets: RecallSheet | FinalSheets,
  names: ReadonlyMap<number, string>,
): RecallTable | FinalTables {
  return sheets.kind === 'recall' ? recallRows(sheets, names) : finalRows(sheets, names);
}
