import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signIn, USERS } from './support/accounts';
import { command } from './support/api';
import { axeViolations } from './support/axe';
import { answerConfirm } from './support/confirm';

// Our own events, each of four couples: a Final only.
const suffix = randomUUID().slice(0, 6);
const POSTED = `E2E Confirm ${suffix}`;
const RUNNING = `E2E Rehearsal ${suffix}`;

async function finalOfFour(request: APIRequestContext, eventName: string) {
  await command(request, {
    type: 'saveEvent',
    event: { name: eventName, eventLevel: 'Bronze', style: 'Standard', eventDances: ['Waltz'] },
  });
  await command(request, {
    type: 'importCouples',
    couples: Array.from({ length: 4 }, (_, index) => ({
      lead: { name: `Lead ${index + 1} ${eventName}`, affiliation: 'Harbor City University' },
      follow: { name: `Follow ${index + 1} ${eventName}`, affiliation: 'Riverside University' },
      events: [eventName],
    })),
  });
  await command(request, { type: 'generateRounds', eventName });
}

async function openFinal(page: Page, eventName: string) {
  await page.goto(`/admin/scrutineer?round=${encodeURIComponent(`${eventName}-R1`)}&view=marks`);
  await expect(page.getByLabel('Round', { exact: true })).toHaveValue(`${eventName}-R1`);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  await finalOfFour(request, POSTED);
  // Every card in, so the Final can be posted (random marks: the round had not started).
  await command(request, { type: 'rehearseRound', eventName: POSTED, roundNumber: 1, seed: 11 });
  // Approval before posting is on: the chairman approves, so the scrutineer may post.
  await command(request, { type: 'approveRound', eventName: POSTED, roundNumber: 1 });
  await finalOfFour(request, RUNNING);
  await command(request, { type: 'startRound', eventName: RUNNING, roundNumber: 1 });
});

test.afterAll(async ({ request }) => {
  // The server is shared with the other specs: the demo is no rehearsal.
  await command(request, { type: 'updateSettings', patch: { rehearsal: false } });
});

test('Post round asks in the app’s own dialog, by keyboard: Escape posts nothing, the named button posts', async ({
  page,
}) => {
  // No dialog handler: Playwright dismisses native dialogs, as a kiosk browser suppresses
  // them. A screen still asking with window.confirm() would post nothing here.
  let nativeDialogs = 0;
  page.on('dialog', () => void (nativeDialogs += 1));
  await signIn(page, USERS.scrutineer);
  await openFinal(page, POSTED);
  const post = page.getByRole('button', { name: 'Post round' });

  await post.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Post the Final of ${POSTED}?` });
  await expect(dialog).toBeVisible();
  // Focus is in the dialog, on the harmless choice; the red button names the action.
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Post round' })).toBeVisible();
  expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(post).toBeFocused();
  // Nothing was posted: after a reload the round still waits to be posted.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Post round' })).toBeEnabled();
  await expect(page.getByText(/^Posted at/)).toHaveCount(0);

  // Tab from Cancel to the red button, Enter: posted.
  await page.getByRole('button', { name: 'Post round' }).click();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Post round' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Posted at \d/)).toBeVisible();
  expect(nativeDialogs).toBe(0);
});

test('random marks are offered for a running round only once the settings mark the competition as a rehearsal, saying so', async ({
  page,
  browser,
}) => {
  const fill = page.getByRole('button', { name: 'Rehearsal: fill with random marks' });
  await signIn(page, USERS.scrutineer);
  await openFinal(page, RUNNING);
  await expect(
    page.getByRole('table', { name: `Marks of the Final of ${RUNNING}, Waltz` }),
  ).toBeVisible();
  // Started for real: no fill offered.
  await expect(fill).toHaveCount(0);

  const owner = await (await browser.newContext()).newPage();
  await signIn(owner, USERS.owner);
  await owner.goto('/admin/settings');
  const rehearsal = owner.getByRole('switch', { name: 'This competition is a rehearsal' });
  await expect(rehearsal).not.toBeChecked();
  await rehearsal.check();
  await owner.getByRole('button', { name: 'Save settings' }).click();
  await expect(owner.getByRole('status').filter({ hasText: 'Saved' })).toHaveText('Saved');

  // The scrutineer's screen follows live: offered now, saying why.
  await expect(fill).toHaveAccessibleDescription(
    'Offered because this competition is marked as a rehearsal.',
  );
  await fill.click();
  const question = await answerConfirm(page, { confirm: 'Fill with random marks' });
  expect(question).toContain('this competition is marked as a rehearsal');
  await expect(
    page
      .getByRole('table', { name: `Marks of the Final of ${RUNNING}, Waltz` })
      .getByText('waiting'),
  ).toHaveCount(0);
});
