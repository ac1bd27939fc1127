import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { accountsForServer, DEMO_SLUG } from './support/accounts';
import {
  dataDirOf,
  E2E_BASE_PORT,
  E2E_PORT,
  E2E_SMTP_PORT,
  E2E_WORKERS,
  portsOfWorker,
} from './support/server-env';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const E2E_API_TOKEN = 'e2e-token-0123456789abcdef-0123456';
/** This worker's server sends mail here; mail tests start a real SMTP server on it to catch it. */
export { E2E_SMTP_PORT };

/** Flags that keep Debian's Chromium quiet on a machine with a closed network. */
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Chromium's headless shell when Debian's package is there (ADR 041: a fresh page costs a third
 * of the full browser's CPU), else the full browser. `npm test` names it in CHROME_PATH.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromiumPath =
  process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/** Runs on another port (a second checkout, a helper) keep their artifacts apart too. */
const runName = E2E_BASE_PORT === 3210 ? '' : `-${E2E_BASE_PORT}`;

/** The real server one worker's specs run against: its own port, database and mail port. */
function serverOfWorker(index: number) {
  const { port, smtpPort } = portsOfWorker(index);
  return {
    // The real server on a fresh database, serving the built web app.
    command: 'node scripts/e2e-server.mjs',
    cwd: root,
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    // Seeding the demo takes seconds idle, and a minute or more on two cores shared with
    // other builds: the wait is for the server to answer, not a measure of its speed.
    timeout: 180_000,
    env: {
      PORT: String(port),
      FLOORCRAFT_API_TOKEN: E2E_API_TOKEN,
      DATA_DIR: dataDirOf(port),
      LOG_LEVEL: 'warn',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtpPort),
      PASSWORD_HASH_COST: '12',
      // Every browser test signs in from 127.0.0.1: the suite's deliberate wrong passwords (16)
      // plus sign-ins made in parallel (counted before hashing) would reach the production
      // limit of 20 per address, which stands for one venue's network. The per-address rule is
      // tested where it belongs, in packages/server/test/sign-in-limits-http.test.ts.
      SIGN_IN_MAX_FAILURES_PER_IP: '1000',
      E2E_ACCOUNTS: accountsForServer,
      // Specs add competitions of their own: the demo stays at the root routes, as on a club's
      // server that names its default (the index at / is tested on its own server).
      DEFAULT_COMPETITION: DEMO_SLUG,
      // Server administrators and the organizers they name create competitions: the accounts
      // are made by the admin CLI, so none is the first account (create-competition.spec names
      // Olga an organizer with the API token, which speaks for the server).
      COMPETITION_CREATORS: 'organizers',
    },
  };
}

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: path.join(root, `test-results${runName}`),
  fullyParallel: false,
  // Each worker has a server of its own (below); see E2E_WORKERS in support/server-env.ts.
  workers: E2E_WORKERS,
  retries: 0,
  timeout: 30_000,
  // A screen's first open (its code, then its view) took over 5 s when two workers shared the
  // 2 cores (load 12: five first-load waits failed at Playwright's default of 5 s). A wait ends
  // as soon as its condition holds, so a longer limit costs a passing test nothing.
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    [
      'json',
      {
        // `npm test` names the file it sums (scripts/test-all.mjs); otherwise one per port.
        outputFile:
          process.env.FLOORCRAFT_PLAYWRIGHT_JSON ??
          path.join(root, '.test-output', `playwright${runName}.json`),
      },
    ],
    ['html', { outputFolder: path.join(root, `playwright-report${runName}`), open: 'never' }],
  ],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    // No trace unless asked (`--trace retain-on-failure`): recording one for every test cost
    // 17% of the browser run (layout and accessibility specs: 285 s with, 236 s without), and
    // CI keeps only the output. A failure still leaves its screenshot and page snapshot.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => serverOfWorker(index)),
});
