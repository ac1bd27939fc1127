// One Lighthouse 12 run of one page, as the issue measured it: Lighthouse's default config
// (a phone, "mobile" form factor, with its simulated throttling: a slow 4G network and a
// CPU four times slower), categories performance and accessibility only, in Debian's
// Chromium launched headless by chrome-launcher. Lighthouse clears the page's storage and
// the browser's cache before each run, so one browser serves every run of a competition.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** Where each run's whole report is kept, to read why a figure is what it is (unset: nowhere). */
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
let reportsWritten = 0;

/** What the table shows of one run. */
export interface PageFigures {
  performance: number;
  /** Largest contentful paint, milliseconds (simulated). */
  lcp: number;
  /** Total blocking time, milliseconds (simulated). */
  tbt: number;
  cls: number;
  accessibility: number;
  /** Lighthouse's warnings about the run (a page that never settled, a redirect). */
  warnings: string[];
}

/** Chromium headless; as root (this machine's user) it runs without its sandbox. */
export function launchChromium(): Promise<LaunchedChrome> {
  return launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
    logLevel: 'silent',
  });
}

/** Lighthouse's score of a category, 0–100. */
function score(value: number | null | undefined, what: string): number {
  if (value === null || value === undefined) {
    throw new Error(`Lighthouse gave no ${what} score`);
  }
  return Math.round(value * 100);
}

/** Runs Lighthouse once on `url` in the browser listening on `port`. */
export async function lighthouseOnce(url: string, port: number): Promise<PageFigures> {
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) {
    throw new Error(`Lighthouse gave no result for ${url}`);
  }
  const { lhr } = result;
  if (lhr.runtimeError) {
    throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  }
  if (REPORT_DIR !== undefined) {
    reportsWritten += 1;
    mkdirSync(REPORT_DIR, { recursive: true });
    const name = `${String(reportsWritten).padStart(3, '0')}-${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_')}.json`;
    writeFileSync(join(REPORT_DIR, name), JSON.stringify(lhr));
  }
  const numeric = (audit: string) => {
    const value = lhr.audits[audit]?.numericValue;
    if (value === undefined) {
      throw new Error(`Lighthouse measured no ${audit} on ${url}`);
    }
    return value;
  };
  return {
    performance: score(lhr.categories.performance?.score, 'performance'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    accessibility: score(lhr.categories.accessibility?.score, 'accessibility'),
    warnings: [
      ...lhr.runWarnings.map(String),
      ...(lhr.finalDisplayedUrl === url ? [] : [`ended on ${lhr.finalDisplayedUrl}`]),
    ],
  };
}
