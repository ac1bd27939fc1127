import Papa from 'papaparse';

export type CsvRow = Record<string, string | number | boolean>;

/** Rows as CSV text with a header line, quoted where needed (papaparse). */
export function toCsv(rows: readonly CsvRow[], columns: readonly string[]): string {
  return Papa.unparse({
    fields: [...columns],
    data: rows.map((row) => columns.map((c) => row[c] ?? '')),
  });
}

export interface ParsedCsv {
  /** One record per data line, keyed by the header's trimmed column names. */
  rows: Record<string, string>[];
  /** Problems with the file's shape (unclosed quotes, wrong field counts), by line. */
  problems: { row: number; message: string }[];
}

/** Reads CSV text with a header line; blank lines are skipped. */
export function parseCsv(text: string): ParsedCsv {
  const result = Papa.parse<Record<string, string>>(text.trim(), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
    transform: (value) => value.trim(),
  });
  return {
    rows: result.data,
    problems: result.errors.map((error) => ({
      row: (error.row ?? 0) + 1,
      message: error.message,
    })),
  };
}

/** Offers text to the user as a downloaded file. */
export function downloadText(filename: string, text: string, type = 'text/csv'): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}
