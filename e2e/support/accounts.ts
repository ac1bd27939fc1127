import { spawnSync } from 'node:child_process';
import { expect, type Page } from '@playwright/test';
import { E2E_DATA_DIR, REPO_ROOT } from './server-env';

export const PASSWORD = 'quickstep on saturday';
/** The demo competition the e2e server seeds and serves at the root routes. */
export const DEMO_SLUG = 'harbor-city-dancesport-2027';
const SLUG = DEMO_SLUG;

/** One account per role the browser tests sign in as; the e2e server creates them at start. */
export const USERS = {
  owner: { email: 'olga.owner@example.org', name: 'Olga Owner', role: 'owner' },
  admin: { email: 'ada.admin@example.org', name: 'Ada Admin', role: 'admin' },
  scrutineer: { email: 'sam.scrutineer@example.org', name: 'Sam Scrutineer', role: 'scrutineer' },
  mc: { email: 'max.mc@example.org', name: 'Max MC', role: 'mc' },
  registrar: { email: 'rita.registrar@example.org', name: 'Rita Registrar', role: 'registrar' },
  chairman: { email: 'cora.chairman@example.org', name: 'Cora Chairman', role: 'chairman' },
  deckCaptain: { email: 'dora.deck@example.org', name: 'Dora Deck', role: 'deckCaptain' },
} as const;

export type TestUser = (typeof USERS)[keyof typeof USERS];

/** What scripts/e2e-server.mjs reads to create the accounts. */
export const accountsForServer = JSON.stringify(
  Object.values(USERS).map((user) => ({ ...user, competition: SLUG, password: PASSWORD })),
);

/** Signs the page's browser context in through the API (tests about sign-in use the form). */
export async function signIn(page: Page, user: TestUser): Promise<void> {
  const response = await page.request.post('/api/auth/sign-in', {
    data: { email: user.email, password: PASSWORD },
  });
  expect(response.status(), `sign-in as ${user.email}`).toBe(200);
}

/** Signs in through the sign-in form the page is showing. */
export async function signInWithForm(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Runs the admin CLI against the e2e server's database, as an operator would. */
export function adminCli(...args: string[]): string {
  return adminCliAt(E2E_DATA_DIR, ...args);
}

/** Runs the admin CLI against the database in `dataDir` (another server's, see extra-server). */
export function adminCliAt(dataDir: string, ...args: string[]): string {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'packages/server/src/admin.ts', ...args],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) {
    throw new Error(`admin ${args.join(' ')} failed: ${result.stderr}`);
  }
  return result.stdout;
}
