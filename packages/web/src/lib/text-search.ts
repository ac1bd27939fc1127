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

/**
 * Whether every word of `query` occurs somewhere in `fields`: "lam harbor"
 * finds Beatrice Lam of Harbor City University, "112" the couple wearing
 * 112. An empty query matches everything.
 */
export function matchesQuery(fields: readonly string[], query: string): boolean {
  const words = searchable(query).split(' ').filter(Boolean);
  if (words.length === 0) {
    return true;
  }
  const haystack = searchable(fields.join(' \u0000 '));
  return words.every((word) => haystack.includes(word));
}
