/** One cell's value: numbers and booleans are written as JavaScript prints them. */
export type CsvValue = string | number | boolean;

/** One CSV record: a value per column. */
export type CsvRecord<Column extends string> = Record<Column, CsvValue>;

/** A value needs quotes when it holds the separator, a quote, a line break or edge spaces. */
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/**
 * First characters that make a spreadsheet read a cell as a formula (OWASP,
 * "CSV Injection"): `=`, `+`, `-`, `@`, a tab or a carriage return.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A plain decimal number, perhaps negative: a spreadsheet reads it as that number, nothing more. */
const PLAIN_NUMBER = /^-?(\d+(\.\d+)?|\.\d+)$/;

/**
 * The text a cell holds, safe to open in a spreadsheet: a cell that would
 * start a formula gets a leading `'` (which spreadsheets show as "text"), so
 * `=HYPERLINK(…)` or `-2+3+cmd|…` is shown, never run. Finite numbers, and
 * strings that are exactly a decimal number such as `-2.5` (money from the
 * web's rows), stay numbers.
 */
export function csvCellText(value: CsvValue): string {
  const text = String(value);
  if (typeof value === 'number' ? Number.isFinite(value) : PLAIN_NUMBER.test(text)) {
    return text;
  }
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function field(value: CsvValue): string {
  const text = csvCellText(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * Rows as CSV (RFC 4180), the one writer of every CSV the app offers (public
 * exports and the staff screens' downloads): a header line of `columns`, then
 * one line per row, CRLF line ends, a field quoted only when it must be
 * (quotes doubled), each cell neutralised by `csvCellText`. A column a row
 * lacks is an empty field.
 */
export function toCsv<Column extends string>(
  columns: readonly Column[],
  rows: readonly Partial<CsvRecord<Column>>[],
): string {
  const lines = [columns.map(field).join(',')];
  for (const row of rows) {
    lines.push(columns.map((column) => field(row[column] ?? '')).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
