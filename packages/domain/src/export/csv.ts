/** One CSV record: a value per column; numbers are written as JavaScript prints them. */
export type CsvRecord<Column extends string> = Record<Column, string | number>;

/** A value needs quotes when it holds the separator, a quote, a line break or edge spaces. */
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

function field(value: string | number): string {
  const text = String(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * Rows as CSV (RFC 4180): a header line of `columns`, then one line per
 * row, CRLF line ends, a field quoted only when it must be (quotes doubled).
 * Values are written as they are: an exported name that starts with "=" is
 * data, not a formula, so nothing is prefixed (docs/export.md says how to
 * open the files in a spreadsheet as text).
 */
export function toCsv<Column extends string>(
  columns: readonly Column[],
  rows: readonly CsvRecord<Column>[],
): string {
  const lines = [columns.map(field).join(',')];
  for (const row of rows) {
    lines.push(columns.map((column) => field(row[column])).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
