/**
 * Text as search compares it: lower case, accents dropped ("Ferraro" is
 * found by "ferr", "Kovač" by "kovac"), spaces collapsed.
 */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a query as search compares them; none for an empty query. */
export function queryWords(query: string): string[] {
  return searchable(query).split(' ').filter(Boolean);
}

/** A row's fields as one searchable text, to compute once per row rather than per keystroke. */
export function searchText(fields: readonly string[]): string {
  return searchable(fields.join(' \u0000 '));
}

/** Whether every word occurs in a text made by `searchText`. */
export function containsWords(text: string, words: readonly string[]): boolean {
  return words.every((word) => text.includes(word));
}

/**
 * Whether every word of `query` occurs somewhere in `fields`: "lam harbor"
 * finds Beatrice Lam of Harbor City University, "112" the couple wearing
 * 112. An empty query matches everything.
 */
export function matchesQuery(fields: readonly string[], query: string): boolean {
  return containsWords(searchText(fields), queryWords(query));
}
