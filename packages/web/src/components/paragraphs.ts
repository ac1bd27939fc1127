/**
 * The paragraphs of a page text organizers typed on the setup screen: split
 * on blank lines, trimmed, empty ones dropped. Single line breaks stay
 * inside a paragraph (addresses, short lists).
 */
export function paragraphs(text: string | undefined): string[] {
  return (text ?? '')
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}
