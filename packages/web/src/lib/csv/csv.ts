import Papa from 'papaparse';

// CSV is written by the domain's `toCsv`, the one writer that neutralises formulas.

export interface ParsedCsv {
  /** One record per data line, keyed by the header's trimmed column names. */
  rows: Record<string, string>[];
  /**
   * The file line each record starts on (the header is line 1), counted in
   * the file itself: blank lines and values quoted across lines move it on.
   */
  lines: number[];
  /** Problems with the file's shape (unclosed quotes, wrong field counts), by line. */
  problems: { row: number; message: string }[];
}

/** Where the record after `from` starts: past blank lines left between records. */
function recordStart(text: string, from: number): number {
  let at = from;
  while (at < text.length && /\s/.test(text[at]!)) {
    at += 1;
  }
  return at;
}

/** Reads CSV text with a header line; blank lines are skipped. */
export function parseCsv(text: string): ParsedCsv {
  const source = text.trim();
  // Blank lines before the header are dropped from the text but still count as lines.
  const skipped = text.slice(0, text.length - text.trimStart().length).split('\n').length - 1;
  const rows: Record<string, string>[] = [];
  const lines: number[] = [];
  const problems: ParsedCsv['problems'] = [];
  // Line numbers are counted incrementally: each record's start is found from where the last ended.
  let line = 1 + skipped;
  let counted = 0;
  const lineAt = (offset: number) => {
    for (; counted < offset; counted += 1) {
      if (source[counted] === '\n') {
        line += 1;
      }
    }
    return line;
  };
  const headerEnd = source.indexOf('\n');
  let previousEnd = headerEnd === -1 ? source.length : headerEnd + 1;
  Papa.parse<Record<string, string>>(source, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
    transform: (value) => value.trim(),
    step: (result) => {
      const recordLine = lineAt(recordStart(source, previousEnd));
      previousEnd = result.meta.cursor;
      rows.push(result.data);
      lines.push(recordLine);
      for (const error of result.errors) {
        problems.push({ row: recordLine, message: error.message });
      }
    },
  });
  return { rows, lines, problems };
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
