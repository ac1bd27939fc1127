// `npm test`: every test of every runner, then one plain line
// "N passed, N failed" summed over all of them (CI reads only that line),
// and a non-zero exit on any failure.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './find-chromium.mjs';
import { ensurePoppler } from './find-poppler.mjs';
import { runStaticChecks } from './static-checks.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, '.test-output');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const env = { ...process.env, TZ: 'UTC', CHROME_PATH: ensureChromium() };
// The print tests read Chromium's PDFs with pdftotext and render pages with pdftoppm.
ensurePoppler();

// How long each phase took, printed above the summary: the suite's time is a figure we report
// and hold under CI's limit, and a slow phase should be visible without a stopwatch.
const phaseTimes = [];

function run(label, command, args) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  phaseTimes.push({ label, seconds: (performance.now() - started) / 1000 });
  return result.status ?? 1;
}

/**
 * Runs a command beside others, holding its output until it ends so that the outputs of checks
 * running at once do not interleave; resolves to its exit status.
 */
function runHoldingOutput(label, command, args) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      const seconds = (performance.now() - started) / 1000;
      phaseTimes.push({ label, seconds });
      console.log(`\n▶ ${label}: ${command} ${args.join(' ')} (${seconds.toFixed(0)} s)`);
      process.stdout.write(Buffer.concat(output));
      resolve(status ?? 1);
    });
  });
}

function printPhaseTimes() {
  console.log('\nPhase times:');
  for (const { label, seconds } of phaseTimes) {
    console.log(`  ${label.padEnd(28)} ${seconds.toFixed(0).padStart(5)} s`);
  }
  // The machine's load says whether the times above were measured idle or beside other work.
  const [one, five, fifteen] = loadavg().map((value) => value.toFixed(1));
  console.log(`  load average at the end: ${one}, ${five}, ${fifteen} (1, 5, 15 min)`);
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

const totals = { passed: 0, failed: 0, skipped: 0 };
// CI keeps only the tail of the output, so the names of failed tests are
// repeated just above the summary line, where they cannot scroll away.
const failures = [];
let runnerFailed = false;

// 1. Our own rules first (types, lint, formatting, unused code), all at once: fail fast, before
// any test runs.
const checksStarted = performance.now();
const checks = await runStaticChecks((label, script) =>
  runHoldingOutput(label, 'npm', ['run', script, '--silent']),
);
phaseTimes.push({
  label: 'static checks, side by side',
  seconds: (performance.now() - checksStarted) / 1000,
});
if (checks.failed.length > 0) {
  printPhaseTimes();
  console.log(`\n${checks.failed.join(', ')} failed: fix it before the tests run`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

// 2. The web app must be built: the browser tests and the bundle budget use it.
if (run('build', 'npm', ['run', 'build', '--silent']) !== 0) {
  console.log('\nbuild failed');
  console.log('0 passed, 1 failed');
  process.exit(1);
}

// 3. Unit and integration tests (Vitest, all packages).
const vitestJson = path.join(out, 'vitest.json');
const vitestStatus = run('unit and integration tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
const vitest = readJson(vitestJson);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + vitest.numTodoTests;
  for (const file of vitest.testResults) {
    for (const test of file.assertionResults) {
      if (test.status === 'failed') {
        const where = path.relative(root, file.name);
        const why = (test.failureMessages ?? [])[0]?.split('\n')[0] ?? '';
        failures.push(`${where} › ${test.fullName}: ${why}`);
      }
    }
    if (file.status === 'failed' && file.assertionResults.length === 0) {
      failures.push(
        `${path.relative(root, file.name)}: ${file.message?.split('\n')[0] ?? 'did not run'}`,
      );
    }
  }
}
runnerFailed ||= vitestStatus !== 0 || !vitest;

// 4. Browser tests (Playwright driving Chromium against the built server).
const playwrightJson = path.join(out, 'playwright.json');
env.FLOORCRAFT_PLAYWRIGHT_JSON = playwrightJson;
const playwrightStatus = run('browser tests', 'npx', [
  'playwright',
  'test',
  '--config',
  'e2e/playwright.config.ts',
]);
const playwright = readJson(playwrightJson);
if (playwright) {
  totals.passed += playwright.stats.expected + playwright.stats.flaky;
  totals.failed += playwright.stats.unexpected;
  totals.skipped += playwright.stats.skipped;
  collectPlaywrightFailures(playwright.suites ?? [], []);
}
runnerFailed ||= playwrightStatus !== 0 || !playwright;

function collectPlaywrightFailures(suites, titles) {
  for (const suite of suites) {
    const inner = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected') {
          const error = test.results?.at(-1)?.error?.message?.split('\n')[0] ?? '';
          failures.push(
            `${spec.file}:${spec.line} › ${[...inner, spec.title].join(' › ')}: ${error}`,
          );
        }
      }
    }
    collectPlaywrightFailures(suite.suites ?? [], inner);
  }
}

printPhaseTimes();
if (failures.length > 0) {
  console.log('\nFailed:');
  // Error messages carry terminal colours; CI's log is plain text.
  const plain = (text) =>
    text.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');
  for (const failure of failures) {
    console.log(`  ✗ ${plain(failure).slice(0, 400)}`);
  }
}
if (runnerFailed && totals.failed === 0) {
  // A runner crashed before reporting: count it, so the line never reads as a pass.
  totals.failed += 1;
}
console.log(
  `\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(totals.failed > 0 || runnerFailed ? 1 : 0);
