import type { DirectoryRow } from '@floorcraft/domain';
import { containsWords, queryWords, searchText } from '../../lib/text-search';

/** Each list's rows as search reads them, made once per list rather than per keystroke. */
const texts = new WeakMap<readonly DirectoryRow[], string[]>();

function textsOf(rows: readonly DirectoryRow[]): string[] {
  let made = texts.get(rows);
  if (!made) {
    made = rows.map((row) => searchText([row.name, row.school, ...row.numbers.map(String)]));
    texts.set(rows, made);
  }
  return made;
}

/** The dancers whose name, school or a couple number matches every word of the query. */
export function searchDirectory(
  rows: readonly DirectoryRow[],
  query: string,
): readonly DirectoryRow[] {
  const words = queryWords(query);
  if (words.length === 0) {
    return rows;
  }
  const made = textsOf(rows);
  return rows.filter((_row, index) => containsWords(made[index]!, words));
}
