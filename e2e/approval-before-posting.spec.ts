import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signIn, USERS, type TestUser } from './support/accounts';
import { axeViolations } from './support/axe';
import { answerConfirm } from './support/confirm';
import { ownCompetition } from './support/own-competition';

// A competition of our own: turning approval before posting off touches only its settings.
// Two straight finals of four couples, every card filled before either starts.
const suffix = randomUUID().slice(0, 6);
const APPROVED = `Approval Waltz ${suffix}`;
const UNAPPROVED = `Approval Tango ${suffix}`;
const competition = ownCompetition({
  slug: `e2e-approval-${suffix}`,
  fullName: `Approval Open ${suffix}`,
  judges: ['judge-a', 'judge-b', 'judge-c'],
  events: [APPROVED, UNAPPROVED].map((name) => ({ name, style: 'Standard', dances: ['Waltz'] })),
  couples: [APPROVED, UNAPPROVED].map((event) => ({
    count: 4,
    lead: (n: number) => `${event} Lead ${n}`,
    follow: (n: number) => `${event} Follow ${n}`,
    events: [event],
  })),
});
const { command } = competition;
const reason = (event: string) =>
  `The chairman has not approved the Final of "${event}": approve it on the chairman’s screen, or turn off approval before posting in the settings.`;

async function signedIn(browser: Browser, user: TestUser, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, user);
  await page.goto(competition.at(path));
  return page;
}

const finalOf = (event: string) =>
  `/admin/scrutineer?round=${encodeURIComponent(`${event}-R1`)}&view=marks`;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  await competition.setUp(request);
  for (const [index, eventName] of [APPROVED, UNAPPROVED].entries()) {
    // Random marks fill a round that has not started: every card in, the Final Marked.
    await command(request, { type: 'rehearseRound', eventName, roundNumber: 1, seed: 5 + index });
  }
  competition.grant(USERS.scrutineer, USERS.chairman, USERS.owner);
});

test('the scrutineer cannot post until the chairman approves, and sees why', async ({
  browser,
}) => {
  const scrutineer = await signedIn(browser, USERS.scrutineer, finalOf(APPROVED));
  const post = scrutineer.getByRole('button', { name: 'Post round' });
  await expect(post).toBeDisabled();
  await expect(scrutineer.getByText(reason(APPROVED))).toBeVisible();
  await expect(post).toHaveAccessibleDescription(reason(APPROVED));
  expect(await axeViolations(scrutineer)).toEqual([]);

  // The chairman approves on their own screen; the scrutineer's button comes alive by itself.
  const chairman = await signedIn(browser, USERS.chairman, '/admin/chairman');
  const final = chairman.getByRole('region', { name: `${APPROVED} — Final` });
  await final.getByRole('button', { name: 'Approve round' }).click();
  await expect(final.getByText('Approved', { exact: true })).toBeVisible();

  await expect(post).toBeEnabled();
  await expect(scrutineer.getByText(reason(APPROVED))).toHaveCount(0);
  await expect(scrutineer.getByText('The chairman has not approved this round yet.')).toHaveCount(
    0,
  );
  await post.click();
  await answerConfirm(scrutineer, { confirm: 'Post round' });
  await expect(scrutineer.getByText(/^Posted at \d/)).toBeVisible();
});

test('with approval before posting turned off in the settings, posting only warns', async ({
  browser,
}) => {
  const owner = await signedIn(browser, USERS.owner, '/admin/settings');
  const setting = owner.getByRole('switch', { name: 'Approval before posting' });
  await expect(setting).toBeChecked();
  await setting.click();
  await expect(setting).not.toBeChecked();
  await owner.getByRole('button', { name: 'Save settings' }).click();
  await expect(owner.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

  const scrutineer = await signedIn(browser, USERS.scrutineer, finalOf(UNAPPROVED));
  const post = scrutineer.getByRole('button', { name: 'Post round' });
  await expect(scrutineer.getByText('The chairman has not approved this round yet.')).toBeVisible();
  await expect(scrutineer.getByText(reason(UNAPPROVED))).toHaveCount(0);
  await expect(post).toBeEnabled();
  await post.click();
  const question = await answerConfirm(scrutineer, { confirm: 'Post round' });
  expect(question).toContain('The chairman has not approved this round yet.');
  await expect(scrutineer.getByText(/^Posted at \d/)).toBeVisible();
});
