import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';

/**
 * Printing to PDF as a user's browser prints, and reading the PDF back with
 * Debian's poppler-utils (installed by the test command: scripts/find-poppler.mjs).
 */

export type PdfPaper = 'A4' | 'Letter';

/**
 * The page printed to PDF by Chromium (print media). The page's own `@page`
 * size wins (`preferCSSPageSize`), as in a browser's print dialog; `paper`
 * is the size used when the page sets none.
 */
export async function printPdf(page: Page, paper: PdfPaper): Promise<Buffer> {
  return page.pdf({ format: paper, preferCSSPageSize: true, printBackground: true });
}

/** Runs a poppler tool on the PDF written to a scratch file; returns its stdout. */
function withPdfFile<T>(pdf: Buffer, use: (file: string, dir: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), 'floorcraft-pdf-'));
  try {
    const file = path.join(dir, 'print.pdf');
    writeFileSync(file, pdf);
    return use(file, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text of each page (`pdftotext -layout`, which ends every page with a form feed). */
export function pdfPages(pdf: Buffer): string[] {
  const text = withPdfFile(pdf, (file) =>
    execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }),
  );
  const pages = text.split('\f');
  // The last form feed ends the last page: nothing follows it.
  if (pages.at(-1)?.trim() === '') {
    pages.pop();
  }
  return pages;
}

/** The first page's size in points (1/72 in), as `pdfinfo` reads it: A4 595×842, Letter 612×792. */
export function pdfPageSize(pdf: Buffer): { width: number; height: number } {
  const info = withPdfFile(pdf, (file) => execFileSync('pdfinfo', [file], { encoding: 'utf8' }));
  const match = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info);
  if (!match) {
    throw new Error(`pdfinfo gave no page size:\n${info}`);
  }
  return { width: Math.round(Number(match[1])), height: Math.round(Number(match[2])) };
}

/**
 * Page `n` (1-based) rendered to PNG at 60 dpi (`pdftoppm`), attached to the
 * test's results as `name` so a reviewer sees what prints.
 */
export async function pdfPagePng(
  pdf: Buffer,
  n: number,
  testInfo: TestInfo,
  name = `pdf-page-${n}`,
): Promise<void> {
  const png = withPdfFile(pdf, (file, dir) => {
    const prefix = path.join(dir, 'page');
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '60',
      '-f',
      String(n),
      '-l',
      String(n),
      '-singlefile',
      file,
      prefix,
    ]);
    return readFileSync(`${prefix}.png`);
  });
  const out = testInfo.outputPath(`${name}.png`);
  writeFileSync(out, png);
  await testInfo.attach(name, { path: out, contentType: 'image/png' });
}
