// Every public page of spec §2 on a spectator's phone (issue 27): Lighthouse 12, mobile,
// its default simulated throttling, on the demo competition (seeded on an empty database as
// `npm start` does) and on the large benchmark competition (1,500 couples, part-way through
// its day), each served alone by the real server in this process at the root routes, as a
// spectator opens them. Prints each run, then the median of the runs per page.
// Run: npm run build && npm run bench:lighthouse. Options (environment):
//   LIGHTHOUSE_COMPETITIONS  demo, large or both (default both)
//   LIGHTHOUSE_RUNS          runs per page (default 3)
//   LIGHTHOUSE_POSTED        rounds of the large competition's day posted (default: half)
//   LIGHTHOUSE_PAGES         only these pages, as the table names them (e.g. "/,/rules")
//   LIGHTHOUSE_REPORT_DIR    keep each run's whole Lighthouse report (JSON) in this folder
// Exits non-zero when a page misses a target (printing everything first).
import { publicView, scheduledRounds } from '@floorcraft/domain';
import { startInProcessServer } from './in-process-server';
import { playLargeDay, setUpLargeCompetition } from './large-day';
import { launchChromium, lighthouseOnce, type PageFigures } from './lighthouse-run';
import { loadAverages, printMachine } from './machine';
import { publicRoutes, type PublicRoute } from './public-routes';

printMachine('bench:lighthouse');

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const POSTED =
  process.env.LIGHTHOUSE_POSTED === undefined ? undefined : Number(process.env.LIGHTHOUSE_POSTED);
const CHOSEN = process.env.LIGHTHOUSE_COMPETITIONS ?? 'both';
/** The pages measured, by their names in the table; all of them when unset. */
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',').map((page) => page.trim());
/** Issue 27's targets, per page (median of the runs). */
const TARGETS = { performance: 95, lcpMs: 1_500, tbtMs: 100, cls: 0.02, accessibility: 100 };
const DEMO_SLUG = 'harbor-city-dancesport-2027';
const LARGE_SLUG = 'large-open';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`;
const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;

/** The median of each figure over the runs (each figure on its own). */
function medians(runs: PageFigures[]): Omit<PageFigures, 'warnings'> {
  const of = (key: Exclude<keyof PageFigures, 'warnings'>) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
    accessibility: of('accessibility'),
  };
}

/** The targets a page's medians miss, by the table's column names. */
function misses(figures: Omit<PageFigures, 'warnings'>): string[] {
  return [
    figures.performance < TARGETS.performance && 'performance',
    figures.lcp > TARGETS.lcpMs && 'LCP',
    figures.tbt > TARGETS.tbtMs && 'total blocking time',
    figures.cls > TARGETS.cls && 'CLS',
    figures.accessibility < TARGETS.accessibility && 'accessibility',
  ].filter((miss) => miss !== false);
}

/** Measures every public page `RUNS` times (round-robin, so a busy minute hits every page). */
async function measure(
  label: string,
  origin: string,
  { routes, ids }: { routes: PublicRoute[]; ids: string },
): Promise<boolean> {
  console.log(`\n${label}: ${origin}, pages with ids: ${ids}`);
  const chromium = await launchChromium();
  routes = routes.filter((route) => PAGES === undefined || PAGES.includes(route.page));
  const runs = new Map<PublicRoute, PageFigures[]>(routes.map((route) => [route, []]));
  const started = performance.now();
  try {
    for (let run = 1; run <= RUNS; run += 1) {
      for (const route of routes) {
        const figures = await lighthouseOnce(`${origin}${route.path}`, chromium.port);
        runs.get(route)!.push(figures);
        const warnings = figures.warnings.length > 0 ? ` — ${figures.warnings.join('; ')}` : '';
        console.log(
          `  run ${run} ${route.page}: ${figures.performance}, LCP ${seconds(figures.lcp)}, TBT ${ms(figures.tbt)}, CLS ${figures.cls.toFixed(3)}, a11y ${figures.accessibility}${warnings}`,
        );
      }
    }
  } finally {
    chromium.kill();
  }
  const minutes = (performance.now() - started) / 60_000;
  console.log(
    `\n${label}: median of ${RUNS} runs per page, ${minutes.toFixed(1)} min, load average ${loadAverages()}\n`,
  );
  console.log('| page | performance | LCP | total blocking time | CLS | accessibility |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  const missed: string[] = [];
  for (const route of routes) {
    const figures = medians(runs.get(route)!);
    console.log(
      `| \`${route.page}\` | ${figures.performance} | ${seconds(figures.lcp)} | ${ms(figures.tbt)} | ${figures.cls.toFixed(3)} | ${figures.accessibility} |`,
    );
    const missing = misses(figures);
    if (missing.length > 0) {
      missed.push(`${route.page} (${missing.join(', ')})`);
    }
  }
  console.log(
    missed.length === 0
      ? `\nevery page meets the targets`
      : `\ntargets missed on ${missed.length} of ${routes.length} pages: ${missed.join('; ')}\n`,
  );
  return missed.length === 0;
}

/** The demo, seeded on an empty database as `npm start` seeds it. */
async function demo(): Promise<boolean> {
  const { server, stop } = await startInProcessServer(DEMO_SLUG, 'lighthouse-demo', {
    seedDemo: true,
  });
  try {
    const routes = publicRoutes(publicView(server.host.stateOf(DEMO_SLUG)!));
    return await measure('demo competition (72 couples)', server.url, routes);
  } finally {
    await stop();
  }
}

/** The large competition, set up and part-way through its day. */
async function large(): Promise<boolean> {
  const { server, run, stop } = await startInProcessServer(LARGE_SLUG, 'lighthouse-large');
  try {
    const started = performance.now();
    const day = { run, state: () => server.host.stateOf(LARGE_SLUG)! };
    await setUpLargeCompetition(LARGE_SLUG, day);
    // Midday by default: half the rounds posted, as bench:view-size's "half the day".
    const half = Math.round(scheduledRounds(day.state().events).length / 2);
    const posted = await playLargeDay(POSTED ?? half, day);
    console.log(
      `\nlarge competition: set up, ${posted} rounds posted and the next on the floor in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    const routes = publicRoutes(publicView(day.state()));
    return await measure(
      `large competition (1,500 couples, ${posted} rounds posted)`,
      server.url,
      routes,
    );
  } finally {
    await stop();
  }
}

if (!['demo', 'large', 'both'].includes(CHOSEN) || !(RUNS >= 1) || !((POSTED ?? 0) >= 0)) {
  throw new Error(
    'LIGHTHOUSE_COMPETITIONS must be demo, large or both; LIGHTHOUSE_RUNS at least 1; LIGHTHOUSE_POSTED at least 0',
  );
}
let met = true;
if (CHOSEN !== 'large') {
  met = (await demo()) && met;
}
if (CHOSEN !== 'demo') {
  met = (await large()) && met;
}
process.exitCode = met ? 0 : 1;
