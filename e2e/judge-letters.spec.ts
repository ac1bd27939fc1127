import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signIn, USERS, type TestUser } from './support/accounts';
import { axeViolations } from './support/axe';
import { ownCompetition } from './support/own-competition';

// Issue 15: one name per judge. A competition of our own, so its letters are ours to change.
const suffix = randomUUID().slice(0, 6);
const EVENT = `Letters Waltz ${suffix}`;
const NAMES: Record<string, string> = {
  'judge-a': 'Eleanor Whitfield',
  'judge-b': 'Marco Bellini',
  'judge-c': 'Priya Raman',
  'judge-d': 'Hiroshi Tanabe',
  'judge-e': 'Grace Adeyemi',
};
const competition = ownCompetition({
  slug: `e2e-letters-${suffix}`,
  fullName: `Letters Open ${suffix}`,
  judges: Object.keys(NAMES),
  judgeNames: NAMES,
  events: [{ name: EVENT, style: 'Standard', dances: ['Waltz'] }],
  couples: [{ count: 4, lead: (n) => `Lead ${n}`, follow: (n) => `Follow ${n}`, events: [EVENT] }],
});
const { command } = competition;

/** After Grace takes B and Marco F: every screen lists the judges in this order. */
const LETTERED = [
  'A Eleanor Whitfield',
  'B Grace Adeyemi',
  'C Priya Raman',
  'D Hiroshi Tanabe',
  'F Marco Bellini',
];

async function signedIn(browser: Browser, user: TestUser, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, user);
  await page.goto(competition.at(path));
  return page;
}

/** Edits one official's letter on the officials screen and saves. */
async function setLetter(page: Page, name: string, letter: string): Promise<void> {
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await page.getByRole('textbox', { name: 'Letter' }).fill(letter);
  await page.getByRole('button', { name: 'Save official' }).click();
}

test.beforeAll(async ({ request }) => {
  await competition.setUp(request);
  competition.grant(USERS.scrutineer, USERS.chairman, USERS.owner);
});

test('a judge’s letter set on the officials screen is the one on the tablet, the chairman’s grid and the result sheet', async ({
  browser,
  request,
}) => {
  // Four browser contexts (owner, scrutineer, tablet, chairman) and two axe scans: 23 s at load 5.
  test.slow();
  const owner = await signedIn(browser, USERS.owner, '/admin/officials');
  const officials = owner.getByRole('table', { name: 'Officials' });
  await expect(officials.getByRole('row', { name: /Grace Adeyemi/ })).toContainText('E');

  // B is Marco's: the domain refuses it, naming him.
  await setLetter(owner, 'Grace Adeyemi', 'B');
  await expect(owner.getByRole('alert')).toContainText(
    "Letter B is Marco Bellini's; each judge needs their own letter, so choose another.",
  );
  // The new Letter field and the refusal (the photo picker's placeholder is checked elsewhere).
  const letterField = owner.getByRole('textbox', { name: 'Letter' });
  await letterField.evaluate((input) =>
    input.closest('div')?.parentElement?.setAttribute('data-axe', 'letter'),
  );
  expect(await axeViolations(owner, { include: '[data-axe="letter"]' })).toEqual([]);
  expect(await axeViolations(owner, { include: 'form [role="alert"]' })).toEqual([]);
  await owner.getByRole('button', { name: 'Cancel' }).click();

  // Marco moves to F (typed small, kept in capitals), then Grace takes B.
  await setLetter(owner, 'Marco Bellini', 'f');
  await expect(officials.getByRole('row', { name: /Marco Bellini/ })).toContainText('F');
  await setLetter(owner, 'Grace Adeyemi', 'B');
  await expect(officials.getByRole('row', { name: /Grace Adeyemi/ })).toContainText('B');
  await owner.context().close();

  // The tablet link for judge-e, opened on a tablet: its page and header say Judge B — Grace.
  const staff = await signedIn(browser, USERS.scrutineer, '/admin/judge-devices');
  await expect(
    staff.getByRole('button', { name: 'Link a tablet for Judge B — Grace Adeyemi', exact: true }),
  ).toBeVisible();
  const link = await staff.request.post(`/api/competitions/${competition.slug}/judge-devices`, {
    data: { judgeId: 'judge-e' },
  });
  expect(link.status(), await link.text()).toBe(201);
  const url = new URL(((await link.json()) as { url: string }).url);
  await staff.context().close();
  const tablet = await (await browser.newContext()).newPage();
  await tablet.goto(url.pathname + url.search);
  await expect(tablet.getByRole('status')).toContainText(
    'This tablet is linked to Judge B — Grace Adeyemi.',
  );
  await expect(tablet.getByText('Judge B — Grace Adeyemi', { exact: true })).toBeVisible();
  await tablet.context().close();

  // Every card in (a rehearsal's random marks); the chairman's grid letters the judges the same.
  await command(request, { type: 'rehearseRound', eventName: EVENT, roundNumber: 1, seed: 3 });
  const chairman = await signedIn(browser, USERS.chairman, '/admin/chairman');
  const final = chairman.getByRole('region', { name: `${EVENT} — Final` });
  const grid = final.getByRole('table', { name: `Cards of ${EVENT} — Final` });
  await expect(grid.getByRole('rowheader')).toHaveText(LETTERED);
  await chairman.context().close();

  // Posted, the result sheet heads the judges' columns with the same letters.
  await command(request, { type: 'approveRound', eventName: EVENT, roundNumber: 1 });
  await command(request, { type: 'postRound', eventName: EVENT, roundNumber: 1 });
  const page = await (await browser.newContext()).newPage();
  await page.goto(competition.at(`/results/${encodeURIComponent(EVENT)}`));
  const waltz = page.getByRole('table', { name: 'Waltz: marks and places' });
  await expect(waltz.getByRole('columnheader').nth(3)).toHaveText('B');
  await expect(waltz.getByRole('columnheader').nth(6)).toHaveText('F');
  await expect(waltz.getByRole('columnheader')).toContainText(['A', 'B', 'C', 'D', 'F']);
});
